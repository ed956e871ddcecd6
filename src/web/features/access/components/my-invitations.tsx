import { INVITATION_ROLE_LABELS, INVITATIONS_COPY } from '@domain/copy/invitations';
import { MSG } from '@domain/messages';
import { relativeTime } from '@domain/rules/relative-time';
import type { InvitationPlace, MyInvitation } from '@domain/schemas/invitations';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { Check, MailOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type InvitationDecision, myInvitationsQueryOptions, useAnswerInvitation } from '../invitations-api';

const T = INVITATIONS_COPY.mine;

const placeHref = (invitation: MyInvitation) =>
  `${invitation.place.kind === 'community' ? '/comunidades' : '/empresas'}/${encodeURIComponent(invitation.place.id)}`;

/**
 * 'Convites pendentes' on /minhas-comunidades (kind community) and /minhas-empresas (kind
 * company): each place that offered her a role, the role, who offered it and when, with
 * 'Aceitar' and 'Recusar'. Nothing shows while there is none (or while the list loads: the
 * page's own list has its spinner). An answered invitation leaves the list and the outcome is
 * announced; the buttons of an invitation being answered are disabled, and the server answers a
 * repeat the same way, so a double click does nothing twice.
 */
export function MyInvitations({ kind }: { kind: InvitationPlace }) {
  const headingId = useId();
  const query = useQuery(myInvitationsQueryOptions());
  const answer = useAnswerInvitation(kind);
  const [answering, setAnswering] = useState<string | null>(null);

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card">
        <p className="text-ink">{INVITATIONS_COPY.errors.load}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {MSG.common.retry}
        </Button>
      </div>
    );
  }
  const invitations = query.data.filter((invitation) => invitation.place.kind === kind);
  if (invitations.length === 0) return null;

  const onAnswer = (invitation: MyInvitation, decision: InvitationDecision) => {
    if (answering) return;
    setAnswering(invitation.id);
    answer.mutate(
      { invitation, decision },
      {
        onSuccess: () => {
          const text =
            decision === 'accept'
              ? T.accepted(INVITATION_ROLE_LABELS[invitation.role], invitation.place.name)
              : T.declined;
          // Sonner's toaster is a polite live region: the outcome is read out once.
          toast.success(text);
        },
        onError: (error) => {
          console.info(`[access] ${decision} do convite falhou`, error);
          // A 404/409 carries the reason (changed, withdrawn, place gone); the list refreshes.
          toast.error(
            isApiError(error) && error.status < 500 ? error.message : INVITATIONS_COPY.errors.answer,
          );
        },
        onSettled: () => setAnswering(null),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border-2 border-primary-200 bg-surface p-4 shadow-card md:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink">
          <MailOpen aria-hidden="true" className="size-5 text-primary-600" />
          {T.title}
          <span className="rounded-full bg-primary-600 px-2 py-0.5 text-sm font-semibold text-white">
            {invitations.length}
          </span>
        </h2>
        <p className="text-ink-muted">{T.lead[kind]}</p>
      </div>
      <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-line">
        {invitations.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            busy={answering === invitation.id}
            disabled={answering !== null}
            onAnswer={onAnswer}
          />
        ))}
      </ul>
    </section>
  );
}

function InvitationItem({
  invitation,
  busy,
  disabled,
  onAnswer,
}: {
  invitation: MyInvitation;
  busy: boolean;
  disabled: boolean;
  onAnswer: (invitation: MyInvitation, decision: InvitationDecision) => void;
}) {
  const { place } = invitation;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={place.name} src={place.logoUrl} shape="square" size="md" decorative />
        <div className="min-w-0">
          <Link
            to={placeHref(invitation)}
            className="block rounded-sm font-semibold break-words text-ink underline-offset-4 hover:text-primary-700 hover:underline"
          >
            {place.name}
          </Link>
          <p className="text-sm font-semibold text-primary-800">
            {T.role(INVITATION_ROLE_LABELS[invitation.role])}
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={invitation.createdAt}>
              {T.invitedBy(invitation.invitedBy, relativeTime(invitation.createdAt))}
            </time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          disabled={disabled}
          aria-label={T.acceptLabel(place.name)}
          onClick={() => onAnswer(invitation, 'accept')}
        >
          <Check aria-hidden="true" className="size-4" />
          {busy ? T.busy : T.accept}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          aria-label={T.declineLabel(place.name)}
          onClick={() => onAnswer(invitation, 'decline')}
        >
          <X aria-hidden="true" className="size-4" />
          {T.decline}
        </Button>
      </div>
    </li>
  );
}
