import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import { readAuthState } from '@web/lib/auth-location';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { publicProfile } from '../test-data';

const WAIT = { timeout: 5000 };

function memberApi() {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/profiles/by-slug/ana-souza', () =>
    ok(publicProfile()),
  );
}

describe('/perfil-publico (no id)', () => {
  it('replaces the address with her own public profile /m/{slug}', async () => {
    const { router } = renderRoute('/perfil-publico', { api: memberApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/ana-souza');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to /perfil-publico/{id} while she has no profile slug', async () => {
    const api = createFakeApi({ session: { ...MEMBER_ME, profile: null } }).on(
      'GET /api/profiles/u-ana',
      () => ok(publicProfile()),
    );
    const { router } = renderRoute('/perfil-publico', { api });
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' }, WAIT);
    expect(router.state.location.pathname).toBe('/perfil-publico/u-ana');
  });

  it('sends a visitor to /login, carrying the address to come back to', async () => {
    const { router } = renderRoute('/perfil-publico?origem=email');
    await screen.findByRole('heading', { level: 1, name: MSG.auth.signIn }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
    expect(readAuthState(router.state.location.state).from).toBe('/perfil-publico?origem=email');
  });
});

describe('/perfil-publico-novo', () => {
  it('renders her own public profile in place, with the way back to her profile', async () => {
    const api = memberApi();
    const { router } = renderRoute('/perfil-publico-novo', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' }, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/perfil-publico-novo');
    expect(screen.getByRole('link', { name: MSG.profile.backToMyProfile })).toHaveAttribute(
      'href',
      '/meu-perfil',
    );
    expect(api.callsTo('GET /api/profiles/by-slug/ana-souza')).toHaveLength(1);
  });

  it('sends a visitor to /login and brings her back here after signing in', async () => {
    const { router } = renderRoute('/perfil-publico-novo');
    await screen.findByRole('heading', { level: 1, name: MSG.auth.signIn }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
    expect(readAuthState(router.state.location.state).from).toBe('/perfil-publico-novo');
  });
});
