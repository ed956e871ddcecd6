import { COMPANIES_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, memberApi, myCompany } from '../test-data';

const T = COMPANIES_COPY.mine;
const WAIT = { timeout: 5000 };
const MINE = 'GET /api/companies/mine';

async function openPage(api = memberApi()) {
  const rendered = renderRoute('/minhas-empresas', { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

function cardsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

describe('/minhas-empresas', { timeout: 15_000 }, () => {
  it('lists her companies with logo letter, industry, her role and the seal, each linking to its page and editor', async () => {
    const api = memberApi().on(MINE, () =>
      ok([
        myCompany({ seal: { grantedAt: '2026-02-01T12:00:00.000Z', criteriaVersion: '2026.1' } }),
        myCompany({ id: 'c-2', name: 'editora Viva', industry: null, role: 'editor', followerCount: 1 }),
      ]),
    );
    await openPage(api);
    const list = await screen.findByRole('list', { name: T.listLabel }, WAIT);
    const [first, second] = cardsOf(list).map((card) => within(card));
    expect(first).toBeDefined();

    expect(first!.getByRole('heading', { level: 2, name: 'Nuvem Aberta' })).toBeVisible();
    expect(first!.getByRole('link', { name: 'Nuvem Aberta' })).toHaveAttribute(
      'href',
      `/empresas/${COMPANY_ID}`,
    );
    expect(first!.getByRole('link', { name: T.editLabel('Nuvem Aberta') })).toHaveAttribute(
      'href',
      `/editar-empresa/${COMPANY_ID}`,
    );
    expect(first!.getByText('Tecnologia')).toBeVisible();
    expect(first!.getByText(T.role('Administradora'))).toBeVisible();
    expect(first!.getByText(COMPANIES_COPY.seal.badge)).toBeVisible();
    expect(first!.getByText('41 seguidoras')).toBeVisible();
    expect(first!.getByTestId('avatar-initials')).toHaveTextContent(/^N$/);

    // An editor may edit the page too (COMPANY_PERMISSIONS.edit).
    expect(second!.getByText(T.role('Editora'))).toBeVisible();
    expect(second!.getByRole('link', { name: T.editLabel('editora Viva') })).toHaveAttribute(
      'href',
      '/editar-empresa/c-2',
    );
    expect(second!.queryByText(COMPANIES_COPY.seal.badge)).not.toBeInTheDocument();
    expect(second!.getByText('1 seguidora')).toBeVisible();
    expect(second!.getByTestId('avatar-initials')).toHaveTextContent(/^E$/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("'Nova Página Corporativa' opens /adicionar-empresa, which returns here", async () => {
    const { user, router } = await openPage(memberApi().on(MINE, () => ok([myCompany()])));
    const create = screen.getByRole('link', { name: T.create });
    expect(create).toHaveAttribute('href', '/adicionar-empresa');
    await user.click(create);
    await screen.findByRole('heading', { level: 1, name: COMPANIES_COPY.form.createTitle }, WAIT);
    expect(router.state.location.state).toEqual({ from: '/minhas-empresas' });
    await user.click(screen.getByRole('link', { name: COMPANIES_COPY.form.cancel }));
    await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  });

  it('shows the empty state with a way to create one', async () => {
    await openPage(memberApi().on(MINE, () => ok([])));
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(T.emptyHint)).toBeVisible();
    expect(screen.getAllByRole('link', { name: T.create })).toHaveLength(2);
  });

  it("shows the error with 'Tentar novamente', then the list", async () => {
    let fail = true;
    const api = memberApi()
      .on(MINE, () => (fail ? apiError(500, 'internal', MSG.common.internal) : ok([myCompany()])))
      // No invitation waiting: the page's only retry is the list's.
      .on('GET /api/me/invitations', () => ok([]));
    const { user } = await openPage(api);
    expect(await screen.findByText(T.loadError, {}, WAIT)).toBeVisible();
    expect(screen.getByText(T.loadError).closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('link', { name: 'Nuvem Aberta' }, WAIT)).toBeVisible();
  });
});
