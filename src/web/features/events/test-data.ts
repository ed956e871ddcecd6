import type { EventCard, EventDetail } from '@domain/schemas/events';
import { createFakeApi, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';

// Factories shaped like the events contract (src/domain/schemas/events.ts) and fake APIs answering
// what the event pages ask for, for the component tests of this feature.

export const EVENT_ID = '7d1e2f3a-4b5c-4d6e-8f70-112233445566';
export const COMMUNITY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const NO_POWERS = {
  canRead: true,
  canEdit: false,
  canCancel: false,
  canViewAttendees: false,
  canExportAttendees: false,
  canMessageAttendees: false,
  canRsvp: true,
  canWithdraw: false,
  canSeeLink: false,
};

export function eventCard(
  overrides: Partial<Omit<EventCard, 'viewer'>> = {},
  viewer: Partial<EventCard['viewer']> = {},
): EventCard {
  return {
    id: EVENT_ID,
    organiser: { kind: 'community', id: COMMUNITY_ID, name: 'Mulheres em Dados', logoUrl: null },
    title: 'Encontro de Dados',
    coverUrl: null,
    mode: 'online',
    city: null,
    state: null,
    startsAt: '2030-03-14T22:00:00.000Z',
    endsAt: '2030-03-15T00:00:00.000Z',
    when: 'qui., 14 de março de 2030 · 19h–21h',
    capacity: 30,
    goingCount: 12,
    visibility: 'public',
    status: 'scheduled',
    ...overrides,
    viewer: { ...NO_POWERS, rsvp: null, ...viewer },
  };
}

export function eventDetail(
  overrides: Partial<Omit<EventDetail, 'viewer'>> = {},
  viewer: Partial<EventDetail['viewer']> = {},
): EventDetail {
  return {
    ...eventCard({}, viewer),
    description: 'Conversa sobre carreira em dados.\nTraga suas perguntas.',
    address: null,
    onlineUrl: null,
    maybeCount: 0,
    waitlistCount: 0,
    googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Encontro',
    icsUrl: `/api/events/${EVENT_ID}/ics`,
    ...overrides,
  };
}

export const STATES = [
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'SP', name: 'São Paulo' },
];

/** Ana signed in; the bar's and the filters' reference calls answered. */
export function memberApi() {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/catalogue/states', () => ok(STATES));
}

export function visitorApi() {
  return createFakeApi({ session: VISITOR_ME }).on('GET /api/catalogue/states', () => ok(STATES));
}
