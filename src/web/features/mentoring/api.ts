import {
  type Mentor,
  type MentoringRequest,
  type MentoringSession,
  type MentoringSide,
  type MentorProfileInput,
  mentoringRequestPageSchema,
  mentoringRequestSchema,
  mentoringSessionPageSchema,
  mentoringSessionSchema,
  mentorPageSchema,
  mentorSchema,
  type NewMentoringSession,
  recommendedMentorListSchema,
} from '@domain/schemas/mentoring';
import { catalogueItemSchema, categoryWithSectorSchema, stateSchema } from '@domain/schemas/profile';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, apiUrl } from '@web/lib/api';
import { z } from 'zod';

/*
 * Every call of mentoring (issue 20; contract and route list: src/domain/schemas/mentoring.ts).
 * Query keys are declared only here, under MENTORING_QUERY_ROOT; a mutation asks every mentoring
 * list again (cards, requests and sessions all change together: a request changes a card's state,
 * an accept opens a pair).
 */

const ROOT = ['mentoring'] as const;
const CATALOGUE_STALE_MS = 60 * 60_000;

export interface MentorFilters {
  area?: string;
  skill?: string;
  state?: string;
  format?: string;
  language?: string;
  available?: string;
}

const keys = {
  me: () => [...ROOT, 'me'] as const,
  mentors: (filters: MentorFilters) => [...ROOT, 'mentors', filters] as const,
  recommended: () => [...ROOT, 'recommended'] as const,
  mentor: (id: string) => [...ROOT, 'mentor', id] as const,
  requests: (side: MentoringSide) => [...ROOT, 'requests', side] as const,
  sessions: () => [...ROOT, 'sessions'] as const,
};

function pagePath(base: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

const seg = encodeURIComponent;

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/mentoring/me: her mentor profile, or null while she is not a mentora. */
export function myMentorQueryOptions() {
  return queryOptions({
    queryKey: keys.me(),
    queryFn: async ({ signal }): Promise<Mentor | null> =>
      mentorSchema.nullable().parse(await apiFetch('/mentoring/me', { signal })),
  });
}

/** GET /api/mentoring/mentors: the directory with her filters, newest first, keyset pages. */
export function mentorsInfiniteQueryOptions(filters: MentorFilters) {
  return infiniteQueryOptions({
    queryKey: keys.mentors(filters),
    queryFn: async ({ pageParam, signal }) =>
      mentorPageSchema.parse(
        await apiFetch(pagePath('/mentoring/mentors', { ...filters, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/mentoring/mentors/recommended: 'Recomendadas para você', each with its reasons. */
export function recommendedQueryOptions() {
  return queryOptions({
    queryKey: keys.recommended(),
    queryFn: async ({ signal }) =>
      recommendedMentorListSchema.parse(await apiFetch('/mentoring/mentors/recommended', { signal })),
  });
}

/** GET /api/mentoring/mentors/{id}: one mentora's card. */
export function mentorQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.mentor(id),
    queryFn: async ({ signal }) =>
      mentorSchema.parse(await apiFetch(`/mentoring/mentors/${seg(id)}`, { signal })),
  });
}

/** GET /api/mentoring/requests?side: received (as mentora) or sent, newest first. */
export function requestsInfiniteQueryOptions(side: MentoringSide) {
  return infiniteQueryOptions({
    queryKey: keys.requests(side),
    queryFn: async ({ pageParam, signal }) =>
      mentoringRequestPageSchema.parse(
        await apiFetch(pagePath('/mentoring/requests', { side, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/mentoring/sessions: her sessions as mentora and as mentee, latest first. */
export function sessionsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: keys.sessions(),
    queryFn: async ({ pageParam, signal }) =>
      mentoringSessionPageSchema.parse(
        await apiFetch(pagePath('/mentoring/sessions', { cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The calendar file of a session (a plain link: the browser downloads it with her cookie). */
export const sessionIcsUrl = (id: string) => apiUrl(`/mentoring/sessions/${seg(id)}/ics`);

// Reference lists: the areas (job taxonomy), the states and the languages.

export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'categories'],
    queryFn: async ({ signal }) =>
      z.array(categoryWithSectorSchema).parse(await apiFetch('/catalogue/categories', { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function statesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'states'],
    queryFn: async ({ signal }) =>
      z.array(stateSchema).parse(await apiFetch('/catalogue/states', { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'idiomas'],
    queryFn: async ({ signal }) =>
      z.array(catalogueItemSchema).parse(await apiFetch('/catalogue/idiomas', { signal })),
    staleTime: CATALOGUE_STALE_MS,
  });
}

// ---------------------------------------------------------------------------------------------
// Mutations

function useMentoringMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the lists reload after her own success callback ran. Awaited, an answered
    // request leaves its list first, its dialog unmounts, and her 'Pedido aceito' never shows.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export function useSaveMentorProfile() {
  return useMentoringMutation(async (input: MentorProfileInput) =>
    mentorSchema.parse(await apiFetch('/mentoring/me', { method: 'PUT', json: input })),
  );
}

export function useLeaveMentoring() {
  return useMentoringMutation(() => apiFetch<void>('/mentoring/me', { method: 'DELETE' }));
}

export function useRequestMentoring() {
  return useMentoringMutation(async (input: { mentorId: string; goal: string }) =>
    mentoringRequestSchema.parse(await apiFetch('/mentoring/requests', { method: 'POST', json: input })),
  );
}

export type RequestVerb = 'accept' | 'decline' | 'cancel' | 'end';

export function useRequestAction() {
  return useMentoringMutation(
    async ({
      id,
      verb,
      message,
    }: {
      id: string;
      verb: RequestVerb;
      message?: string;
    }): Promise<MentoringRequest> =>
      mentoringRequestSchema.parse(
        await apiFetch(`/mentoring/requests/${seg(id)}/${verb}`, {
          method: 'POST',
          ...(verb === 'accept' || verb === 'decline' ? { json: message ? { message } : {} } : {}),
        }),
      ),
  );
}

export function useScheduleSession() {
  return useMentoringMutation(
    async ({
      requestId,
      input,
    }: {
      requestId: string;
      input: NewMentoringSession;
    }): Promise<MentoringSession> =>
      mentoringSessionSchema.parse(
        await apiFetch(`/mentoring/requests/${seg(requestId)}/sessions`, { method: 'POST', json: input }),
      ),
  );
}

export function useCancelSession() {
  return useMentoringMutation(async (id: string) =>
    mentoringSessionSchema.parse(await apiFetch(`/mentoring/sessions/${seg(id)}/cancel`, { method: 'POST' })),
  );
}

export function useSessionFeedback() {
  return useMentoringMutation(
    ({ id, rating, comment }: { id: string; rating: number; comment: string | null }) =>
      apiFetch<void>(`/mentoring/sessions/${seg(id)}/feedback`, {
        method: 'POST',
        json: { rating, ...(comment ? { comment } : {}) },
      }),
  );
}
