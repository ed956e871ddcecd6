import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { banner, hrefs, memberApi, openDrawer, pageReady } from './shell-test-kit';

describe('right drawer', { timeout: 15_000 }, () => {
  it('lists the sections, news, about, help, the tagline and four social links', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const drawer = await openDrawer(user);

    const main = within(drawer).getByRole('navigation', { name: 'Menu de navegação' });
    expect(
      within(main)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Início',
      'Comunidades',
      'Pessoas',
      'Convites',
      'Conexões',
      'Vagas',
      'Desenvolvimento pessoal',
      'Para negócios',
    ]);
    // 'Vagas' goes to /vagas, like the desktop bar (the spec's drawer sent it to the feed); /rede's
    // other tabs (issue 17) follow 'Comunidades'.
    expect(hrefs(main)).toEqual({
      Início: '/feed',
      Comunidades: '/rede',
      Pessoas: '/rede/pessoas',
      Convites: '/rede/convites',
      Conexões: '/rede/conexoes',
      Vagas: '/vagas',
    });
    expect(within(main).getByRole('button', { name: 'Desenvolvimento pessoal' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Para negócios' })).toBeInTheDocument();

    const more = within(drawer).getByRole('navigation', { name: 'Mais links' });
    expect(hrefs(more)).toEqual({
      'Artigos e Notícias': '/news',
      'Sobre nós': '/sobre',
      'Central de atendimento': '/ajuda',
    });
    expect(within(drawer).getByText('A rede profissional das mulheres.')).toBeInTheDocument();

    const social = within(within(drawer).getByRole('navigation', { name: 'Redes sociais' })).getAllByRole(
      'link',
    );
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram da Elas Rede (abre em uma nova aba)',
      'LinkedIn da Elas Rede (abre em uma nova aba)',
      'Facebook da Elas Rede (abre em uma nova aba)',
      'YouTube da Elas Rede (abre em uma nova aba)',
    ]);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.[a-z]+\.com\/.*elasrede$/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const drawer = await openDrawer(user);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(banner()).getByRole('button', { name: 'Abrir menu de navegação' })).toHaveFocus(),
    );
  });

  it('closes when she follows one of its links, and the new page gets focus', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const drawer = await openDrawer(user);

    await user.click(within(drawer).getByRole('link', { name: 'Comunidades' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rede'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Explorar comunidades' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('stays open when a social link opens in a new tab', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const drawer = await openDrawer(user);
    const instagram = within(drawer).getByRole('link', { name: /^Instagram/ });
    // jsdom cannot open tabs; keep the click from trying.
    instagram.addEventListener('click', (event) => event.preventDefault());
    await user.click(instagram);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens the development modal over itself; a choice there closes both', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const drawer = await openDrawer(user);

    await user.click(within(drawer).getByRole('button', { name: 'Desenvolvimento pessoal' }));
    const modal = await screen.findByRole('dialog', { name: 'Desenvolvimento pessoal' });
    await user.click(within(modal).getByRole('link', { name: 'Cursos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/desenvolvimento/cursos'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the company menu after the sections on the page of a company she runs', async () => {
    const user = userEvent.setup();
    renderRoute('/empresas/c-nuvem', { api: memberApi() });
    await pageReady();
    // The row under the bar has it (issue 22: added, not instead).
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Anunciar vagas' })).toHaveLength(1));
    const drawer = await openDrawer(user);

    const main = within(drawer).getByRole('navigation', { name: 'Menu de navegação' });
    expect(hrefs(main)).toMatchObject({ Início: '/feed', Comunidades: '/rede', Vagas: '/vagas' });
    const company = within(drawer).getByRole('navigation', { name: 'Menu da empresa' });
    expect(hrefs(company)).toEqual({
      'Anunciar vagas': '/empresas/anunciar-vaga',
      'Encontrar uma profissional': '/empresas/c-nuvem/talentos',
      'Oferecer serviços': '/empresas/oferecer-servicos',
    });
    expect(within(company).getByRole('button', { name: 'Configurações e pagamentos' })).toBeInTheDocument();
    // The secondary links stay.
    expect(within(drawer).getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/sobre');
  });
});
