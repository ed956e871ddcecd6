import {
  type AuditPage,
  auditPageSchema,
  type Decision,
  type DecisionPage,
  decisionPageSchema,
  decisionSchema,
  type ModerationDecisionInput,
  type NewReport,
  type QueueItem,
  type QueuePage,
  queueItemSchema,
  queuePageSchema,
  type Report,
  type ReportPage,
  reportPageSchema,
  reportSchema,
} from '@domain/schemas/moderation';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * Every call of trust and safety (issue 19; contract and route list:
 * src/domain/schemas/moderation.ts). Query keys are declared only here, under MODERATION_QUERY_ROOT.
 */

export const MODERATION_QUERY_ROOT = ['moderation'] as const;

const keys = {
  reports: () => [...MODERATION_QUERY_ROOT, 'reports'] as const,
  decisions: () => [...MODERATION_QUERY_ROOT, 'decisions'] as const,
  queue: () => [...MODERATION_QUERY_ROOT, 'queue'] as const,
  audit: () => [...MODERATION_QUERY_ROOT, 'audit'] as const,
};

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

function pages<T>(
  key: readonly unknown[],
  path: string,
  parse: (data: unknown) => T & { nextCursor: string | null },
) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => parse(await apiFetch(withCursor(path, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: { nextCursor: string | null }) => lastPage.nextCursor,
  });
}

/** GET /api/moderation/reports: 'Minhas denúncias'. */
export const myReportsQueryOptions = () =>
  pages<ReportPage>(keys.reports(), '/moderation/reports', (data) => reportPageSchema.parse(data));

/** GET /api/moderation/decisions: removals of her content. */
export const myDecisionsQueryOptions = () =>
  pages<DecisionPage>(keys.decisions(), '/moderation/decisions', (data) => decisionPageSchema.parse(data));

/** GET /api/moderation/queue: the cases she moderates. */
export const queueQueryOptions = () =>
  pages<QueuePage>(keys.queue(), '/moderation/queue', (data) => queuePageSchema.parse(data));

/** GET /api/moderation/audit: the audit log (administrators). */
export const auditQueryOptions = () =>
  pages<AuditPage>(keys.audit(), '/moderation/audit', (data) => auditPageSchema.parse(data));

/**
 * POST /api/moderation/reports. The item leaves her read paths on the server at once, so every
 * list she has open is asked again (the feed, a post's comments, a conversation).
 */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewReport): Promise<Report> =>
      reportSchema.parse(await apiFetch('/moderation/reports', { method: 'POST', json: input })),
    // Not awaited: the reported item's card, and the dialog inside it, leave the page once the
    // lists come back, and a callback given to mutate() never runs after its component is gone
    // (awaiting here lost the dialog's 'Denúncia enviada' toast and its closing).
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST /api/moderation/cases/{id}/decision: the case afterwards; the queue and log are read again. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      caseId,
      ...input
    }: ModerationDecisionInput & { caseId: string }): Promise<QueueItem> =>
      queueItemSchema.parse(
        await apiFetch(`/moderation/cases/${encodeURIComponent(caseId)}/decision`, {
          method: 'POST',
          json: input,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: MODERATION_QUERY_ROOT }),
  });
}

/** POST /api/moderation/cases/{id}/review: once per removal. */
export function useRequestReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ caseId, note }: { caseId: string; note?: string }): Promise<Decision> =>
      decisionSchema.parse(
        await apiFetch(`/moderation/cases/${encodeURIComponent(caseId)}/review`, {
          method: 'POST',
          json: note ? { note } : {},
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.decisions() }),
  });
}
