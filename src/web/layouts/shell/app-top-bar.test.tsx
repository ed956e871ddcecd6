import { waitFor, within } from '@testing-library/react';
import { deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { ANA_WORKSPACES, appNav, banner, hrefs, memberApi, NO_WORKSPACES, pageReady } from './shell-test-kit';

const COMPANY_MENU = ['Início', 'Anunciar vagas', 'Encontrar uma profissional', 'Oferecer serviços'];

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

describe('contextual menus', { timeout: 15_000 }, () => {
  it('turns into the company menu on the page of a company she runs', async () => {
    renderRoute('/empresas/c-nuvem', { api: memberApi() });
    await pageReady();

    await waitFor(() => expect(barEntries()).toEqual([...COMPANY_MENU, 'Configurações e pagamentos']));
    expect(hrefs(appNav())).toEqual({
      Início: '/feed',
      'Anunciar vagas': '/empresas/anunciar-vaga',
      'Encontrar uma profissional': '/empresas/c-nuvem/talentos',
      'Oferecer serviços': '/empresas/oferecer-servicos',
    });
    expect(within(appNav()).getByRole('button', { name: 'Configurações e pagamentos' })).toBeInTheDocument();
  });

  it('keeps it on the company’s sub-pages', async () => {
    renderRoute('/empresas/c-nuvem/concessao-acesso', { api: memberApi() });
    await waitFor(() => expect(barEntries()).toContain('Anunciar vagas'));
  });

  it('keeps the ordinary menu for a plain member of the company', async () => {
    const { queryClient } = renderRoute('/empresas/c-outra', { api: memberApi() });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(barEntries()).toEqual([
      'Início',
      'Comunidades',
      'Vagas',
      'Desenvolvimento pessoal',
      'Para negócios',
    ]);
  });

  it('keeps the ordinary menu for someone who runs no company at all', async () => {
    const { queryClient } = renderRoute('/empresas/c-nuvem', { api: memberApi(NO_WORKSPACES) });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(barEntries()).not.toContain('Anunciar vagas');
  });

  it('keeps the ordinary menu on static company pages', async () => {
    const { queryClient } = renderRoute('/empresas/anunciar-vaga', { api: memberApi() });
    await pageReady();
    await workspacesAnswered(queryClient);
    expect(barEntries()).toContain('Comunidades');
  });

  it('turns into the community menu for a moderator, sub-pages included', async () => {
    renderRoute('/comunidades/k-dados/concessao-acesso', { api: memberApi() });
    await waitFor(() =>
      expect(barEntries()).toEqual(['Início', 'Anunciar serviços', 'Configurações e pagamentos']),
    );
    expect(within(appNav()).getByRole('link', { name: 'Anunciar serviços' })).toHaveAttribute(
      'href',
      '/comunidades/anunciar-servicos',
    );
  });

  it('waits for the server: the ordinary menu until the workspaces answer arrives', async () => {
    const answer = deferred<Reply>();
    const api = memberApi().on('GET /api/me/workspaces', () => answer.promise);
    renderRoute('/empresas/c-nuvem', { api });
    await pageReady();
    expect(barEntries()).toContain('Comunidades');

    answer.resolve(ok(ANA_WORKSPACES));
    await waitFor(() => expect(barEntries()).toContain('Anunciar vagas'));
  });

  it('keeps the ordinary menu when the workspaces cannot be loaded', async () => {
    const { queryClient } = renderRoute('/empresas/c-nuvem', {
      api: memberApi().on('GET /api/me/workspaces', () => ({ status: 500, body: {} })),
    });
    await pageReady();
    await waitFor(() => expect(queryClient.getQueryState(['workspaces'])?.status).toBe('error'));
    expect(barEntries()).toContain('Comunidades');
  });
});
