import type { RsvpStatus } from '@domain/enums';
import type {
  AttendeePage,
  EventDetail,
  EventInput,
  EventMessageInput,
  EventMessageResult,
  EventPage,
  EventPatch,
} from '@domain/schemas/events';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUrl } from '@web/lib/api';

/*
 * The calls organisers make (contract: src/domain/schemas/events.ts): create, edit, cancel, the
 * cover, the attendee list and its CSV, the message to the attendees; and the upcoming events of
 * one community or company. Every key sits under EVENTS_QUERY_ROOT, the events feature's root,
 * so a change here refreshes the event's page and the lists of /eventos as well.
 */

export const EVENTS_QUERY_ROOT = ['events'] as const;

const keys = {
  place: (place: EventPlace) => [...EVENTS_QUERY_ROOT, 'place', place.kind, place.id] as const,
  attendees: (id: string, status: RsvpStatus) => [...EVENTS_QUERY_ROOT, 'attendees', id, status] as const,
};

const eventPath = (id: string, rest = '') => `/events/${encodeURIComponent(id)}${rest}`;

/** A community or a company whose events are listed on its page. */
export interface EventPlace {
  kind: 'community' | 'company';
  id: string;
}

/** How many upcoming events a community's or a company's page shows. */
export const PLACE_EVENTS_LIMIT = 5;

/** GET /api/events?communityId=… | companyId=…: its next events, soonest first. */
export function placeEventsQueryOptions(place: EventPlace) {
  const param = place.kind === 'community' ? 'communityId' : 'companyId';
  const query = new URLSearchParams({ [param]: place.id, limit: String(PLACE_EVENTS_LIMIT) });
  return queryOptions({
    queryKey: keys.place(place),
    queryFn: ({ signal }) => apiFetch<EventPage>(`/events?${query}`, { signal }),
  });
}

/** GET /api/events/{id}/attendees?status=…: one answer's attendees, in the order they answered. */
export function attendeesQueryOptions(eventId: string, status: RsvpStatus) {
  return infiniteQueryOptions({
    queryKey: keys.attendees(eventId, status),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ status, limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<AttendeePage>(eventPath(eventId, `/attendees?${query}`), { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The CSV export's address (a plain download: the session cookie goes along). */
export const attendeesCsvUrl = (eventId: string) => apiUrl(eventPath(eventId, '/attendees.csv'));

function useInvalidateEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: EVENTS_QUERY_ROOT });
}

export function useCreateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (input: EventInput) => apiFetch<EventDetail>('/events', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EventPatch }) =>
      apiFetch<EventDetail>(eventPath(id), { method: 'PATCH', json: patch }),
    onSuccess: invalidate,
  });
}

export function useCancelEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (id: string) => apiFetch<EventDetail>(eventPath(id, '/cancel'), { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** POST /api/events/{id}/cover: multipart `file`, answers the event with its new cover. */
export function uploadEventCover(id: string, file: File): Promise<EventDetail> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<EventDetail>(eventPath(id, '/cover'), { method: 'POST', body });
}

export function useMessageAttendees(eventId: string) {
  return useMutation({
    mutationFn: (input: EventMessageInput) =>
      apiFetch<EventMessageResult>(eventPath(eventId, '/message'), { method: 'POST', json: input }),
  });
}
