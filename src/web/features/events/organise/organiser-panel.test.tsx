import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { ok } from '@web/test/fake-api';
import { describe, expect, it } from 'vitest';
import { EventOrganiserPanel } from './organiser-panel';
import { eventDetail, organiseApi, renderWithApp } from './test-kit';

const T = EVENTS_ORGANISE_COPY.panel;
const M = EVENTS_ORGANISE_COPY.message;
const WAIT = { timeout: 5000 };

const person = (id: string, name: string, status: string) => ({
  id,
  name,
  photoUrl: null,
  slug: id === 'u-1' ? 'carla' : null,
  status,
  answeredAt: '2031-03-01T12:00:00.000Z',
});

function panelApi() {
  return organiseApi()
    .on('GET /api/events/ev-1/attendees', (call) =>
      ok({
        items:
          call.query.status === 'going'
            ? [person('u-1', 'Carla Dias', 'going'), person('u-2', 'Bia Lima', 'going')]
            : call.query.status === 'maybe'
              ? [person('u-3', 'Duda Reis', 'maybe')]
              : [],
        nextCursor: null,
      }),
    )
    .on('POST /api/events/ev-1/message', () => ok({ sent: 3, skipped: 0 }))
    .on('POST /api/events/ev-1/cancel', () => ok(eventDetail({ status: 'cancelled' })));
}

describe('EventOrganiserPanel', { timeout: 20_000 }, () => {
  it('lists who is coming by answer, links the CSV, and is accessible', async () => {
    const user = userEvent.setup();
    renderWithApp(<EventOrganiserPanel event={eventDetail()} />, panelApi());
    const panel = screen.getByRole('region', { name: T.heading });
    const going = await within(panel).findByRole('list', { name: T.tabs.going }, WAIT);
    expect(within(going).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute('href', '/m/carla');
    expect(within(going).getByRole('link', { name: 'Bia Lima' })).toHaveAttribute(
      'href',
      '/perfil-publico/u-2',
    );
    expect(within(panel).getByRole('tab', { name: T.count(T.tabs.going, 2) })).toBeVisible();
    expect(within(panel).getByRole('link', { name: T.exportCsv })).toHaveAttribute(
      'href',
      '/api/events/ev-1/attendees.csv',
    );
    await expectNoSeriousA11yProblems();

    await user.click(within(panel).getByRole('tab', { name: T.count(T.tabs.maybe, 1) }));
    expect(await within(panel).findByRole('link', { name: 'Duda Reis' }, WAIT)).toBeVisible();
    await user.click(within(panel).getByRole('tab', { name: T.count(T.tabs.waitlist, 0) }));
    expect(await within(panel).findByText(T.empty.waitlist, {}, WAIT)).toBeVisible();
  });

  it("sends 'Mensagem às participantes' with 'Talvez' when ticked, and says how many it reached", async () => {
    const user = userEvent.setup();
    const api = panelApi();
    renderWithApp(<EventOrganiserPanel event={eventDetail()} />, api);
    await user.click(screen.getByRole('button', { name: M.open }));
    const dialog = await screen.findByRole('dialog', { name: M.open }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    expect(await within(dialog).findByText(M.required, {}, WAIT)).toBeVisible();
    await expectNoSeriousA11yProblems();

    await user.type(within(dialog).getByLabelText(M.label), 'Levem suas perguntas!');
    await user.click(within(dialog).getByRole('checkbox', { name: M.includeMaybe }));
    await user.click(within(dialog).getByRole('button', { name: M.send }));
    expect(await screen.findByText(M.sent(3), {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('POST /api/events/ev-1/message').map((c) => c.body)).toEqual([
      { body: 'Levem suas perguntas!', includeMaybe: true },
    ]);
  });

  it("cancels the event only after 'Sim, cancelar evento'", async () => {
    const user = userEvent.setup();
    const api = panelApi();
    renderWithApp(<EventOrganiserPanel event={eventDetail()} />, api);
    await user.click(screen.getByRole('button', { name: T.cancelEvent }));
    const dialog = await screen.findByRole('dialog', { name: T.cancelTitle }, WAIT);
    await expectNoSeriousA11yProblems();
    await user.click(within(dialog).getByRole('button', { name: T.keep }));
    expect(api.callsTo('POST /api/events/ev-1/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: T.cancelEvent }));
    await user.click(
      within(await screen.findByRole('dialog', { name: T.cancelTitle }, WAIT)).getByRole('button', {
        name: T.cancelConfirm,
      }),
    );
    expect(await screen.findByText(T.cancelled, {}, WAIT)).toBeVisible();
    expect(api.callsTo('POST /api/events/ev-1/cancel')).toHaveLength(1);
  });

  it("opens the form on 'Editar'", async () => {
    const user = userEvent.setup();
    renderWithApp(<EventOrganiserPanel event={eventDetail()} />, panelApi());
    await user.click(screen.getByRole('button', { name: T.edit }));
    const dialog = await screen.findByRole('dialog', { name: EVENTS_ORGANISE_COPY.form.editTitle }, WAIT);
    expect(within(dialog).getByLabelText(EVENTS_ORGANISE_COPY.form.title)).toHaveValue('Encontro de Dados');
  });

  it('shows nothing to who does not organise the event', () => {
    const flags = {
      canEdit: false,
      canCancel: false,
      canViewAttendees: false,
      canExportAttendees: false,
      canMessageAttendees: false,
    };
    renderWithApp(<EventOrganiserPanel event={eventDetail({}, flags)} />, panelApi());
    expect(screen.queryByRole('region', { name: T.heading })).not.toBeInTheDocument();
  });
});
