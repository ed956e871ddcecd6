import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import {
  ANA_WORKSPACES,
  appNav,
  hrefs,
  memberApi,
  NO_WORKSPACES,
  openPersonalMenu,
  pageReady,
} from './shell-test-kit';

type User = ReturnType<typeof userEvent.setup>;

async function openFromBar(user: User, name: string, title = name, nav = appNav) {
  await user.click(within(nav()).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: title });
}

async function openSettingsFromPersonalMenu(user: User) {
  const menu = await openPersonalMenu(user);
  await user.click(within(menu).getByRole('button', { name: 'Configurações' }));
  return screen.findByRole('dialog', { name: 'Configurações e Pagamentos' });
}

describe('Configurações e Pagamentos', { timeout: 15_000 }, () => {
  it("has her account and sign-out everywhere, nothing 'Em breve'; no access grant without an id", async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const modal = await openSettingsFromPersonalMenu(user);

    expect(within(modal).getByRole('link', { name: /Minha conta/ })).toHaveAttribute(
      'href',
      '/configuracoes',
    );
    expect(within(modal).queryByRole('link', { name: /Concessão de Acesso/ })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /Pagamentos/ })).not.toBeInTheDocument();
    expect(modal).not.toHaveTextContent('Em breve');
    expect(within(modal).getByRole('button', { name: 'Sair de todos os dispositivos' })).toBeInTheDocument();
  });

  it('offers the access grant of the company in the path, from the company menu', async () => {
    const user = userEvent.setup();
    renderRoute('/empresas/c-nuvem', { api: memberApi() });
    await pageReady();
    // The company menu is the row under the main navigation (issue 22).
    const companyNav = () => screen.getByRole('navigation', { name: 'Menu da empresa' });
    await waitFor(() =>
      expect(
        within(companyNav()).getByRole('button', { name: 'Configurações e pagamentos' }),
      ).toBeInTheDocument(),
    );
    const modal = await openFromBar(
      user,
      'Configurações e pagamentos',
      'Configurações e Pagamentos',
      companyNav,
    );

    expect(within(modal).getByRole('link', { name: /Concessão de Acesso/ })).toHaveAttribute(
      'href',
      '/empresas/c-nuvem/concessao-acesso',
    );
  });

  it('offers the access grant of the community in the path', async () => {
    const user = userEvent.setup();
    renderRoute('/comunidades/k-dados', { api: memberApi() });
    await pageReady();
    const modal = await openSettingsFromPersonalMenu(user);
    expect(within(modal).getByRole('link', { name: /Concessão de Acesso/ })).toHaveAttribute(
      'href',
      '/comunidades/k-dados/concessao-acesso',
    );
  });

  it('closes it and the personal menu when she follows a link', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const modal = await openSettingsFromPersonalMenu(user);
    await user.click(within(modal).getByRole('link', { name: /Minha conta/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuracoes'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Desenvolvimento pessoal', { timeout: 15_000 }, () => {
  it('lists the two groups of sub-pages and the hub', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const modal = await openFromBar(user, 'Desenvolvimento pessoal', 'Desenvolvimento pessoal');

    expect(within(modal).getByRole('heading', { name: 'Desenvolvimento profissional' })).toBeInTheDocument();
    expect(
      within(modal).getByRole('heading', { level: 3, name: 'Desenvolvimento pessoal' }),
    ).toBeInTheDocument();
    expect(hrefs(modal)).toEqual({
      Mentorias: '/desenvolvimento/mentorias',
      'Orientação de carreira': '/desenvolvimento/orientacao',
      Cursos: '/desenvolvimento/cursos',
      Empreendedorismo: '/desenvolvimento/empreendedorismo',
      'Saúde e bem-estar': '/desenvolvimento/saude',
      'Desenvolvimento cognitivo': '/desenvolvimento/cognitivo',
      'Ver todo o desenvolvimento': '/desenvolvimento',
    });
  });

  it('closes on Escape, giving focus back to its button', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    await openFromBar(user, 'Desenvolvimento pessoal', 'Desenvolvimento pessoal');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(appNav()).getByRole('button', { name: 'Desenvolvimento pessoal' })).toHaveFocus(),
    );
  });

  it('closes when she picks a page, which then has focus', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const modal = await openFromBar(user, 'Desenvolvimento pessoal', 'Desenvolvimento pessoal');
    await user.click(within(modal).getByRole('link', { name: 'Saúde e bem-estar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/desenvolvimento/saude'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('Para negócios', { timeout: 15_000 }, () => {
  it('lists her companies and the communities she runs, each with its add button', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const modal = await openFromBar(user, 'Para negócios');

    await within(modal).findByText('Nuvem Aberta');
    const expected = [
      ['Nuvem Aberta Administradora', '/empresas/c-nuvem'],
      ['Adicionar empresa', '/adicionar-empresa'],
      ['Dados Delas Moderadora', '/comunidades/k-dados'],
      ['Mães na Tech Administradora', '/comunidades/k-maes'],
      ['Criar comunidade', '/criar-comunidade'],
    ];
    const links = within(modal).getAllByRole('link');
    expect(links).toHaveLength(expected.length);
    expected.forEach(([name, href], index) => {
      expect(links[index]).toBe(within(modal).getByRole('link', { name }));
      expect(links[index]).toHaveAttribute('href', href);
    });
  });

  it.each([
    ['Adicionar empresa', '/adicionar-empresa'],
    ['Criar comunidade', '/criar-comunidade'],
  ])("'%s' remembers where she came from", async (name, path) => {
    const user = userEvent.setup();
    const { router } = renderRoute('/rede?q=dados', { api: memberApi() });
    await pageReady();
    const modal = await openFromBar(user, 'Para negócios');
    await user.click(await within(modal).findByRole('link', { name }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.state).toEqual({ from: '/rede?q=dados' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when she runs nothing yet, and still offers both add buttons', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi(NO_WORKSPACES) });
    await pageReady();
    const modal = await openFromBar(user, 'Para negócios');

    expect(await within(modal).findByText('Você ainda não administra nenhuma empresa.')).toBeInTheDocument();
    expect(
      within(modal).getByText('Você ainda não administra nem modera nenhuma comunidade.'),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Adicionar empresa' })).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'Criar comunidade' })).toBeInTheDocument();
  });

  it('shows loading until the answer arrives', async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    renderRoute('/chat', { api: memberApi().on('GET /api/me/workspaces', () => answer.promise) });
    await pageReady();
    const modal = await openFromBar(user, 'Para negócios');

    expect(within(modal).getByRole('status')).toHaveTextContent('Carregando...');
    answer.resolve(ok(ANA_WORKSPACES));
    expect(await within(modal).findByText('Nuvem Aberta')).toBeInTheDocument();
    expect(within(modal).queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = memberApi().on('GET /api/me/workspaces', () =>
      fail ? { status: 500, body: {} } : ok(ANA_WORKSPACES),
    );
    renderRoute('/chat', { api });
    await pageReady();
    const modal = await openFromBar(user, 'Para negócios');

    expect(
      await within(modal).findByText('Não foi possível carregar suas empresas e comunidades.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(modal).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(modal).findByText('Nuvem Aberta')).toBeInTheDocument();
  });
});
