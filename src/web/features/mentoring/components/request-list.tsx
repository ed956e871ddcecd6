import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import type { MentoringRequest, MentoringSide } from '@domain/schemas/mentoring';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, ListMessage } from '@web/ui/page-states';
import { Link } from 'react-router';
import { requestsInfiniteQueryOptions, useRequestAction } from '../api';
import { AnswerDialog } from './answer-dialog';
import { memberHref, reportFailure } from './shared';

const T = MENTORING_UI.requests;

function CancelButton({ request }: { request: MentoringRequest }) {
  const action = useRequestAction();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={T.cancelTo(request.member.name)}
      aria-disabled={action.isPending || undefined}
      onClick={() => {
        if (action.isPending) return;
        action.mutate(
          { id: request.id, verb: 'cancel' },
          {
            onSuccess: () => toast.success(T.cancelled),
            onError: (error) => reportFailure('cancelar pedido', error),
          },
        );
      }}
    >
      {action.isPending ? MSG.common.sending : T.cancel}
    </Button>
  );
}

/** One request: the other member, when, her goal, its status, the answer, and the actions. */
function RequestItem({ request }: { request: MentoringRequest }) {
  const { member, viewer } = request;
  return (
    <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-3">
        <Avatar name={member.name} src={member.imageUrl} size="md" decorative />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="font-semibold text-ink">
            <Link to={memberHref(member)} className="rounded-sm hover:underline">
              {member.name}
            </Link>
          </h3>
          {member.professionalTitle ? <p className="text-sm text-ink">{member.professionalTitle}</p> : null}
          <p className="text-sm text-ink-muted">{formatLongDate(request.createdAt)}</p>
        </div>
        <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
          {T.status[request.status]}
        </span>
      </div>
      <div className="text-sm text-ink">
        <p className="font-semibold">{T.goal}</p>
        <p className="break-words whitespace-pre-line">{request.goal}</p>
      </div>
      {request.responseMessage ? (
        <div className="text-sm text-ink">
          <p className="font-semibold">{T.answer}</p>
          <p className="break-words whitespace-pre-line">{request.responseMessage}</p>
        </div>
      ) : null}
      {viewer.canAccept || viewer.canDecline || viewer.canCancel ? (
        <div className="flex flex-wrap gap-2">
          {viewer.canAccept ? <AnswerDialog request={request} verb="accept" /> : null}
          {viewer.canDecline ? <AnswerDialog request={request} verb="decline" /> : null}
          {viewer.canCancel ? <CancelButton request={request} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** Her requests of one side, newest first, with 'Carregar mais'. */
export function RequestList({ side, label }: { side: MentoringSide; label: string }) {
  const query = useInfiniteQuery(requestsInfiniteQueryOptions(side));
  if (query.isPending) return <InlineLoading label={MSG.common.loading} />;
  if (!query.data)
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage text={side === 'received' ? T.receivedEmpty : T.sentEmpty} />;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="flex flex-col gap-4">
        {items.map((request) => (
          <li key={request.id}>
            <RequestItem request={request} />
          </li>
        ))}
      </ul>
      <QueryLoadMore
        query={query}
        label={T.loadMore}
        loadingLabel={MSG.common.loadingMore}
        errorText={T.loadError}
      />
    </div>
  );
}
