import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import type { CommunityDetail, JoinRequest } from '@domain/schemas/communities';
import { useQuery } from '@tanstack/react-query';
import { focusWhenReady } from '@web/lib/focus';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Spinner } from '@web/ui/spinner';
import { Check, UserRoundPlus, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { joinRequestsQueryOptions, type RequestDecision, useDecideJoinRequest } from '../../api';

const T = COMMUNITY_DETAIL_COPY.requests;

function requestDomId(userId: string): string {
  return `solicitacao-${userId}`;
}

/**
 * 'Solicitações pendentes' (admins and moderators only; the server refuses anyone else): who
 * asked to join, with 'Aprovar' and 'Recusar'. A decided request leaves the list at once; focus
 * moves to the next request (or the panel's heading) and the outcome is announced.
 */
export function JoinRequestsPanel({ community }: { community: CommunityDetail }) {
  const headingId = useId();
  const { id, viewer } = community;
  const query = useQuery({ ...joinRequestsQueryOptions(id), enabled: viewer.canReviewRequests });
  const decide = useDecideJoinRequest(id);
  const [announcement, setAnnouncement] = useState('');
  const [deciding, setDeciding] = useState<string | null>(null);

  if (!viewer.canReviewRequests) return null;
  const requests = query.data ?? [];

  const onDecide = (request: JoinRequest, decision: RequestDecision) => {
    if (deciding) return;
    const index = requests.findIndex((item) => item.userId === request.userId);
    const neighbour = requests[index + 1] ?? requests[index - 1];
    setDeciding(request.userId);
    setAnnouncement('');
    decide.mutate(
      { userId: request.userId, decision },
      {
        onSuccess: () => {
          setAnnouncement(
            decision === 'approve' ? T.approved(request.fullName) : T.declined(request.fullName),
          );
          focusWhenReady(() => (neighbour ? document.getElementById(requestDomId(neighbour.userId)) : null), {
            attempts: 2,
            fallback: () => document.getElementById(headingId),
          });
        },
        onError: (error) => {
          console.info(`[communities] ${decision} falhou`, error);
          toast.error(decision === 'approve' ? T.approveError : T.declineError);
        },
        onSettled: () => setDeciding(null),
      },
    );
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <InlineLoading label={T.loading} />;
  } else if (query.isError) {
    body = <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  } else if (requests.length === 0) {
    body = <p className="text-ink-muted">{T.empty}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {requests.map((request) => (
          <RequestItem
            key={request.userId}
            request={request}
            busy={deciding === request.userId}
            disabled={deciding !== null}
            onDecide={onDecide}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border-2 border-primary-200 bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id={headingId} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-ink">
        <UserRoundPlus aria-hidden="true" className="size-5 text-primary-600" />
        {T.title}
        {requests.length > 0 ? (
          <span className="rounded-full bg-primary-600 px-2 py-0.5 text-sm font-semibold text-white">
            {requests.length}
          </span>
        ) : null}
      </h2>
      {body}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function RequestItem({
  request,
  busy,
  disabled,
  onDecide,
}: {
  request: JoinRequest;
  busy: boolean;
  disabled: boolean;
  onDecide: (request: JoinRequest, decision: RequestDecision) => void;
}) {
  const date = formatLongDate(request.requestedAt);
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Avatar name={request.fullName} src={request.profileImageUrl} size="md" decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          id={requestDomId(request.userId)}
          to={`/m/${encodeURIComponent(request.slug)}`}
          className="self-start rounded-sm font-semibold break-words text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
        >
          {request.fullName}
        </Link>
        {request.professionalTitle ? (
          <p className="text-sm break-words text-ink-muted">{request.professionalTitle}</p>
        ) : null}
        {date ? (
          <p className="text-sm text-ink-muted">
            <time dateTime={request.requestedAt}>{T.requestedAt(date)}</time>
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            aria-label={T.approveLabel(request.fullName)}
            aria-disabled={disabled || undefined}
            onClick={() => onDecide(request, 'approve')}
          >
            {busy ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {T.approve}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={T.declineLabel(request.fullName)}
            aria-disabled={disabled || undefined}
            onClick={() => onDecide(request, 'decline')}
          >
            <X aria-hidden="true" className="size-4" />
            {T.decline}
          </Button>
        </div>
      </div>
    </li>
  );
}
