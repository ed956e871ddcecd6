import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { BEATRIZ, CAMILA, DORA, mentoringApi, request, session } from '../test-data';

// /mentoria/pedidos, /mentoria/minhas-mentorias and /mentoria/ser-mentora (issue 20).

const T = MENTORING_UI;
const WAIT = { timeout: 5000 };
const DAY = 24 * 3_600_000;

async function open(path: string, api: ReturnType<typeof mentoringApi>, title: string) {
  const result = renderRoute(path, { api });
  await screen.findByRole('heading', { level: 1, name: title }, WAIT);
  return { ...result, user: userEvent.setup() };
}

describe('/mentoria/pedidos', { timeout: 20_000 }, () => {
  const api = () =>
    mentoringApi({
      received: [request('r-1', CAMILA, 'received', 'pending', { goal: 'Liderar um time.' })],
      sent: [request('r-2', BEATRIZ, 'sent', 'pending'), request('r-3', DORA, 'sent', 'declined')],
    });

  it('the mentora accepts with a message; the mentee cancels hers; statuses shown', async () => {
    const fake = api();
    const { user } = await open('/mentoria/pedidos', fake, T.requests.title);
    const received = await screen.findByRole('list', { name: T.requests.received }, WAIT);
    expect(received).toHaveTextContent('Liderar um time.');
    expect(received).toHaveTextContent(T.requests.status.pending);
    const sent = await screen.findByRole('list', { name: T.requests.sent }, WAIT);
    expect(within(sent).getAllByRole('article')[1]).toHaveTextContent(T.requests.status.declined);
    await expectNoSeriousA11yProblems();

    await user.click(within(received).getByRole('button', { name: T.requests.acceptFrom('Camila Torres') }));
    const dialog = await screen.findByRole('dialog', { name: T.requests.acceptTitle('Camila Torres') }, WAIT);
    await user.type(within(dialog).getByRole('textbox', { name: T.requests.messageLabel }), 'Vamos juntas!');
    await user.click(within(dialog).getByRole('button', { name: T.requests.accept }));
    await waitFor(() => expect(fake.callsTo('POST /api/mentoring/requests/r-1/accept')).toHaveLength(1));
    expect(fake.callsTo('POST /api/mentoring/requests/r-1/accept')[0]?.body).toEqual({
      message: 'Vamos juntas!',
    });
    expect(await within(received).findByText(T.requests.status.accepted, {}, WAIT)).toBeVisible();
    expect(within(received).getByText('Vamos juntas!')).toBeVisible();

    await user.click(within(sent).getByRole('button', { name: T.requests.cancelTo('Beatriz Ramos') }));
    await waitFor(() => expect(fake.callsTo('POST /api/mentoring/requests/r-2/cancel')).toHaveLength(1));
    expect(await within(sent).findByText(T.requests.status.cancelled, {}, WAIT)).toBeVisible();
  });
});

