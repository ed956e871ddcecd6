import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { RsvpStatus } from '@domain/enums';
import type { EventDetail } from '@domain/schemas/events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_ID, EVENT_ID, eventDetail, memberApi, visitorApi } from '../test-data';

const D = EVENTS_PAGES_COPY.detail;
const R = EVENTS_PAGES_COPY.rsvp;
const WAIT = { timeout: 5000 };
const PATH = `/eventos/${EVENT_ID}`;
const DETAIL = `GET /api/events/${EVENT_ID}`;
const RSVP = `PUT /api/events/${EVENT_ID}/rsvp`;
const WITHDRAW = `DELETE /api/events/${EVENT_ID}/rsvp`;
const LINK = 'https://meet.exemplo.com/segredo-123';

afterEach(() => {
  toast.dismiss();
});

/**
 * A server that keeps her answer and the seats: 'Vou' when full puts her on the waitlist, and
 * the online link reaches her only with a confirmed seat.
 */
function detailApi(event: EventDetail = eventDetail(), api: FakeApi = memberApi()) {
  let status: RsvpStatus | null = event.viewer.rsvp;
  let going = event.goingCount;
  const full = () => event.capacity !== null && going >= event.capacity;
  const result = () => ok({ status, goingCount: going, waitlistCount: status === 'waitlist' ? 1 : 0 });
  return api
    .on(DETAIL, () =>
      ok({
        ...event,
        goingCount: going,
        onlineUrl: status === 'going' ? LINK : null,
        viewer: {
          ...event.viewer,
          rsvp: status,
          canWithdraw: status !== null,
          canSeeLink: status === 'going',
        },
      }),
    )
    .on(RSVP, ({ body }) => {
      const wanted = (body as { status: 'going' | 'maybe' }).status;
      if (status === 'going') going -= 1;
      status = wanted === 'going' && full() ? 'waitlist' : wanted;
      if (status === 'going') going += 1;
      return result();
    })
    .on(WITHDRAW, () => {
      if (status === 'going') going -= 1;
      status = null;
      return result();
    });
}

