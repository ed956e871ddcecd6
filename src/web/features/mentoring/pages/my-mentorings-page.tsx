import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import type { MentoringRequest } from '@domain/schemas/mentoring';
import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useNow } from '@web/lib/use-now';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, ListMessage } from '@web/ui/page-states';
import { MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { requestsInfiniteQueryOptions, sessionsInfiniteQueryOptions, useRequestAction } from '../api';
import { MentoringFrame } from '../components/mentoring-frame';
import { ScheduleDialog } from '../components/schedule-dialog';
import { SessionItem } from '../components/session-item';
import { errorMessage, memberHref } from '../components/shared';

const T = MENTORING_UI.mine;

/** An accepted pair: the other member, her part, the goal, the conversation, schedule, end. */
function PairCard({ request }: { request: MentoringRequest }) {
  const end = useRequestAction();
  const name = request.member.name;
  return (
    <article className="flex h-full w-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-3">
        <Avatar name={name} src={request.member.imageUrl} size="md" decorative />
        <div className="flex min-w-0 flex-col">
          <h3 className="font-semibold text-ink">
            <Link to={memberHref(request.member)} className="rounded-sm hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-sm text-primary-800">{request.side === 'received' ? T.asMentor : T.asMentee}</p>
        </div>
      </div>
      <p className="text-sm break-words text-ink">
        <span className="font-semibold">{MENTORING_UI.requests.goal}: </span>
        {request.goal}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {request.conversationId ? (
          <ButtonLink
            to={`/chat/${encodeURIComponent(request.conversationId)}`}
            size="sm"
            variant="outline"
            aria-label={T.conversationWith(name)}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {T.conversation}
          </ButtonLink>
        ) : null}
        {request.viewer.canSchedule ? <ScheduleDialog request={request} /> : null}
        {request.viewer.canEnd ? (
          <ConfirmAction
            trigger={
              <Button size="sm" variant="ghost" aria-label={T.endWith(name)}>
                {T.end}
              </Button>
            }
            title={T.endTitle}
            description={T.endText}
            confirmLabel={T.end}
            errorMessage={end.error ? errorMessage(end.error) : T.loadError}
            onConfirm={() =>
              end.mutateAsync({ id: request.id, verb: 'end' }).then(() => toast.success(T.ended))
            }
          />
        ) : null}
      </div>
    </article>
  );
}

/** Her accepted mentorings, as mentora and as mentee (the first pages of both sides). */
function Pairs() {
  const headingId = useId();
  const received = useInfiniteQuery(requestsInfiniteQueryOptions('received'));
  const sent = useInfiniteQuery(requestsInfiniteQueryOptions('sent'));
  const pending = received.isPending || sent.isPending;
  const pairs = [received, sent]
    .flatMap((q) => q.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((request) => request.status === 'accepted');
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {T.pairs}
      </h2>
      {pending ? (
        <InlineLoading label={MSG.common.loading} />
      ) : received.isError || sent.isError ? (
        <ListMessage
          tone="error"
          text={T.loadError}
          onRetry={() => {
            void received.refetch();
            void sent.refetch();
          }}
        />
      ) : pairs.length === 0 ? (
        <ListMessage
          text={T.pairsEmpty}
          actions={<ButtonLink to="/mentoria">{MENTORING_UI.devGuide.find}</ButtonLink>}
        />
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2">
          {pairs.map((request) => (
            <li key={request.id} className="flex">
              <PairCard request={request} />
            </li>
          ))}
        </ul>
      )}
      <QueryLoadMore
        query={received}
        label={MENTORING_UI.requests.loadMore}
        loadingLabel={MSG.common.loadingMore}
      />
      <QueryLoadMore
        query={sent}
        label={MENTORING_UI.requests.loadMore}
        loadingLabel={MSG.common.loadingMore}
      />
    </section>
  );
}

/** Upcoming sessions (soonest first) and past ones (latest first). */
function Sessions() {
  const upcomingId = useId();
  const pastId = useId();
  const now = useNow();
  const query = useInfiniteQuery(sessionsInfiniteQueryOptions());
  if (query.isPending) return <InlineLoading label={MSG.common.loading} />;
  if (!query.data)
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  const sessions = query.data.pages.flatMap((page) => page.items);
  const isOver = (endsAt: string) => Date.parse(endsAt) <= now.getTime();
  const upcoming = sessions.filter((s) => !isOver(s.endsAt)).reverse();
  const past = sessions.filter((s) => isOver(s.endsAt));
  const list = (items: typeof sessions, labelledBy: string, empty: string) =>
    items.length === 0 ? (
      <p className="text-ink-muted">{empty}</p>
    ) : (
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
        {items.map((session) => (
          <li key={session.id}>
            <SessionItem session={session} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <section aria-labelledby={upcomingId} className="flex flex-col gap-4">
        <h2 id={upcomingId} className="text-xl font-bold text-ink">
          {T.upcoming}
        </h2>
        {list(upcoming, upcomingId, T.upcomingEmpty)}
      </section>
      <section aria-labelledby={pastId} className="flex flex-col gap-4">
        <h2 id={pastId} className="text-xl font-bold text-ink">
          {T.past}
        </h2>
        {list(past, pastId, T.pastEmpty)}
        <QueryLoadMore
          query={query}
          label={T.loadMore}
          loadingLabel={MSG.common.loadingMore}
          errorText={T.loadError}
        />
      </section>
    </>
  );
}

/** /mentoria/minhas-mentorias: her mentorings in progress and their sessions. */
export function MyMentoringsPage() {
  return (
    <MentoringFrame title={MENTORING_UI.nav.mine} lead={T.lead}>
      <Pairs />
      <Sessions />
    </MentoringFrame>
  );
}
