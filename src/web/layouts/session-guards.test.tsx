import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_CHANNEL_NAME } from '@web/lib/auth-channel';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const appNav = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

/** 'Sair' lives in the personal menu, opened from her avatar in the bar. */
async function clickSignOut(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: /^Abrir menu pessoal/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: MSG.auth.signOut }));
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'uma frase secreta');
  await user.click(screen.getByRole('button', { name: MSG.auth.signIn }));
}

/** A fake server where signing in works and starts Ana's session. */
function apiWhereSignInWorks() {
  const api = createFakeApi();
  api.on('POST /api/auth/sign-in/email', () => {
    api.setSession(MEMBER_ME);
    return ok({});
  });
  return api;
}

describe('session guard of the logged-in areas', () => {
  it('shows the page spinner, not the page, until the first session check answers', async () => {
    const me = deferred<Reply>();
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/me', () => me.promise);
    renderRoute('/feed', { api });
    expect(await screen.findByRole('status')).toHaveTextContent(MSG.common.loading);
    expect(appNav()).not.toBeInTheDocument();

    me.resolve(ok(MEMBER_ME));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    expect(appNav()).toBeInTheDocument();
  });

  it('sends a visitor from /feed to /login and brings her back to /feed after signing in', async () => {
    const { router } = renderRoute('/feed', { api: apiWhereSignInWorks() });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.auth.signIn })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/feed' });

    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/feed');
  });

  it('returns her to the exact address she asked for, query and hash included', async () => {
    const { router } = renderRoute('/vagas?cidade=recife#lista', { api: apiWhereSignInWorks() });
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Vagas' });
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/vagas?cidade=recife#lista');
  });

  it.each(['/', '/login', '/register', '/cadastro'])(
    'sends a signed-in member from %s to /feed',
    async (path) => {
      const { router } = renderRoute(path, { session: 'member' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/feed');
    },
  );

  it('never sends a member off the site, whatever the navigation state says', async () => {
    const { router } = renderRoute('/login', { session: 'member', state: { from: '//evil.example/x' } });
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    expect(router.state.location.pathname).toBe('/feed');
  });
});

describe('signing out', () => {
  it("'Sair' treats a 404 as success and goes to /", async () => {
    const api = createFakeApi({ session: MEMBER_ME });
    api.on('POST /api/auth/sign-out', () => {
      api.setSession(VISITOR_ME);
      return apiError(404, 'not_found', 'Recurso não encontrado.');
    });
    const { router } = renderRoute('/feed', { api });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Feed' });

    await clickSignOut(user);

    expect(await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('stays signed in and says so when the server fails', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('POST /api/auth/sign-out', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    const { router } = renderRoute('/feed', { api });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Feed' });

    await clickSignOut(user);

    expect(await screen.findByText(MSG.common.internal)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
  });

  it('forgets the data fetched for the member who left', async () => {
    const api = createFakeApi({ session: MEMBER_ME });
    api.on('POST /api/auth/sign-out', () => {
      api.setSession(VISITOR_ME);
      return ok({ success: true });
    });
    const { queryClient } = renderRoute('/feed', { api });
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    queryClient.setQueryData(['posts', 'feed'], { items: ['privado'] });

    await clickSignOut();
    await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn });
    expect(queryClient.getQueryData(['posts', 'feed'])).toBeUndefined();
    expect(queryClient.getQueryData(['me'])).toEqual(VISITOR_ME);
  });

  it('follows a sign-out in another tab: back to /login, with the reason', async () => {
    const api = createFakeApi({ session: MEMBER_ME });
    const { router } = renderRoute('/rede', { api });
    await screen.findByRole('heading', { level: 1, name: 'Explorar comunidades' });

    api.setSession(VISITOR_ME);
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    otherTab.postMessage({ change: 'signed-out', tab: 'another-tab' });
    otherTab.close();

    expect(await screen.findByText(MSG.auth.sessionExpired)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: '/rede' });
  });

  it('re-checks the session when the tab becomes visible again', async () => {
    const api = createFakeApi({ session: MEMBER_ME });
    const { router } = renderRoute('/feed', { api });
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    const checks = api.callsTo('GET /api/me').length;

    api.setSession(VISITOR_ME);
    document.dispatchEvent(new Event('visibilitychange'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('GET /api/me').length).toBeGreaterThan(checks);
  });
});
