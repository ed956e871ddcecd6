import { ACCESS_COPY } from '@domain/copy/access';
import { INVITATIONS_COPY } from '@domain/copy/invitations';
import { relativeTime } from '@domain/rules/relative-time';
import type { PlaceInvitation } from '@domain/schemas/invitations';
import { useQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { InlineLoading, ProblemNotice } from '@web/ui/page-states';
import { Mail, X } from 'lucide-react';
import { useId } from 'react';
import { useCancelInvitation } from '../api';
import { type GrantTarget, roleLabel } from '../targets/target';

const T = INVITATIONS_COPY.grant.pending;

/** Her name for an invitation by account; the address typed for one by e-mail (never a name behind it). */
function inviteeLabel(invitation: PlaceInvitation): string {
  return invitation.invitee.kind === 'member' ? invitation.invitee.fullName : invitation.invitee.email;
}

/**
 * 'Convites pendentes' of the grant page (those who may grant): whom a role was offered to, the
 * role, when and by whom, and 'Cancelar convite' (asked first). A cancelled invitation leaves
 * the list; the outcome is announced.
 */
export function PendingInvitations({ target, targetId }: { target: GrantTarget; targetId: string }) {
  const headingId = useId();
  const query = useQuery(target.invitationsQuery(targetId));
  const cancel = useCancelInvitation(target, targetId);

  const onCancel = (invitation: PlaceInvitation) =>
    cancel.mutateAsync(invitation.id).then(
      // Sonner's toaster is a polite live region: the outcome is read out once.
      () => toast.success(T.cancelled),
      (error: unknown) => {
        console.info('[access] o cancelamento do convite falhou', error);
        throw error;
      },
    );

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card md:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink md:text-xl">
        {T.title}
        {query.data && query.data.length > 0 ? (
          <span className="rounded-full bg-primary-600 px-2 py-0.5 text-sm font-semibold text-white">
            {query.data.length}
          </span>
        ) : null}
      </h2>
      {query.isPending ? (
        <InlineLoading label={ACCESS_COPY.loading} />
      ) : query.isError ? (
        <ProblemNotice text={INVITATIONS_COPY.errors.load} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-ink-muted">{T.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {query.data.map((invitation) => (
            <InvitationItem key={invitation.id} target={target} invitation={invitation} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationItem({
  target,
  invitation,
  onCancel,
}: {
  target: GrantTarget;
  invitation: PlaceInvitation;
  onCancel: (invitation: PlaceInvitation) => Promise<unknown>;
}) {
  const who = inviteeLabel(invitation);
  const byEmail = invitation.invitee.kind === 'email';
  return (
    <li className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between md:gap-3">
      <span className="flex min-w-0 flex-col md:flex-1">
        <span className={cn('font-semibold text-ink', byEmail ? 'break-all' : 'break-words')}>{who}</span>
        {byEmail ? (
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Mail aria-hidden="true" className="size-4" />
            {T.byEmail}
          </span>
        ) : null}
        <span className="text-sm text-ink-muted">
          <time dateTime={invitation.createdAt}>
            {T.invitedBy(invitation.invitedBy, relativeTime(invitation.createdAt))}
          </time>
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-2 md:shrink-0">
        <span className="rounded-full bg-primary-100 px-3 py-0.5 text-sm font-semibold text-primary-800">
          {roleLabel(target, invitation.role)}
        </span>
        <ConfirmAction
          trigger={
            <Button variant="ghost" size="sm" aria-label={T.cancelLabel(who)}>
              <X aria-hidden="true" className="size-4" />
              {T.cancel}
            </Button>
          }
          title={T.cancelTitle}
          // A long address wraps instead of running out of the dialog.
          description={<span className="break-words">{T.cancelDescription(who)}</span>}
          confirmLabel={T.cancelConfirm}
          busyLabel={T.cancelBusy}
          errorMessage={INVITATIONS_COPY.errors.cancel}
          onConfirm={() => onCancel(invitation)}
        />
      </span>
    </li>
  );
}
