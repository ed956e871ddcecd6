import type { EventMode } from '@domain/enums';
import {
  type EventDetail,
  type EventPage,
  eventDetailSchema,
  eventPageSchema,
  type RsvpResult,
  rsvpResultSchema,
} from '@domain/schemas/events';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * The calls of the event pages a member and a visitor use (issue 20; contract and route list:
 * src/domain/schemas/events.ts). Query keys are declared only here, under EVENTS_QUERY_ROOT, so
 * one invalidation of the root after any change (an answer, an edit by the organisers) refreshes
 * the list and the event pages alike.
 */

export const EVENTS_QUERY_ROOT = ['events'] as const;

/** What /eventos is filtered by; the dates are days ('2026-03-12') in Brasília time. */
export interface EventFilter {
  mode?: EventMode | null;
  /** A UF ('SP'). */
  uf?: string | null;
  from?: string | null;
  to?: string | null;
  communityId?: string | null;
  companyId?: string | null;
}

const keys = {
  list: (filter: EventFilter) =>
    [
      ...EVENTS_QUERY_ROOT,
      'list',
      {
        mode: filter.mode ?? null,
        uf: filter.uf ?? null,
        from: filter.from ?? null,
        to: filter.to ?? null,
        communityId: filter.communityId ?? null,
        companyId: filter.companyId ?? null,
      },
    ] as const,
  detail: (id: string) => [...EVENTS_QUERY_ROOT, 'detail', id] as const,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day's first instant in Brasília (fixed at -03:00: Brazil has kept no daylight saving time
 * since 2019, see domain/time-zone.ts), or null for anything that is not a day.
 */
export function brasiliaDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00-03:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The API's query: 'A partir de' a day is that day's start, unless it has passed (the server's
 * default, now, then keeps events already over out); 'Até' a day takes events starting before
 * the next day.
 */
export function eventListPath(filter: EventFilter, cursor: string | null, now = Date.now()): string {
  const params = new URLSearchParams();
  if (filter.mode) params.set('mode', filter.mode);
  if (filter.uf) params.set('uf', filter.uf);
  if (filter.communityId) params.set('communityId', filter.communityId);
  if (filter.companyId) params.set('companyId', filter.companyId);
  const from = filter.from ? brasiliaDayStart(filter.from) : null;
  if (from && from.getTime() > now) params.set('from', from.toISOString());
  const to = filter.to ? brasiliaDayStart(filter.to) : null;
  if (to) params.set('to', new Date(to.getTime() + DAY_MS).toISOString());
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/events?${query}` : '/events';
}

/** Upcoming events, soonest first, in keyset pages; the previous list stays while a new filter loads. */
export function eventListInfiniteQueryOptions(filter: EventFilter = {}) {
  return infiniteQueryOptions({
    queryKey: keys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<EventPage> =>
      eventPageSchema.parse(await apiFetch(eventListPath(filter, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

const eventPath = (id: string, rest = '') => `/events/${encodeURIComponent(id)}${rest}`;

/** One event, with her relation to it (`viewer`); the online link only when she may see it. */
export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: async ({ signal }): Promise<EventDetail> =>
      eventDetailSchema.parse(await apiFetch(eventPath(id), { signal })),
  });
}

/** Her answer and the counts into the cached event at once; the refetch that follows brings the rest. */
function writeRsvp(queryClient: QueryClient, id: string, result: RsvpResult) {
  queryClient.setQueryData<EventDetail>(keys.detail(id), (old) =>
    old
      ? {
          ...old,
          goingCount: result.goingCount,
          waitlistCount: result.waitlistCount,
          viewer: { ...old.viewer, rsvp: result.status, canWithdraw: result.status !== null },
        }
      : old,
  );
}

/** 'Vou' or 'Talvez' (PUT), or 'Cancelar presença' (null: DELETE). */
export function useRsvp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: 'going' | 'maybe' | null): Promise<RsvpResult> =>
      rsvpResultSchema.parse(
        await apiFetch(
          eventPath(id, '/rsvp'),
          status === null ? { method: 'DELETE' } : { method: 'PUT', json: { status } },
        ),
      ),
    onSuccess: (result) => {
      writeRsvp(queryClient, id, result);
      // The online link follows a confirmed seat; the list's counts and badges follow too.
      return queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_ROOT });
    },
  });
}
