import type { EventDetail } from '@domain/schemas/events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

// Factories shaped like the events contract and a render with a query client, a router (with a
// stand-in for /eventos/{id}, so navigation can be asserted) and the toaster.

const ALL_FLAGS = {
  canRead: true,
  canEdit: true,
  canCancel: true,
  canViewAttendees: true,
  canExportAttendees: true,
  canMessageAttendees: true,
  canRsvp: true,
  canWithdraw: false,
  canSeeLink: true,
};

export function eventDetail(
  overrides: Partial<EventDetail> = {},
  viewer: Partial<EventDetail['viewer']> = {},
) {
  return {
    id: 'ev-1',
    organiser: { kind: 'community', id: 'k-dados', name: 'Dados Delas', logoUrl: null },
    title: 'Encontro de Dados',
    coverUrl: null,
    mode: 'online',
    city: null,
    state: null,
    startsAt: '2031-03-13T22:00:00.000Z',
    endsAt: '2031-03-14T00:00:00.000Z',
    when: 'qui., 13 de março de 2031 · 19h–21h',
    capacity: 10,
    goingCount: 2,
    visibility: 'public',
    status: 'scheduled',
    description: 'Conversa sobre carreira em dados.',
    address: null,
    onlineUrl: 'https://meet.exemplo.com/sala',
    maybeCount: 1,
    waitlistCount: 0,
    googleCalendarUrl: 'https://calendar.google.com/',
    icsUrl: '/api/events/ev-1/ics',
    ...overrides,
    viewer: { ...ALL_FLAGS, rsvp: null, ...viewer },
  } satisfies EventDetail as EventDetail;
}

/** Ana signed in; the states catalogue answered. */
export function organiseApi(): FakeApi {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/catalogue/states', () =>
    ok([
      { uf: 'MG', name: 'Minas Gerais' },
      { uf: 'SP', name: 'São Paulo' },
    ]),
  );
}

export function renderWithApp(ui: ReactNode, api: FakeApi) {
  api.install();
  const router = createMemoryRouter(
    [
      { path: '/', element: <main>{ui}</main> },
      { path: '/eventos/:id', element: <h1>Página do evento</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
    router,
    queryClient,
  };
}
