import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { renderRoute } from './test/render-route';

// SPEC §2, copied from the route table and the "linked but not shown" lists.
const SPEC_PATHS = [
  '/',
  '/login',
  '/home',
  '/feed',
  '/register',
  '/cadastro',
  '/confirmation',
  '/verification-success',
  '/perfil',
  '/perfil-pessoal',
  '/meu-perfil',
  '/experiencias',
  '/experiencia-profissional',
  '/educacao',
  '/projetos',
  '/projetos-conquistas',
  '/preferencias-vagas',
  '/vagas',
  '/vagas/:id',
  '/vagas/:id/candidaturas',
  '/editar-vaga/:id',
  '/perfil-publico/:id',
  '/m/:slug',
  '/rede',
  '/desenvolvimento',
  '/empresas',
  '/empresas/anunciar-vaga',
  '/criar-comunidade',
  '/minhas-comunidades',
  '/editar-comunidade/:id',
  '/comunidades/:id',
  '/minhas-empresas',
  '/adicionar-empresa',
  '/editar-empresa/:id',
  '/empresas/:id',
  '/news',
  '/news/:id',
  '/empresas/:id/concessao-acesso',
  '/comunidades/:id/concessao-acesso',
  // Linked, content not shown.
  '/como-funciona',
  '/empresas/encontrar-profissional',
  '/empresas/oferecer-servicos',
  '/comunidades/anunciar-servicos',
  '/empresas/cadastro',
  '/empresas/publicar-vagas',
  '/empresas/diversidade',
  '/empresas/consultoria',
  '/blog',
  '/blog/:slug',
  '/contato',
  '/termos',
  '/privacidade',
  '/cookies',
  '/mentoria',
  '/eventos',
  '/sobre',
  '/ajuda',
  '/perfil-publico-novo',
  '/noticias/:n',
  '/perfil-publico',
  '/empresas/concessao-acesso',
  '/comunidades/concessao-acesso',
  '/chat',
  '/notificacoes',
  '/desenvolvimento/mentorias',
  '/desenvolvimento/orientacao',
  '/desenvolvimento/cursos',
  '/desenvolvimento/empreendedorismo',
  '/desenvolvimento/saude',
  '/desenvolvimento/cognitivo',
];

function collectPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...collectPaths(route.children ?? []),
  ]);
}

const routePaths = collectPaths(routes);
// Paths behind the session guard: rendering them needs a signed-in member.
const appPaths = new Set(
  collectPaths(routes[0]?.children?.find((route) => route.id === 'app')?.children ?? []),
);
const sessionFor = (path: string) => (appPaths.has(path) ? 'member' : 'visitor');

/** A visitable URL for a route pattern. */
function concrete(path: string): string {
  return path === '*' ? '/rota-que-nao-existe' : path.replace(/:[^/]+/g, 'exemplo-1');
}

/** The public header's 'Cadastre-se' button (the footer has a link with the same name). */
function publicSignUpLink() {
  const header = screen.queryByRole('banner');
  return header ? within(header).queryByRole('link', { name: MSG.auth.signUp }) : null;
}
const appNav = () => screen.queryByRole('navigation', { name: 'Navegação principal' });

describe('route table', () => {
  it.each(SPEC_PATHS)('has a route for %s', (path) => {
    expect(routePaths).toContain(path);
  });

  it('declares each path once and has a catch-all', () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(routePaths).toContain('*');
  });

  it('guards the logged-in pages', () => {
    expect(appPaths.has('/feed')).toBe(true);
    expect(appPaths.has('/configuracoes')).toBe(true);
    expect(appPaths.has('/login')).toBe(false);
  });

  // These forward a visitor to /login (their own tests cover both sides).
  // /comunidades forwards to the explorer at /rede (issue 22; tested below).
  const forwarding = new Set(['/perfil-publico', '/perfil-publico-novo', '/comunidades']);

  it.each(routePaths.filter((path) => !forwarding.has(path)))(
    'renders a page with one <h1> at %s',
    async (path) => {
      const { router } = renderRoute(concrete(path), { session: sessionFor(path) });
      // Generous: the first page of each feature waits for its chunk's cold transform.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toBeInTheDocument();
      // No guard bounced it elsewhere.
      expect(router.state.location.pathname).toBe(concrete(path));
    },
  );
});

