import {
  MODERATION_COPY,
  REPORT_ITEM_LABELS,
  REPORT_REASON_LABELS,
  REPORT_STATUS_LABELS,
} from '@domain/copy/moderation';
import { MSG } from '@domain/messages';
import type { Decision, Report } from '@domain/schemas/moderation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { ListHeader } from '@web/ui/list-header';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useState } from 'react';
import { myDecisionsQueryOptions, myReportsQueryOptions, useRequestReview } from '../api';
import { when } from '../lib/when';

const T = MODERATION_COPY.mine;

/**
 * /denuncias (issue 19): her reports with their outcome ('Em análise', 'Removido', 'Sem
 * violação'), and the decisions about her own content, where she may ask once for a review.
 */
export function MyReportsPage() {
  usePageTitle(T.title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 md:px-6">
      <ListHeader title={T.title} />
      <MyReports />
      <section aria-labelledby="decisions-title" className="flex flex-col gap-4">
        <h2 id="decisions-title" className="text-xl font-bold text-ink">
          {T.decisionsTitle}
        </h2>
        <MyDecisions />
      </section>
    </div>
  );
}

function MyReports() {
  const query = useInfiniteQuery(myReportsQueryOptions());
  if (query.isPending) return <PageLoading height="section" />;
  if (query.isError)
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage text={T.empty} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {items.map((report) => (
          <li key={report.id}>
            <ReportRow report={report} />
          </li>
        ))}
      </ul>
      <QueryLoadMore query={query} label={MSG.common.loadMore} loadingLabel={MSG.common.loading} />
    </div>
  );
}

const STATUS_CLASSES: Record<Report['status'], string> = {
  pending: 'bg-primary-50 text-primary-900',
  removed: 'bg-success-soft text-success',
  dismissed: 'bg-canvas text-ink-muted',
};

function ReportRow({ report }: { report: Report }) {
  return (
    <div className="flex flex-col gap-1 rounded-card bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {REPORT_ITEM_LABELS[report.itemType]} · {REPORT_REASON_LABELS[report.reason]}
        </p>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[report.status]}`}>
          {REPORT_STATUS_LABELS[report.status]}
        </span>
      </div>
      <p className="line-clamp-2 break-words text-sm text-ink-muted">{report.excerpt}</p>
      <p className="text-sm text-ink-muted">
        {T.reportedOn} <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
      </p>
    </div>
  );
}

function MyDecisions() {
  const query = useInfiniteQuery(myDecisionsQueryOptions());
  if (query.isPending) return <PageLoading height="section" />;
  if (query.isError)
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage text={T.decisionsEmpty} />;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((decision) => (
        <li key={decision.id}>
          <DecisionRow decision={decision} />
        </li>
      ))}
    </ul>
  );
}

function DecisionRow({ decision }: { decision: Decision }) {
  const review = useRequestReview();
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending) return;
    review.mutate(
      { caseId: decision.id, ...(note.trim() ? { note: note.trim() } : {}) },
      { onSuccess: () => toast.success(T.reviewRequested) },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-card">
      <p className="font-semibold text-ink">
        {REPORT_ITEM_LABELS[decision.itemType]}
        {decision.rule ? ` · ${REPORT_REASON_LABELS[decision.rule]}` : ''}
      </p>
      <p className="line-clamp-2 break-words text-sm text-ink-muted">{decision.excerpt}</p>
      {decision.explanation ? <p className="text-sm text-ink">{decision.explanation}</p> : null}
      {decision.reviewRequestedAt ? (
        <p className="text-sm font-semibold text-ink">
          {decision.status === 'pending' ? T.reviewPending : T.reviewDone}
        </p>
      ) : null}
      {decision.viewer.canRequestReview ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
          <FormField
            label={T.reviewNoteLabel}
            error={isApiError(review.error) ? review.error.fields.note : undefined}
          >
            {(control) => (
              <Textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            )}
          </FormField>
          <FormAlert>
            {isApiError(review.error) && !review.error.fields.note ? review.error.message : null}
          </FormAlert>
          <div>
            <Button type="submit" variant="outline" aria-disabled={review.isPending || undefined}>
              {review.isPending ? MSG.common.sending : T.requestReview}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
