import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { banner, hrefs, memberApi, openPersonalMenu, pageReady } from './shell-test-kit';

describe('left personal menu', { timeout: 15_000 }, () => {
  it('shows who she is, a link to her profile and her entries', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const menu = await openPersonalMenu(user);

    expect(within(menu).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(menu).getByText('Engenheira de dados')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Ver meu perfil' })).toHaveAttribute('href', '/meu-perfil');

    const nav = within(menu).getByRole('navigation', { name: 'Menu pessoal' });
    expect(hrefs(nav)).toEqual({
      'Perfil pessoal': '/perfil-pessoal',
      'Formação acadêmica': '/educacao',
      'Experiências profissionais': '/experiencias',
      'Projetos e conquistas': '/projetos',
      'Preferências de vagas': '/preferencias-vagas',
      'Desenvolvimento pessoal': '/desenvolvimento',
      // Her network (issue 17): /rede's tabs.
      'Minhas conexões': '/rede/conexoes',
      'Convites de conexão': '/rede/convites',
      'Pessoas que você talvez conheça': '/rede/pessoas',
    });
    expect(within(nav).getByRole('button', { name: 'Configurações' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: MSG.auth.signOut })).toBeInTheDocument();
  });

  it("says 'Participante' when she has no professional title, and shows her initials without a photo", async () => {
    const user = userEvent.setup();
    const me = { ...MEMBER_ME, profile: { ...MEMBER_ME.profile!, professionalTitle: null } };
    renderRoute('/chat', { api: memberApi().on('GET /api/me', () => ok(me)) });
    await pageReady();
    expect(within(banner()).getByTestId('avatar-initials')).toHaveTextContent('AS');

    const menu = await openPersonalMenu(user);
    expect(within(menu).getByText('Participante')).toBeInTheDocument();
    expect(within(menu).getByTestId('avatar-initials')).toHaveTextContent('AS');
  });

  it('shows her photo when she has one', async () => {
    const me = { ...MEMBER_ME, profile: { ...MEMBER_ME.profile!, profileImageUrl: '/uploads/ana.webp' } };
    renderRoute('/chat', { api: memberApi().on('GET /api/me', () => ok(me)) });
    await pageReady();
    const button = within(banner()).getByRole('button', { name: 'Abrir menu pessoal de Ana Souza' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/ana.webp');
  });

  it("'Sair' ends the session and lands on /", async () => {
    const user = userEvent.setup();
    const api = memberApi();
    api.on('POST /api/auth/sign-out', () => {
      api.setSession(VISITOR_ME);
      return ok({ success: true });
    });
    const { router } = renderRoute('/chat', { api });
    await pageReady();
    const menu = await openPersonalMenu(user);

    await user.click(within(menu).getByRole('button', { name: MSG.auth.signOut }));

    expect(await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('closes when she follows one of its links', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/chat', { api: memberApi() });
    await pageReady();
    const menu = await openPersonalMenu(user);

    await user.click(within(menu).getByRole('link', { name: 'Formação acadêmica' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/educacao'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to her avatar', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    await openPersonalMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(banner()).getByRole('button', { name: 'Abrir menu pessoal de Ana Souza' })).toHaveFocus(),
    );
  });
});
