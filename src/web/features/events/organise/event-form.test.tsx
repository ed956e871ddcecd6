import { EVENTS_COPY } from '@domain/copy/events';
import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, ok } from '@web/test/fake-api';
import { describe, expect, it, vi } from 'vitest';
import { EventForm } from './event-form';
import { eventDetail, organiseApi, renderWithApp } from './test-kit';

const T = EVENTS_ORGANISE_COPY.form;
const WAIT = { timeout: 5000 };

describe('EventForm', { timeout: 20_000 }, () => {
  it('creates an online event with Brasília times, then sends the cover', async () => {
    const user = userEvent.setup();
    const created = eventDetail({ id: 'ev-new' });
    const api = organiseApi()
      .on('POST /api/events', () => ({ status: 201, body: created }))
      .on('POST /api/events/ev-new/cover', () => ok({ ...created, coverUrl: '/uploads/capa.webp' }));
    const onSaved = vi.fn();
    renderWithApp(
      <EventForm
        mode="create"
        organiser={{ kind: 'community', id: 'k-dados' }}
        onSaved={onSaved}
        onCancel={vi.fn()}
      />,
      api,
    );
    await expectNoSeriousA11yProblems();
    // A community's event may be for its members only.
    expect(screen.getByRole('radio', { name: T.visibilities.community })).toBeInTheDocument();

    await user.type(screen.getByLabelText(T.title), 'Roda de Carreira');
    await user.type(screen.getByLabelText(T.description), 'Perguntas e respostas.');
    await user.type(screen.getByLabelText(T.onlineUrl), 'https://meet.exemplo.com/roda');
    await user.type(screen.getByLabelText(T.startDate), '2031-03-13');
    await user.type(screen.getByLabelText(T.startTime), '19:00');
    await user.type(screen.getByLabelText(T.endDate), '2031-03-13');
    await user.type(screen.getByLabelText(T.endTime), '21:30');
    await user.type(screen.getByLabelText(T.capacity), '30');
    await user.click(screen.getByRole('radio', { name: T.visibilities.members }));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'capa.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('event-cover-input'), png);
    await user.click(screen.getByRole('button', { name: T.create }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled(), WAIT);
    expect(api.callsTo('POST /api/events')[0]?.body).toEqual({
      organiser: { kind: 'community', id: 'k-dados' },
      title: 'Roda de Carreira',
      description: 'Perguntas e respostas.',
      mode: 'online',
      onlineUrl: 'https://meet.exemplo.com/roda',
      address: null,
      city: null,
      state: null,
      startsAt: '2031-03-13T22:00:00.000Z',
      endsAt: '2031-03-14T00:30:00.000Z',
      capacity: 30,
      visibility: 'members',
    });
    expect(api.callsTo('POST /api/events/ev-new/cover')).toHaveLength(1);
    expect(onSaved.mock.calls[0]?.[0].coverUrl).toBe('/uploads/capa.webp');
  });

  it('says what is missing before sending, with the server’s words, and puts the server’s answers on their fields', async () => {
    const user = userEvent.setup();
    const api = organiseApi().on('POST /api/events', () =>
      apiError(400, 'invalid_input', EVENTS_COPY.errors.inThePast, {
        fields: { startsAt: EVENTS_COPY.errors.inThePast },
      }),
    );
    renderWithApp(
      <EventForm
        mode="create"
        organiser={{ kind: 'company', id: 'co-1' }}
        onSaved={vi.fn()}
        onCancel={vi.fn()}
      />,
      api,
    );
    // A company's event is public or for members, never for a community's members.
    expect(screen.queryByRole('radio', { name: T.visibilities.community })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: T.inPerson }));
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(EVENTS_COPY.errors.titleRequired, {}, WAIT)).toBeVisible();
    expect(screen.getByText(EVENTS_COPY.errors.addressRequired)).toBeVisible();
    expect(screen.getByText(EVENTS_COPY.errors.cityRequired)).toBeVisible();
    expect(screen.getByText(EVENTS_COPY.errors.stateRequired)).toBeVisible();
    expect(screen.getAllByText(EVENTS_COPY.errors.dateInvalid).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(T.title)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/events')).toHaveLength(0);
    await expectNoSeriousA11yProblems();

    await user.type(screen.getByLabelText(T.title), 'Café com Dados');
    await user.type(screen.getByLabelText(T.description), 'Encontro presencial.');
    await user.type(screen.getByLabelText(T.address), 'Rua das Flores, 100');
    await user.type(screen.getByLabelText(T.city), 'Belo Horizonte');
    await user.selectOptions(await screen.findByLabelText(T.state), 'MG');
    await user.type(screen.getByLabelText(T.startDate), '2031-03-13');
    await user.type(screen.getByLabelText(T.startTime), '19:00');
    await user.type(screen.getByLabelText(T.endDate), '2031-03-13');
    await user.type(screen.getByLabelText(T.endTime), '18:00');
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(EVENTS_COPY.errors.endsBeforeStart, {}, WAIT)).toBeVisible();

    await user.clear(screen.getByLabelText(T.endTime));
    await user.type(screen.getByLabelText(T.endTime), '21:00');
    await user.click(screen.getByRole('button', { name: T.create }));
    const startField = screen.getByLabelText(T.startDate);
    await waitFor(() => expect(startField).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(screen.getByText(EVENTS_COPY.errors.inThePast)).toBeVisible();
    expect(api.callsTo('POST /api/events')[0]?.body).toMatchObject({
      mode: 'in_person',
      address: 'Rua das Flores, 100',
      city: 'Belo Horizonte',
      state: 'MG',
      onlineUrl: null,
      capacity: null,
      visibility: 'public',
    });
  });

  it('edits an event shown in Brasília time, sending the start only when it moved', async () => {
    const user = userEvent.setup();
    const event = eventDetail();
    const api = organiseApi().on('PATCH /api/events/ev-1', (call) =>
      ok({ ...event, ...(call.body as object) }),
    );
    const onSaved = vi.fn();
    renderWithApp(<EventForm mode="edit" event={event} onSaved={onSaved} onCancel={vi.fn()} />, api);
    expect(screen.getByLabelText(T.startDate)).toHaveValue('2031-03-13');
    expect(screen.getByLabelText(T.startTime)).toHaveValue('19:00');
    expect(screen.getByLabelText(T.endTime)).toHaveValue('21:00');
    expect(screen.getByLabelText(T.capacity)).toHaveValue('10');

    const title = screen.getByLabelText(T.title);
    await user.clear(title);
    await user.type(title, 'Encontro de Dados 2');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), WAIT);
    const body = api.callsTo('PATCH /api/events/ev-1')[0]?.body as Record<string, unknown>;
    expect(body.title).toBe('Encontro de Dados 2');
    expect(body).not.toHaveProperty('startsAt');
    expect(body.endsAt).toBe('2031-03-14T00:00:00.000Z');
    await expectNoSeriousA11yProblems(within(document.body).getByRole('main'));
  });
});
