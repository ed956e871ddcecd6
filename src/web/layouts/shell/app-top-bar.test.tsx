import { screen, waitFor, within } from '@testing-library/react';
import { deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { ANA_WORKSPACES, appNav, banner, hrefs, memberApi, NO_WORKSPACES, pageReady } from './shell-test-kit';

const COMPANY_MENU = ['Anunciar vagas', 'Encontrar uma profissional', 'Oferecer serviços'];

/** Link and button names of the desktop bar, in order. */
function barEntries(): string[] {
  return within(appNav())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** Lets the workspaces answer reach the bar. */
async function workspacesAnswered(queryClient: ReturnType<typeof renderRoute>['queryClient']) {
  await waitFor(() => expect(queryClient.getQueryState(['workspaces'])?.status).toBe('success'));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('logged-in bar', { timeout: 15_000 }, () => {
  it('shows the five sections, search, messages, notifications and her avatar', async () => {
    renderRoute('/chat', { api: memberApi() });
    await pageReady();

    expect(barEntries()).toEqual([
      'Início',
      'Comunidades',
      'Vagas',
      'Desenvolvimento pessoal',
      'Para negócios',
    ]);
    expect(hrefs(appNav())).toEqual({ Início: '/feed', Comunidades: '/rede', Vagas: '/vagas' });
    const nav = within(appNav());
    expect(nav.getByRole('button', { name: 'Desenvolvimento pessoal' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(nav.getByRole('button', { name: 'Para negócios' })).toHaveAttribute('aria-haspopup', 'dialog');

    const bar = within(banner());
    expect(bar.getByRole('link', { name: 'Elas Rede, página inicial' })).toHaveAttribute('href', '/feed');
    expect(bar.getByPlaceholderText('Buscar na rede')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Mensagens' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Notificações' })).toHaveAttribute('href', '/notificacoes');
    expect(bar.getByRole('button', { name: 'Abrir menu pessoal de Ana Souza' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Abrir menu de navegação' })).toBeInTheDocument();
  });

  it('marks the current section', async () => {
    renderRoute('/rede', { api: memberApi() });
    await pageReady();
    expect(within(appNav()).getByRole('link', { name: 'Comunidades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(appNav()).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });
});

const MAIN_MENU = ['Início', 'Comunidades', 'Vagas', 'Desenvolvimento pessoal', 'Para negócios'];

/** The company or community row under the bar (issue 22), or null. */
function workspaceNav(kind: 'empresa' | 'comunidade') {
  return screen.queryByRole('navigation', { name: `Menu da ${kind}` });
}

/** Link and button names of that row, in order; [] when there is none. */
function workspaceEntries(kind: 'empresa' | 'comunidade' = 'empresa'): string[] {
  const nav = workspaceNav(kind);
  return nav
    ? within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('contextual menus (added under the main one, issue 22)', { timeout: 15_000 }, () => {
  it('adds the company menu, with its name, on the page of a company she runs', async () => {
    renderRoute('/empresas/c-nuvem', { api: memberApi() });
    await pageReady();

    await waitFor(() => expect(workspaceEntries()).toEqual([...COMPANY_MENU, 'Configurações e pagamentos']));
    expect(barEntries()).toEqual(MAIN_MENU);
    const nav = workspaceNav('empresa')!;
    expect(hrefs(nav)).toEqual({
      'Anunciar vagas': '/empresas/anunciar-vaga',
      'Encontrar uma profissional': '/empresas/c-nuvem/talentos',
      'Oferecer serviços': '/empresas/oferecer-servicos',
    });
    expect(within(nav).getByRole('button', { name: 'Configurações e pagamentos' })).toBeInTheDocument();
    // Inside the sticky header, its entries on one line each.
    expect(within(banner()).getByRole('navigation', { name: 'Menu da empresa' })).toBe(nav);
    for (const link of within(nav).getAllByRole('link')) expect(link.className).toMatch(/whitespace-nowrap/);
  });

  it('keeps it on the company’s sub-pages', async () => {
    renderRoute('/empresas/c-nuvem/concessao-acesso', { api: memberApi() });
    await waitFor(() => expect(workspaceEntries()).toContain('Anunciar vagas'));
  });

  it('adds nothing for a plain member of the company', async () => {
    const { queryClient } = renderRoute('/empresas/c-outra', { api: memberApi() });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(barEntries()).toEqual(MAIN_MENU);
    expect(workspaceNav('empresa')).not.toBeInTheDocument();
  });

  it('adds nothing for someone who runs no company at all', async () => {
    const { queryClient } = renderRoute('/empresas/c-nuvem', { api: memberApi(NO_WORKSPACES) });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(workspaceNav('empresa')).not.toBeInTheDocument();
  });

  it('adds nothing on static company pages', async () => {
    const { queryClient } = renderRoute('/empresas/anunciar-vaga', { api: memberApi() });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(barEntries()).toContain('Comunidades');
    expect(workspaceNav('empresa')).not.toBeInTheDocument();
  });

  it('adds the community menu for a moderator, sub-pages included', async () => {
    renderRoute('/comunidades/k-dados/concessao-acesso', { api: memberApi() });
    await waitFor(() =>
      expect(workspaceEntries('comunidade')).toEqual(['Anunciar serviços', 'Configurações e pagamentos']),
    );
    expect(barEntries()).toEqual(MAIN_MENU);
    expect(
      within(workspaceNav('comunidade')!).getByRole('link', { name: 'Anunciar serviços' }),
    ).toHaveAttribute('href', '/comunidades/anunciar-servicos');
  });

  it('waits for the server: nothing added until the workspaces answer arrives', async () => {
    const answer = deferred<Reply>();
    const api = memberApi().on('GET /api/me/workspaces', () => answer.promise);
    renderRoute('/empresas/c-nuvem', { api });
    await pageReady();
    expect(workspaceNav('empresa')).not.toBeInTheDocument();

    answer.resolve(ok(ANA_WORKSPACES));
    await waitFor(() => expect(workspaceEntries()).toContain('Anunciar vagas'));
  });

  it('adds nothing when the workspaces cannot be loaded', async () => {
    const { queryClient } = renderRoute('/empresas/c-nuvem', {
      api: memberApi().on('GET /api/me/workspaces', () => ({ status: 500, body: {} })),
    });
    await pageReady();
    await waitFor(() => expect(queryClient.getQueryState(['workspaces'])?.status).toBe('error'));
    expect(barEntries()).toContain('Comunidades');
    expect(workspaceNav('empresa')).not.toBeInTheDocument();
  });
});
