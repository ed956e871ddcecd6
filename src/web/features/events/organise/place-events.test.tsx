import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, ok } from '@web/test/fake-api';
import { describe, expect, it } from 'vitest';
import { PlaceEvents } from './place-events';
import { eventDetail, organiseApi, renderWithApp } from './test-kit';

const T = EVENTS_ORGANISE_COPY.section;
const F = EVENTS_ORGANISE_COPY.form;
const WAIT = { timeout: 5000 };

describe("'Eventos' of a community's or a company's page", { timeout: 20_000 }, () => {
  it('lists its next events, each linking to its page, asking the API for that place only', async () => {
    const full = eventDetail({ id: 'ev-2', title: 'Mentoria em grupo', capacity: 2, goingCount: 2 });
    const api = organiseApi().on('GET /api/events', () =>
      ok({ items: [eventDetail(), full], nextCursor: null }),
    );
    renderWithApp(<PlaceEvents place={{ kind: 'company', id: 'co-1' }} canCreate={false} />, api);
    const section = screen.getByRole('region', { name: T.heading });
    const list = await within(section).findByRole('list', { name: T.heading }, WAIT);
    expect(within(list).getByRole('link', { name: 'Encontro de Dados' })).toHaveAttribute(
      'href',
      '/eventos/ev-1',
    );
    expect(within(list).getByText(T.going(2), { exact: false })).toBeVisible();
    expect(within(list).getByText(T.full, { exact: false })).toBeVisible();
    expect(api.callsTo('GET /api/events')[0]?.query).toMatchObject({ companyId: 'co-1' });
    expect(within(section).queryByRole('button', { name: T.create })).not.toBeInTheDocument();
    await expectNoSeriousA11yProblems();
  });

  it('says when there is none, and when they failed to load', async () => {
    let fail = true;
    const api = organiseApi().on('GET /api/events', () =>
      fail ? apiError(500, 'internal', 'x') : ok({ items: [], nextCursor: null }),
    );
    const user = userEvent.setup();
    renderWithApp(<PlaceEvents place={{ kind: 'community', id: 'k-dados' }} canCreate={false} />, api);
    expect(await screen.findByText(T.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
    expect(api.callsTo('GET /api/events')[0]?.query).toMatchObject({ communityId: 'k-dados' });
  });

  it("'Criar evento' opens the form and leads to the new event's page", async () => {
    const user = userEvent.setup();
    const api = organiseApi()
      .on('GET /api/events', () => ok({ items: [], nextCursor: null }))
      .on('POST /api/events', () => ({ status: 201, body: eventDetail({ id: 'ev-new' }) }));
    const { router } = renderWithApp(
      <PlaceEvents place={{ kind: 'community', id: 'k-dados' }} canCreate />,
      api,
    );
    await user.click(screen.getByRole('button', { name: T.create }));
    const dialog = await screen.findByRole('dialog', { name: F.createTitle }, WAIT);
    await expectNoSeriousA11yProblems();
    await user.type(within(dialog).getByLabelText(F.title), 'Roda de Carreira');
    await user.type(within(dialog).getByLabelText(F.description), 'Perguntas e respostas.');
    await user.type(within(dialog).getByLabelText(F.onlineUrl), 'https://meet.exemplo.com/roda');
    await user.type(within(dialog).getByLabelText(F.startDate), '2031-03-13');
    await user.type(within(dialog).getByLabelText(F.startTime), '19:00');
    await user.type(within(dialog).getByLabelText(F.endDate), '2031-03-13');
    await user.type(within(dialog).getByLabelText(F.endTime), '21:00');
    await user.click(within(dialog).getByRole('button', { name: F.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventos/ev-new'), WAIT);
    expect(api.callsTo('POST /api/events')[0]?.body).toMatchObject({
      organiser: { kind: 'community', id: 'k-dados' },
    });
  });
});
