import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Button, type ButtonSize } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Spinner } from '@web/ui/spinner';
import { Check, Clock, UserCheck, UserPlus, UserRoundCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type InvitationAction,
  type MemberNetwork,
  useDisconnect,
  useFollowMember,
  useInvitationAction,
} from '../api';
import { errorMessage, reportFailure } from './feedback';
import { InviteDialog } from './invite-dialog';

const A = NETWORK_COPY.actions;

export interface ConnectionActionsProps {
  /** The member the buttons are about (her name goes into their accessible names). */
  member: { id: string; name: string };
  /** Her relation to that member, as the server answered it. */
  network: MemberNetwork;
  size?: ButtonSize;
  className?: string;
}

const INVITATION_DONE: Record<InvitationAction, string> = {
  accept: NETWORK_COPY.invite.accepted,
  decline: NETWORK_COPY.invite.declined,
  cancel: NETWORK_COPY.invite.cancelled,
};

/**
 * What she may do about another member, decided ONLY by the server's `viewer` flags
 * (rules/permissions/member.ts): 'Conectar' (the invitation dialog), 'Convite enviado' with
 * 'Cancelar convite', 'Aceitar' / 'Recusar' an invitation she received, 'Conexão' with
 * 'Remover conexão' (after a confirmation), and 'Seguir' / 'Seguindo'. Every button names the
 * member for screen readers, ignores presses while an action is on its way, and a refusal
 * shows the server's reason. When the button she pressed gives way to others (an invitation
 * accepted), focus moves to the first of them instead of being lost.
 */
