import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { communitySummary, memberApi, TECH_ID } from '../components/explore/test-data';

const T = COMMUNITIES_COPY.mine;
const WAIT = { timeout: 5000 };
const MINE = 'GET /api/communities/mine';

async function openPage(api = memberApi()) {
  const rendered = renderRoute('/minhas-comunidades', { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

describe('/minhas-comunidades', { timeout: 15_000 }, () => {
  it('lists the communities she runs, with their edit links, then those she joined, each with her role', async () => {
    const api = memberApi().on(MINE, () =>
      ok([
        { ...communitySummary(), role: 'admin' },
        {
          ...communitySummary({ id: 'c-2', name: 'Mães Empreendedoras', niche: 'maternidade' }),
          role: 'moderator',
        },
        { ...communitySummary({ id: 'c-3', name: 'Leitoras de Ficção' }), role: 'member' },
      ]),
    );
    await openPage(api);
    const runs = await screen.findByRole('list', { name: T.runLabel }, WAIT);
    const cards = within(runs)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === runs);
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Mulheres em Tech' })).toHaveAttribute(
      'href',
      `/comunidades/${TECH_ID}`,
    );
    expect(cards[0]).toHaveTextContent(T.roles.admin);
    expect(first.getByRole('link', { name: T.editLabel('Mulheres em Tech') })).toHaveAttribute(
      'href',
      `/editar-comunidade/${TECH_ID}`,
    );
    expect(within(cards[1]!).getByRole('link', { name: T.editLabel('Mães Empreendedoras') })).toHaveAttribute(
      'href',
      '/editar-comunidade/c-2',
    );
    expect(cards[1]).toHaveTextContent('Maternidade');
    expect(cards[1]).toHaveTextContent(T.roles.moderator);

    const joined = screen.getByRole('list', { name: T.joinedLabel });
    expect(within(joined).getByRole('link', { name: 'Leitoras de Ficção' })).toHaveAttribute(
      'href',
      '/comunidades/c-3',
    );
    expect(joined).toHaveTextContent(T.roles.member);
    expect(
      within(joined).queryByRole('link', { name: T.editLabel('Leitoras de Ficção') }),
    ).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: T.create })).toHaveAttribute('href', '/criar-comunidade');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens the editor, whose Cancelar comes back here', async () => {
    const api = memberApi().on(MINE, () => ok([{ ...communitySummary(), role: 'admin' }]));
    const { user, router } = await openPage(api);
    await user.click(await screen.findByRole('link', { name: T.editLabel('Mulheres em Tech') }, WAIT));
    await screen.findByRole('heading', { level: 1, name: COMMUNITIES_COPY.form.editTitle }, WAIT);
    expect(router.state.location.pathname).toBe(`/editar-comunidade/${TECH_ID}`);
    await user.click(screen.getByRole('link', { name: MSG.common.close }));
    await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  });

  it('shows the empty state with a way to create one', async () => {
    const { user, router } = await openPage(memberApi().on(MINE, () => ok([])));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
    const links = screen.getAllByRole('link', { name: T.create });
    expect(links).toHaveLength(2);
    await user.click(links[1]!);
    await screen.findByRole('heading', { level: 1, name: COMMUNITIES_COPY.form.createTitle }, WAIT);
    expect(router.state.location.state).toEqual({ from: '/minhas-comunidades' });
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    const api = memberApi()
      .on(MINE, () =>
        fail
          ? apiError(500, 'internal', MSG.common.internal)
          : ok([{ ...communitySummary(), role: 'admin' }]),
      )
      // No invitation waiting: the page's only retry is the list's.
      .on('GET /api/me/invitations', () => ok([]));
    const { user } = await openPage(api);
    expect(await screen.findByText(MSG.communities.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('link', { name: 'Mulheres em Tech' }, WAIT)).toBeVisible();
  });
});
