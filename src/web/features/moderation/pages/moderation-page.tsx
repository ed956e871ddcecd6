import {
  MODERATION_COPY,
  MODERATION_LOG_LABELS,
  REPORT_ITEM_LABELS,
  REPORT_REASON_LABELS,
} from '@domain/copy/moderation';
import { MSG } from '@domain/messages';
import type { AuditEntry, QueueItem } from '@domain/schemas/moderation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TwoFactorRequiredPanel } from '@web/features/auth';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading, PageProblem } from '@web/ui/page-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { Link } from 'react-router';
import { auditQueryOptions, queueQueryOptions } from '../api';
import { DecisionForm } from '../components/decision-form';
import { when } from '../lib/when';

const T = MODERATION_COPY.queue;
const A = MODERATION_COPY.audit;

/**
 * /admin/moderacao (issue 19): the reports waiting for her — every one for a platform
 * administrator, her communities' posts and comments for their admins and moderators — grouped
 * by item, each with the item in context, its author's history and the decisions she may take;
 * 'Auditoria' (administrators) lists every action taken.
 */
export function ModerationPage() {
  usePageTitle(T.title);
  const canAudit = useAuth().user?.viewer.canModerate === true;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 md:px-6">
      <ListHeader title={T.title} />
      {canAudit ? (
        <Tabs defaultValue="queue" className="flex flex-col gap-6">
          <TabsList>
            <TabsTrigger value="queue">{T.tabs.queue}</TabsTrigger>
            <TabsTrigger value="audit">{T.tabs.audit}</TabsTrigger>
          </TabsList>
          <TabsContent value="queue">
            <Queue />
          </TabsContent>
          <TabsContent value="audit">
            <Audit />
          </TabsContent>
        </Tabs>
      ) : (
        <Queue />
      )}
    </div>
  );
}

function Queue() {
  const query = useInfiniteQuery(queueQueryOptions());
  if (query.isPending) return <PageLoading height="section" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'two_factor_required')
      return <TwoFactorRequiredPanel />;
    if (isApiError(query.error) && query.error.status === 403)
      return (
        <PageProblem kind="forbidden" announce={false} title={T.forbiddenTitle} text={T.forbiddenText} />
      );
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage text={T.empty} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <QueueCard item={item} />
          </li>
        ))}
      </ul>
      <QueryLoadMore query={query} label={T.loadMore} loadingLabel={MSG.common.loading} />
    </div>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const headingId = `case-${item.id}`;
  const { author, authorHistory: h } = item;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card md:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {REPORT_ITEM_LABELS[item.itemType]} · {T.reports(item.reportCount)}
        </h2>
        <time dateTime={item.openedAt} className="text-sm text-ink-muted">
          {when(item.openedAt)}
        </time>
      </header>
      <ul className="flex flex-wrap gap-2" aria-label={MODERATION_COPY.report.reasonLegend}>
        {item.reasons.map((r) => (
          <li
            key={r.reason}
            className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900"
          >
            {REPORT_REASON_LABELS[r.reason]} ({r.count})
          </li>
        ))}
      </ul>
      {item.hidden ? <p className="text-sm font-semibold text-danger">{T.hidden}</p> : null}
      {item.review ? (
        <p className="text-sm font-semibold text-ink">
          {T.reviewRequested}
          {item.review.note ? `: “${item.review.note}”` : ''}
        </p>
      ) : null}
      <div className="rounded-control bg-canvas p-3">
        {item.context.place ? (
          <p className="text-sm text-ink-muted">
            {T.where} {item.context.place}
          </p>
        ) : null}
        {item.context.parentText ? (
          <p className="border-l-4 border-line pl-3 text-sm text-ink-muted">{item.context.parentText}</p>
        ) : null}
        <p className="mt-1 whitespace-pre-line break-words text-ink">{item.context.text ?? item.excerpt}</p>
        {item.context.href ? (
          <Link
            to={item.context.href}
            className="mt-2 inline-block text-sm font-semibold text-primary-700 underline"
          >
            {T.open}
          </Link>
        ) : null}
      </div>
      {author ? (
        <p className="text-sm text-ink">
          <span className="font-semibold">{T.author}:</span> {author.name}.{' '}
          {T.authorHistory(h.removals, h.warnings, h.suspensions)}
          {h.suspendedUntil
            ? `. ${h.suspendedUntil === 'infinity' ? T.suspendedForever : T.suspendedUntil(when(h.suspendedUntil))}`
            : ''}
        </p>
      ) : null}
      {item.notes.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{T.notes}</h3>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
            {item.notes.map((note, index) => (
              // Notes carry no id of their own, and the list never reorders while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DecisionForm item={item} />
    </article>
  );
}

function Audit() {
  const query = useInfiniteQuery(auditQueryOptions());
  if (query.isPending) return <PageLoading height="section" />;
  if (query.isError)
    return <ListMessage tone="error" text={A.loadError} onRetry={() => void query.refetch()} />;
  const entries = query.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <ListMessage text={A.empty} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{A.title}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2">
                {A.when}
              </th>
              <th scope="col" className="p-2">
                {A.who}
              </th>
              <th scope="col" className="p-2">
                {A.what}
              </th>
              <th scope="col" className="p-2">
                {A.why}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <QueryLoadMore query={query} label={T.loadMore} loadingLabel={MSG.common.loading} />
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="border-b border-line align-top">
      <td className="p-2">
        <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
      </td>
      <td className="p-2">{entry.actor?.name ?? A.system}</td>
      <td className="p-2">
        {MODERATION_LOG_LABELS[entry.action]} · {REPORT_ITEM_LABELS[entry.itemType]}
        {entry.action === 'suspend' ? ` (${A.days(entry.days)})` : ''}
      </td>
      <td className="p-2">
        {entry.rule ? REPORT_REASON_LABELS[entry.rule] : ''}
        {entry.explanation ? ` — ${entry.explanation}` : ''}
      </td>
    </tr>
  );
}