export function ConnectionActions({ member, network, size = 'md', className }: ConnectionActionsProps) {
  const { viewer, invitation } = network;
  const { name } = member;
  const follow = useFollowMember();
  const answer = useInvitationAction();
  const disconnect = useDisconnect();
  const busy = follow.isPending || answer.isPending || disconnect.isPending;

  // Focus: when the buttons she used give way to others (an invitation sent or accepted, a
  // connection removed), it moves to the first of the new ones instead of being lost. The
  // relation before her action is kept; once the server's answer has replaced it, and any
  // dialog has given focus back (Radix does so on the next task), focus is checked.
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const before = useRef<MemberNetwork | null>(null);
  const startAction = () => {
    before.current = network;
  };
  useEffect(() => {
    if (!before.current || before.current === network) return;
    before.current = null;
    const timer = setTimeout(() => {
      const group = groupRef.current;
      if (group && !group.contains(document.activeElement)) group.querySelector('button')?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [network]);

  const onInvitation = (action: InvitationAction) => {
    if (busy || !invitation) return;
    startAction();
    answer.mutate(
      { invitationId: invitation.id, action },
      {
        onSuccess: () => toast.success(INVITATION_DONE[action]),
        onError: (error) => reportFailure(action, error),
      },
    );
  };

  const onFollow = (next: boolean) => {
    if (busy) return;
    follow.mutate(
      { memberId: member.id, follow: next },
      { onError: (error) => reportFailure(next ? 'follow' : 'unfollow', error) },
    );
  };

  const [confirming, setConfirming] = useState(false);
  const onDisconnect = () => {
    if (disconnect.isPending) return;
    startAction();
    disconnect.mutate(member.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(NETWORK_COPY.invite.removed);
      },
      // Shown in the dialog, which stays open for another try.
      onError: (error) => console.info('[network] remover conexão falhou', error),
    });
  };

  const pendingIcon = (action: boolean) => (action ? <Spinner className="size-4 text-current" /> : null);
  const disabled = busy || undefined;

  return (
    <fieldset
      ref={groupRef}
      aria-label={A.groupLabel(name)}
      className={cn('flex min-w-0 flex-wrap items-center gap-2', className)}
    >
      {viewer.canConnect ? (
        <InviteDialog
          member={member}
          trigger={
            <Button
              size={size}
              aria-label={A.connectWith(name)}
              aria-disabled={disabled}
              onClick={startAction}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {A.connect}
            </Button>
          }
        />
      ) : null}

      {viewer.canAnswerInvitation && invitation ? (
        <>
          <Button
            size={size}
            aria-label={A.acceptFrom(name)}
            aria-disabled={disabled}
            onClick={() => onInvitation('accept')}
          >
            {pendingIcon(answer.isPending && answer.variables?.action === 'accept') ?? (
              <Check aria-hidden="true" className="size-4" />
            )}
            {A.accept}
          </Button>
          <Button
            size={size}
            variant="outline"
            aria-label={A.declineFrom(name)}
            aria-disabled={disabled}
            onClick={() => onInvitation('decline')}
          >
            {pendingIcon(answer.isPending && answer.variables?.action === 'decline')}
            {A.decline}
          </Button>
        </>
      ) : null}

      {viewer.canCancelInvitation && invitation ? (
        <>
          <StateBadge icon={<Clock aria-hidden="true" className="size-4" />}>{A.pending}</StateBadge>
          <Button
            size={size}
            variant="ghost"
            aria-label={A.cancelTo(name)}
            aria-disabled={disabled}
            onClick={() => onInvitation('cancel')}
          >
            {pendingIcon(answer.isPending && answer.variables?.action === 'cancel')}
            {A.cancelInvitation}
          </Button>
        </>
      ) : null}

      {viewer.canDisconnect ? (
        <>
          <StateBadge icon={<UserRoundCheck aria-hidden="true" className="size-4" />}>
            {A.connected}
          </StateBadge>
          <ConfirmDialog
            trigger={
              <Button
                size={size}
                variant="ghost"
                aria-label={A.disconnectName(name)}
                aria-disabled={disabled}
              >
                {A.disconnect}
              </Button>
            }
            open={confirming}
            onOpenChange={(next) => {
              setConfirming(next);
              if (!next) disconnect.reset();
            }}
            title={A.disconnectTitle}
            description={A.disconnectConfirm(name)}
            confirmLabel={A.disconnect}
            busyLabel={MSG.common.removing}
            busy={disconnect.isPending}
            error={disconnect.error ? errorMessage(disconnect.error) : null}
            onConfirm={onDisconnect}
          />
        </>
      ) : null}

      {viewer.canUnfollow || viewer.canFollow ? (
        <FollowToggle
          following={viewer.canUnfollow}
          name={name}
          size={size}
          busy={busy}
          pending={follow.isPending}
          onToggle={() => onFollow(!viewer.canUnfollow)}
        />
      ) : null}
    </fieldset>
  );
}

/** 'Convite enviado', 'Conexão': where she stands, beside what she may do about it. */
function StateBadge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
      {icon}
      {children}
    </span>
  );
}

/**
 * 'Seguir' / 'Seguindo': one button that keeps its place (and her focus) while its state
 * changes. 'Seguindo' reads 'Deixar de seguir' under the pointer or keyboard focus, which is what
 * pressing it does, and what its accessible name says.
 */
function FollowToggle({
  following,
  name,
  size,
  busy,
  pending,
  onToggle,
}: {
  following: boolean;
  name: string;
  size: ButtonSize;
  busy: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      size={size}
      variant="outline"
      aria-label={following ? A.unfollowName(name) : A.followName(name)}
      aria-disabled={busy || undefined}
      onClick={onToggle}
      className={cn('group', following && 'bg-primary-50')}
    >
      {pending ? (
        <Spinner className="size-4 text-current" />
      ) : following ? (
        <UserCheck aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {following ? (
        <>
          <span className="group-hover:hidden group-focus-visible:hidden">{A.following}</span>
          <span className="hidden group-hover:inline group-focus-visible:inline">{A.unfollow}</span>
        </>
      ) : (
        A.follow
      )}
    </Button>
  );
}