async function openPage(api: FakeApi = detailApi()) {
  const rendered = renderRoute(PATH, { api });
  await screen.findByRole('heading', { level: 1, name: 'Encontro de Dados' }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

const panel = () => screen.getByRole('region', { name: R.title });

describe('/eventos/{id}', { timeout: 20_000 }, () => {
  it('shows when, where, who organises, the seats, the description as plain text and the calendar links', async () => {
    await openPage(
      detailApi(eventDetail({ description: '<b>Roda</b> de conversa\nCom perguntas.', maybeCount: 2 })),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('qui., 14 de março de 2030 · 19h–21h')).toBeVisible();
    expect(screen.getByText(D.brasiliaTime)).toBeVisible();
    expect(screen.getByText(D.online)).toBeVisible();
    // The link is for confirmed attendees: she is told where it will be.
    expect(screen.getByText(D.onlineLinkHidden)).toBeVisible();
    expect(screen.queryByRole('link', { name: new RegExp(D.joinOnline) })).not.toBeInTheDocument();
    expect(screen.getByText('12 de 30 vagas preenchidas')).toBeVisible();
    expect(screen.getByText('2 pessoas marcaram talvez')).toBeVisible();

    const about = screen.getByRole('region', { name: D.about });
    expect(about).toHaveTextContent('<b>Roda</b> de conversa');
    expect(about.querySelector('b')).toBeNull();
    const organiser = screen.getByRole('region', { name: D.organiser });
    expect(within(organiser).getByRole('link', { name: 'Mulheres em Dados' })).toHaveAttribute(
      'href',
      `/comunidades/${COMMUNITY_ID}`,
    );

    expect(screen.getByRole('link', { name: D.downloadIcs })).toHaveAttribute(
      'href',
      `/api/events/${EVENT_ID}/ics`,
    );
    const google = screen.getByRole('link', { name: `${D.googleCalendar} ${D.newTab}` });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(document.title).toMatch(/^Encontro de Dados \|/));
  });

  it("says 'Vou', shows 'Você vai' and the online link, then cancels her presence", async () => {
    const { api, user } = await openPage();
    await user.click(within(panel()).getByRole('button', { name: R.going }));

    expect(await within(panel()).findByText(R.youGo, {}, WAIT)).toBeVisible();
    expect(api.callsTo(RSVP)[0]?.body).toEqual({ status: 'going' });
    expect(within(panel()).getByRole('button', { name: R.going })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(R.goingDone, {}, WAIT)).toBeVisible();
    const join = await screen.findByRole('link', { name: `${D.joinOnline} ${D.newTab}` }, WAIT);
    expect(join).toHaveAttribute('href', LINK);
    expect(screen.getByText('13 de 30 vagas preenchidas')).toBeVisible();

    await user.click(within(panel()).getByRole('button', { name: R.withdraw }));
    await waitFor(() => expect(within(panel()).queryByText(R.youGo)).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo(WITHDRAW)).toHaveLength(1);
    expect(within(panel()).queryByRole('button', { name: R.withdraw })).not.toBeInTheDocument();
    expect(await screen.findByText(R.withdrawn, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: new RegExp(D.joinOnline) })).toBeNull());
  });

  it("answers 'Talvez'", async () => {
    const { api, user } = await openPage();
    await user.click(within(panel()).getByRole('button', { name: R.maybe }));
    expect(await within(panel()).findByText(R.youMaybe, {}, WAIT)).toBeVisible();
    expect(api.callsTo(RSVP)[0]?.body).toEqual({ status: 'maybe' });
    expect(within(panel()).getByRole('button', { name: R.maybe })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel()).getByRole('button', { name: R.withdraw })).toBeVisible();
  });

  it("when full, says so and puts her 'Vou' on the waitlist", async () => {
    const { user } = await openPage(detailApi(eventDetail({ capacity: 12, goingCount: 12 })));
    expect(screen.getByText(EVENTS_PAGES_COPY.card.full)).toBeVisible();
    expect(within(panel()).getByText(R.fullHint)).toBeVisible();
    await user.click(within(panel()).getByRole('button', { name: R.going }));
    expect(await within(panel()).findByText(R.youWait, {}, WAIT)).toBeVisible();
    expect(within(panel()).getByText(R.waitHint)).toBeVisible();
    expect(await screen.findByText(R.waitlistDone, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('link', { name: new RegExp(D.joinOnline) })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when the event can no longer take answers", async () => {
    const api = detailApi().on(RSVP, () => apiError(409, 'conflict', 'Este evento já terminou.'));
    const { user } = await openPage(api);
    await user.click(within(panel()).getByRole('button', { name: R.going }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Este evento já terminou.');
  });

  it('invites a visitor to sign in, coming back to the event, inside the public header', async () => {
    const { user, router } = await openPage(detailApi(eventDetail({}, { canRsvp: false }), visitorApi()));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: R.going })).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('link', { name: R.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: PATH });
  });

  it('says a cancelled event was cancelled, and takes no answer', async () => {
    await openPage(detailApi(eventDetail({ status: 'cancelled' }, { canRsvp: false })));
    expect(screen.getByText(D.cancelled)).toBeVisible();
    expect(screen.queryByRole('region', { name: R.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: D.downloadIcs })).not.toBeInTheDocument();
    expect(screen.queryByText(D.onlineLinkHidden)).not.toBeInTheDocument();
  });

  it('shows the address of an event in person', async () => {
    await openPage(
      detailApi(
        eventDetail({ mode: 'in_person', address: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP' }),
      ),
    );
    expect(screen.getByText('Av. Paulista, 1000')).toBeVisible();
    expect(screen.getByText('São Paulo, SP')).toBeVisible();
    expect(screen.queryByText(D.onlineLinkHidden)).not.toBeInTheDocument();
  });

  it("shows 'Evento não encontrado.' for an unknown event", async () => {
    renderRoute('/eventos/ninguem', { api: visitorApi() });
    expect(await screen.findByRole('heading', { level: 1, name: D.notFound }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: D.seeEvents })).toHaveAttribute('href', '/eventos');
  });

  it('shows an error with a retry, then the event', async () => {
    let fail = true;
    const api = memberApi().on(DETAIL, () => (fail ? apiError(500, 'internal', 'Erro') : ok(eventDetail())));
    renderRoute(PATH, { api });
    expect(await screen.findByRole('heading', { level: 1, name: D.loadError }, WAIT)).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Encontro de Dados' }, WAIT)).toBeVisible();
  });

  it('has no serious accessibility violations, for a member with a seat', async () => {
    const { user } = await openPage();
    await user.click(within(panel()).getByRole('button', { name: R.going }));
    await within(panel()).findByText(R.youGo, {}, WAIT);
    await screen.findByRole('link', { name: `${D.joinOnline} ${D.newTab}` }, WAIT);
    await expectNoSeriousA11yProblems();
  });

  it('has no serious accessibility violations for a visitor', async () => {
    await openPage(
      detailApi(eventDetail({ coverUrl: '/uploads/capa.webp' }, { canRsvp: false }), visitorApi()),
    );
    await expectNoSeriousA11yProblems();
  });
  it('shows organisers their panel (attendees, CSV, cancel) on the page, and members not', async () => {
    const organiser = eventDetail();
    organiser.viewer = {
      ...organiser.viewer,
      canEdit: true,
      canCancel: true,
      canViewAttendees: true,
      canExportAttendees: true,
      canMessageAttendees: true,
    };
    const api = detailApi(organiser).on(`GET /api/events/${EVENT_ID}/attendees`, () =>
      ok({ items: [], nextCursor: null }),
    );
    await openPage(api);
    const region = await screen.findByRole('region', { name: EVENTS_ORGANISE_COPY.panel.heading }, WAIT);
    expect(within(region).getByRole('link', { name: EVENTS_ORGANISE_COPY.panel.exportCsv })).toHaveAttribute(
      'href',
      `/api/events/${EVENT_ID}/attendees.csv`,
    );
    expect(
      within(region).getByRole('button', { name: EVENTS_ORGANISE_COPY.panel.cancelEvent }),
    ).toBeVisible();
  });

  it('shows a member no organiser panel', async () => {
    await openPage();
    expect(
      screen.queryByRole('region', { name: EVENTS_ORGANISE_COPY.panel.heading }),
    ).not.toBeInTheDocument();
  });
});
