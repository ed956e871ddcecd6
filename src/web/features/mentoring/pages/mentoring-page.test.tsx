import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MENTORING_GOAL_MAX_LENGTH } from '@domain/limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { BEATRIZ, CAMILA, DORA, mentor, mentoringApi } from '../test-data';

// /mentoria (issue 20): 'Recomendadas para você', the directory, a mentora's card and the
// request dialog.

const T = MENTORING_UI;
const WAIT = { timeout: 5000 };

const REASON = 'Mentora em Dados e Inteligência Artificial, área da sua preferência de vagas';

function api() {
  return mentoringApi({
    recommended: [{ ...mentor(BEATRIZ), reasons: [REASON] }],
    mentors: [
      mentor(BEATRIZ),
      mentor(CAMILA, { format: 'both', state: 'RJ', available: false, completedSessions: 1 }),
    ],
    moreMentors: [mentor(DORA, { paused: true, available: false, completedSessions: 0 })],
  });
}

async function open(path = '/mentoria', fake = api()) {
  const result = renderRoute(path, { api: fake });
  await screen.findByRole('heading', { level: 1, name: 'Mentoria' }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const directory = () => screen.findByRole('list', { name: T.directory.all }, WAIT);
const cardIn = (list: HTMLElement, name: string) =>
  within(list).getByRole('link', { name }).closest('article') as HTMLElement;

describe('/mentoria', { timeout: 20_000 }, () => {
  it('recommends mentoras with the reason, then lists the directory with each card', async () => {
    await open();
    const recommended = await screen.findByRole('list', { name: T.directory.recommended }, WAIT);
    const rec = within(recommended).getByRole('article');
    expect(rec).toHaveTextContent(REASON);
    expect(rec).toHaveTextContent('Mentora em Dados e Inteligência Artificial e Liderança');

    const list = await directory();
    const beatriz = cardIn(list, 'Beatriz Ramos');
    expect(within(beatriz).getByRole('link', { name: 'Beatriz Ramos' })).toHaveAttribute(
      'href',
      '/m/beatriz-ramos',
    );
    expect(beatriz).toHaveTextContent('Head de Dados');
    expect(beatriz).toHaveTextContent('Ajudo mulheres a crescerem em dados.');
    expect(beatriz).toHaveTextContent('Português, Inglês');
    expect(beatriz).toHaveTextContent(T.card.available);
    expect(beatriz).toHaveTextContent('4 sessões realizadas');
    expect(within(beatriz).getByRole('button', { name: T.card.requestTo('Beatriz Ramos') })).toBeVisible();

    const camila = cardIn(list, 'Camila Torres');
    expect(within(camila).getByRole('link', { name: 'Camila Torres' })).toHaveAttribute(
      'href',
      '/perfil-publico/u-camila',
    );
    expect(camila).toHaveTextContent('Online e presencial · RJ');
    expect(camila).toHaveTextContent(T.card.full);
    expect(camila).toHaveTextContent('1 sessão realizada');
    // Full this month: the server gives no 'request' flag, and the card offers no button.
    expect(within(camila).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: T.nav.becomeMentor })).toHaveAttribute(
      'href',
      '/mentoria/ser-mentora',
    );
  });

  it("asks the next page with 'Carregar mais'", async () => {
    const { user, api: fake } = await open();
    const list = await directory();
    await user.click(screen.getByRole('button', { name: T.directory.loadMore }));
    const dora = await within(list).findByRole('link', { name: 'Dora Lins' }, WAIT);
    expect(dora.closest('article')).toHaveTextContent(T.card.paused);
    expect(fake.callsTo('GET /api/mentoring/mentors').at(-1)?.query).toMatchObject({ cursor: 'page-2' });
  });

  it('filters by area, format and availability through the address', async () => {
    const { user, api: fake, router } = await open();
    await directory();
    const area = screen.getByRole('combobox', { name: T.filters.area });
    await waitFor(() => expect(within(area).getAllByRole('option').length).toBeGreaterThan(1), WAIT);
    await user.selectOptions(area, '11');
    await user.selectOptions(screen.getByRole('combobox', { name: T.filters.format }), 'in_person');
    await user.click(screen.getByRole('checkbox', { name: T.filters.available }));
    await user.type(screen.getByRole('textbox', { name: T.filters.skill }), 'SQL');
    await user.click(screen.getByRole('button', { name: T.filters.apply }));
    await waitFor(
      () =>
        expect(fake.callsTo('GET /api/mentoring/mentors').at(-1)?.query).toEqual({
          area: '11',
          format: 'in_person',
          available: 'true',
          skill: 'SQL',
        }),
      WAIT,
    );
    expect(new URLSearchParams(router.state.location.search).get('area')).toBe('11');
  });

  it("sends a request with her goal: a counter, nothing past 500 characters, then 'Pedido enviado'", async () => {
    const { user, api: fake } = await open();
    const beatriz = cardIn(await directory(), 'Beatriz Ramos');
    await user.click(within(beatriz).getByRole('button', { name: T.card.requestTo('Beatriz Ramos') }));
    const dialog = await screen.findByRole('dialog', { name: T.requestDialog.title('Beatriz Ramos') }, WAIT);
    const goal = within(dialog).getByRole('textbox', { name: T.requestDialog.goal });
    expect(goal).toHaveAccessibleDescription(`${T.requestDialog.goalHint} 500 caracteres restantes`);
    await expectNoSeriousA11yProblems();

    // Empty: the schema's message, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: T.requestDialog.send }));
    expect(await within(dialog).findByText('Conte qual é o seu objetivo com a mentoria.')).toBeVisible();
    fireEvent.change(goal, { target: { value: 'a'.repeat(MENTORING_GOAL_MAX_LENGTH + 1) } });
    expect(within(dialog).getByText('1 caractere a mais')).toBeVisible();
    expect(goal).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: T.requestDialog.send }));
    expect(fake.callsTo('POST /api/mentoring/requests')).toHaveLength(0);

    fireEvent.change(goal, { target: { value: 'Quero liderar um time de dados.' } });
    await user.click(within(dialog).getByRole('button', { name: T.requestDialog.send }));
    await waitFor(() => expect(fake.callsTo('POST /api/mentoring/requests')).toHaveLength(1));
    expect(fake.callsTo('POST /api/mentoring/requests')[0]?.body).toEqual({
      mentorId: 'u-beatriz',
      goal: 'Quero liderar um time de dados.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    const list = await directory();
    expect(await within(cardIn(list, 'Beatriz Ramos')).findByText(T.card.pending, {}, WAIT)).toBeVisible();
  });

  it("says 'Em mentoria' on a mentora she is paired with", async () => {
    await open('/mentoria', mentoringApi({ mentors: [mentor(BEATRIZ, { myRequest: 'accepted' })] }));
    const card = cardIn(await directory(), 'Beatriz Ramos');
    expect(within(card).getByText(T.card.accepted)).toBeVisible();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await directory();
    await screen.findByRole('list', { name: T.directory.recommended }, WAIT);
    await expectNoSeriousA11yProblems();
  });
});