describe('/mentoria/minhas-mentorias', { timeout: 20_000 }, () => {
  const now = Date.now();
  const api = () =>
    mentoringApi({
      received: [request('r-1', CAMILA, 'received', 'accepted')],
      sent: [request('r-2', BEATRIZ, 'sent', 'accepted'), request('r-3', DORA, 'sent', 'pending')],
      sessions: [
        session('s-next', BEATRIZ, new Date(now + 2 * DAY)),
        session('s-past', BEATRIZ, new Date(now - 2 * DAY), { mode: 'in_person', link: null, place: 'Café' }),
      ],
    });

  it('lists the pairs with the conversation, schedules in Brasília time, and the sessions with .ics and feedback', async () => {
    const fake = api();
    const { user } = await open('/mentoria/minhas-mentorias', fake, T.nav.mine);
    const pairs = await screen.findByRole('list', { name: T.mine.pairs }, WAIT);
    const cards = within(pairs).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(T.mine.asMentor);
    expect(cards[1]).toHaveTextContent(T.mine.asMentee);
    expect(
      within(cards[0]!).getByRole('link', { name: T.mine.conversationWith('Camila Torres') }),
    ).toHaveAttribute('href', '/chat/c-r-1');

    const upcoming = await screen.findByRole('list', { name: T.mine.upcoming }, WAIT);
    const next = within(upcoming).getByRole('article');
    expect(next).toHaveTextContent(T.mine.timeZone);
    expect(within(next).getByRole('link', { name: T.mine.icsOf('Beatriz Ramos') })).toHaveAttribute(
      'href',
      '/api/mentoring/sessions/s-next/ics',
    );
    expect(within(next).getByRole('button', { name: T.mine.cancelSession })).toBeVisible();
    const past = screen.getByRole('list', { name: T.mine.past });
    expect(past).toHaveTextContent('Café');
    await expectNoSeriousA11yProblems();

    // Feedback on the past session: 1–5 and a comment.
    await user.click(within(past).getByRole('button', { name: T.mine.feedback }));
    const feedback = await screen.findByRole('dialog', { name: T.feedbackDialog.title }, WAIT);
    await user.click(within(feedback).getByRole('button', { name: T.feedbackDialog.submit }));
    expect(await within(feedback).findByText('Dê uma nota de 1 a 5.')).toBeVisible();
    await user.click(within(feedback).getByRole('radio', { name: T.feedbackDialog.stars(5) }));
    await user.click(within(feedback).getByRole('button', { name: T.feedbackDialog.submit }));
    await waitFor(() => expect(fake.callsTo('POST /api/mentoring/sessions/s-past/feedback')).toHaveLength(1));
    expect(fake.callsTo('POST /api/mentoring/sessions/s-past/feedback')[0]?.body).toEqual({ rating: 5 });
    expect(await within(past).findByText(T.mine.feedbackGiven, {}, WAIT)).toBeVisible();

    // Scheduling: the day and times she types are Brasília's.
    await user.click(within(cards[1]!).getByRole('button', { name: T.mine.scheduleWith('Beatriz Ramos') }));
    const dialog = await screen.findByRole('dialog', { name: T.mine.scheduleWith('Beatriz Ramos') }, WAIT);
    await expectNoSeriousA11yProblems();
    const day = new Date(now + 5 * DAY).toISOString().slice(0, 10);
    await user.type(within(dialog).getByLabelText(T.scheduleDialog.date), day);
    await user.type(within(dialog).getByLabelText(T.scheduleDialog.start), '19:00');
    await user.type(within(dialog).getByLabelText(T.scheduleDialog.end), '20:00');
    await user.click(within(dialog).getByRole('button', { name: T.scheduleDialog.submit }));
    expect(await within(dialog).findByText('Informe o link da sessão online.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(T.scheduleDialog.link), 'meet.example.com/xyz');
    await user.click(within(dialog).getByRole('button', { name: T.scheduleDialog.submit }));
    await waitFor(() => expect(fake.callsTo('POST /api/mentoring/requests/r-2/sessions')).toHaveLength(1));
    expect(fake.callsTo('POST /api/mentoring/requests/r-2/sessions')[0]?.body).toEqual({
      startsAt: `${day}T19:00:00-03:00`,
      endsAt: `${day}T20:00:00-03:00`,
      mode: 'online',
      link: 'https://meet.example.com/xyz',
      place: null,
    });
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(2), WAIT);
  });

  it('says so when she has no mentoring yet', async () => {
    await open('/mentoria/minhas-mentorias', mentoringApi(), T.nav.mine);
    expect(await screen.findByText(T.mine.pairsEmpty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(T.mine.upcomingEmpty)).toBeVisible();
  });
});

describe('/mentoria/ser-mentora', { timeout: 20_000 }, () => {
  it("checks the form with the API's schema, then makes her a mentora", async () => {
    const fake = mentoringApi();
    const { user } = await open('/mentoria/ser-mentora', fake, T.profileForm.titleNew);
    await expectNoSeriousA11yProblems();
    await user.click(screen.getByRole('button', { name: T.profileForm.saveNew }));
    expect(await screen.findByText('Escolha pelo menos uma área.')).toBeVisible();
    expect(screen.getByText('Conte em poucas palavras como você pode ajudar.')).toBeVisible();
    expect(fake.callsTo('PUT /api/mentoring/me')).toHaveLength(0);

    const areas = screen.getByRole('combobox', { name: T.profileForm.areas });
    await waitFor(() => expect(within(areas).getAllByRole('option').length).toBeGreaterThan(1), WAIT);
    await user.selectOptions(areas, '11');
    await user.click(screen.getByRole('button', { name: T.profileForm.addArea }));
    expect(
      screen.getByRole('button', { name: T.profileForm.removeArea('Dados e Inteligência Artificial') }),
    ).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: T.profileForm.pitch }),
      'Ajudo em carreira de dados.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: T.profileForm.format }), 'in_person');
    await user.click(screen.getByRole('button', { name: T.profileForm.saveNew }));
    expect(await screen.findByText('Informe o estado (UF) onde você atende presencialmente.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: T.profileForm.state }), 'SP');
    await user.click(screen.getByRole('button', { name: T.profileForm.saveNew }));

    await waitFor(() => expect(fake.callsTo('PUT /api/mentoring/me')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/mentoring/me')[0]?.body).toEqual({
      areaIds: [11],
      skills: [],
      pitch: 'Ajudo em carreira de dados.',
      languages: ['Português'],
      format: 'in_person',
      state: 'SP',
      monthlyCapacity: 2,
      paused: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: T.profileForm.titleEdit }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: T.profileForm.leave })).toBeVisible();
  });
});
