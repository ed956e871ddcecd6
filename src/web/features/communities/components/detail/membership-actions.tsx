import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import type { CommunityDetail } from '@domain/schemas/communities';
import { toast } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';
import { Button } from '@web/ui/button';
import { FollowButton } from '@web/ui/follow-button';
import { Spinner } from '@web/ui/spinner';
import { Clock, LogOut, UserPlus, UserRoundCheck, Volume2, VolumeX, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useCommunityMembership, useFollowCommunity, useMuteCommunity } from '../../api';

// 'Denunciar' (issue 19) loads after the page's first render, and its dialog once pressed.
const ReportButton = lazy(async () => ({
  default: (await import('@web/features/moderation')).ReportButton,
}));

const T = COMMUNITY_DETAIL_COPY.membership;
const MUTE = SAFETY_COPY.community;

/**
 * SPEC §4 and §8: follow and membership errors are only logged; a short toast tells her the
 * action did not happen, since the buttons simply stay as they were.
 */
function reportFailure(what: string, message: string, error: unknown) {
  console.info(`[communities] ${what} falhou`, error);
  toast.error(message);
}

/**
 * 'Seguir' / 'Deixar de seguir' (a toggle button: aria-pressed) and the membership button:
 * 'Participar' → 'Sair da comunidade', or, while a request waits (SPEC §4 pending),
 * 'Aguardando aprovação' with 'Cancelar solicitação'; and 'Silenciar comunidade' (issue 19: its
 * posts leave her feed, nothing else changes) and 'Denunciar' (not for who moderates its reports:
 * the server refuses her reporting it). Each button keeps its place while its
 * label changes, so keyboard focus stays on it; the outcome is announced in a polite live region.
 * Counts and states come from the viewer state the server answers.
 */
export function MembershipActions({ community }: { community: CommunityDetail }) {
  const { id, viewer, requiresApproval } = community;
  const membership = useCommunityMembership(id);
  const follow = useFollowCommunity(id);
  const mute = useMuteCommunity(id);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const hydrated = useHydrated();

  const onMembership = () => {
    if (membership.isPending) return;
    const before = viewer.membership;
    const action = before === 'none' ? 'join' : 'leave';
    setAnnouncement('');
    membership.mutate(action, {
      onSuccess: (next) => {
        if (action === 'join')
          setAnnouncement(next.membership === 'pending' ? T.announce.requested : T.announce.joined);
        else setAnnouncement(before === 'pending' ? T.announce.cancelled : T.announce.left);
      },
      onError: (error) => {
        const message =
          action === 'join' ? T.errors.join : before === 'pending' ? T.errors.cancel : T.errors.leave;
        reportFailure(action, message, error);
      },
    });
  };

  const onFollow = () => {
    if (follow.isPending) return;
    const next = !viewer.following;
    setAnnouncement('');
    follow.mutate(next, {
      onSuccess: (state) => setAnnouncement(state.following ? T.announce.followed : T.announce.unfollowed),
      onError: (error) =>
        reportFailure(next ? 'follow' : 'unfollow', next ? T.errors.follow : T.errors.unfollow, error),
    });
  };

  const onMute = () => {
    if (mute.isPending) return;
    const next = !viewer.muted;
    mute.mutate(next, {
      onSuccess: () => toast.success(next ? MUTE.muted : MUTE.unmuted),
      onError: (error) => reportFailure(next ? 'mute' : 'unmute', SAFETY_COPY.member.failed, error),
    });
  };

  const hint =
    viewer.membership === 'pending'
      ? T.pendingHint
      : viewer.membership === 'none' && requiresApproval
        ? T.approvalHint
        : null;
  const roleLabel = viewer.role && viewer.role !== 'member' ? T.roles[viewer.role] : null;

  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-label={T.region} className="flex min-w-0 flex-wrap items-center gap-3">
        <Button
          variant={viewer.membership === 'none' ? 'primary' : 'outline'}
          aria-disabled={membership.isPending || undefined}
          aria-describedby={hint ? hintId : undefined}
          onClick={onMembership}
        >
          {membership.isPending ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <MembershipIcon membership={viewer.membership} />
          )}
          {viewer.membership === 'none'
            ? T.join
            : viewer.membership === 'pending'
              ? T.cancelRequest
              : T.leave}
        </Button>

        <FollowButton
          following={viewer.following}
          pending={follow.isPending}
          onToggle={onFollow}
          followLabel={T.follow}
          unfollowLabel={T.unfollow}
        />

        <Button
          variant="ghost"
          aria-pressed={viewer.muted}
          aria-disabled={mute.isPending || undefined}
          onClick={onMute}
        >
          {viewer.muted ? (
            <Volume2 aria-hidden="true" className="size-4" />
          ) : (
            <VolumeX aria-hidden="true" className="size-4" />
          )}
          {viewer.muted ? MUTE.unmute : MUTE.mute}
        </Button>

        {hydrated && !viewer.canModerateReports ? (
          <Suspense fallback={null}>
            <ReportButton item={{ type: 'community', id }} />
          </Suspense>
        ) : null}

        {viewer.membership === 'pending' ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-200 px-3 py-1 text-sm font-semibold text-accent-900">
            <Clock aria-hidden="true" className="size-4" />
            {MSG.communities.pending}
          </span>
        ) : null}
        {viewer.membership === 'approved' ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
            <UserRoundCheck aria-hidden="true" className="size-4" />
            {roleLabel ? T.yourRole(roleLabel) : T.memberBadge}
          </span>
        ) : null}
      </fieldset>

      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function MembershipIcon({ membership }: { membership: CommunityDetail['viewer']['membership'] }) {
  if (membership === 'none') return <UserPlus aria-hidden="true" className="size-4" />;
  if (membership === 'pending') return <X aria-hidden="true" className="size-4" />;
  return <LogOut aria-hidden="true" className="size-4" />;
}