describe('/comunidades', () => {
  it('is not a 404: it opens the communities explorer at /rede', async () => {
    const { router } = renderRoute('/comunidades', { session: 'member' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar comunidades' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/rede');
  });
});

describe('404', () => {
  it('renders the pt-BR not-found page for an unknown path, with a way home', async () => {
    renderRoute('/isto/nao/existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.common.pageNotFoundTitle }),
    ).toBeVisible();
    expect(screen.getByText(MSG.common.pageNotFoundText)).toBeVisible();
    expect(screen.getByRole('link', { name: MSG.common.backHome })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(document.title).toBe(`${MSG.common.pageNotFoundTitle} | Elas Rede`));
  });

  it('sends a signed-in member back to her feed', async () => {
    renderRoute('/isto/nao/existe', { session: 'member' });
    await screen.findByRole('heading', { level: 1, name: MSG.common.pageNotFoundTitle });
    expect(screen.getByRole('link', { name: MSG.common.backHome })).toHaveAttribute('href', '/feed');
  });
});

describe('layouts', () => {
  it('renders / (login) with neither header nor footer', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(publicSignUpLink()).not.toBeInTheDocument();
  });

  it('renders /login with the public header and footer', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: MSG.auth.signIn });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: MSG.auth.signIn })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: MSG.auth.signUp })).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Selo de diversidade' })).toHaveAttribute(
      'href',
      '/empresas/diversidade',
    );
  });

  it.each(['/m/ana-silva', '/perfil-publico/123'])(
    'renders the public profile %s without a header',
    async (path) => {
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it.each([
    '/feed',
    '/empresas',
    '/empresas/42',
    '/comunidades/7',
    '/news',
    '/desenvolvimento/saude',
    // Issue 22: the site's own pages and the 404 too, for a signed-in member.
    '/ajuda',
    '/sobre',
    '/empresas/diversidade',
    '/termos',
    '/rota-que-nao-existe',
  ])('renders %s inside the logged-in bar', async (path) => {
    renderRoute(path, { session: 'member' });
    await screen.findByRole('heading', { level: 1 });
    expect(appNav()).toBeInTheDocument();
    expect(publicSignUpLink()).not.toBeInTheDocument();
  });

  it.each(['/empresas/diversidade', '/empresas/cadastro', '/blog/um-artigo', '/home'])(
    'renders the marketing page %s with the public header',
    async (path) => {
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(publicSignUpLink()).toBeInTheDocument();
      expect(appNav()).not.toBeInTheDocument();
    },
  );

  it.each(['/news', '/news/exemplo-1', '/vagas/exemplo-1'])(
    'lets a visitor read %s inside the public header',
    async (path) => {
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      expect(publicSignUpLink()).toBeInTheDocument();
      expect(appNav()).not.toBeInTheDocument();
    },
  );

  it('renders a vacancy page (/vagas/{id}) inside the logged-in bar for a member', async () => {
    renderRoute('/vagas/exemplo-1', { session: 'member' });
    await screen.findByRole('heading', { level: 1 });
    expect(appNav()).toBeInTheDocument();
    expect(publicSignUpLink()).not.toBeInTheDocument();
  });

  it('marks the current section in the logged-in navigation', async () => {
    renderRoute('/vagas', { session: 'member' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(appNav()!).getByRole('link', { name: 'Vagas' })).toHaveAttribute('aria-current', 'page');
    expect(within(appNav()!).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('moves focus to the new page content after navigating', async () => {
    const user = userEvent.setup();
    renderRoute('/feed', { session: 'member' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(appNav()!).getByRole('link', { name: 'Comunidades' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explorar comunidades' })).toBeVisible();
    // The focus moves once the new page is in (a timer after the navigation): wait for it, as a
    // screen reader would (CI saw the heading a moment before the focus once).
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('home', () => {
  it('shows the hero with its two calls to action', async () => {
    renderRoute('/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comece agora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/home#como-funciona');
    expect(document.getElementById('como-funciona')).toBeInTheDocument();
    for (const promise of ['Vagas exclusivas', 'Selo de diversidade', 'Mentoria especializada']) {
      expect(screen.getAllByText(promise).length).toBeGreaterThan(0);
    }
  });
});
