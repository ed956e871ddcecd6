import type { Workspaces } from '@domain/schemas/workspaces';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

/** Ana runs one company and moderates one community; she is a plain member elsewhere. */
export const ANA_WORKSPACES: Workspaces = {
  companies: [{ id: 'c-nuvem', name: 'Nuvem Aberta', logoUrl: null, role: 'admin' }],
  communities: [
    { id: 'k-dados', name: 'Dados Delas', logoUrl: null, role: 'moderator' },
    { id: 'k-maes', name: 'Mães na Tech', logoUrl: null, role: 'admin' },
  ],
};

export const NO_WORKSPACES: Workspaces = { companies: [], communities: [] };

/** A fake server where Ana is signed in and GET /api/me/workspaces answers `workspaces`. */
export function memberApi(workspaces: Workspaces = ANA_WORKSPACES): FakeApi {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/me/workspaces', () => ok(workspaces));
}

export const appNav = () => screen.getByRole('navigation', { name: 'Navegação principal' });
/** The logged-in bar (pages may have <header>s of their own, which jsdom also calls banners). */
export const banner = (): HTMLElement =>
  screen.getByRole('link', { name: 'Elas Rede, página inicial' }).closest('header')!;

type User = ReturnType<typeof userEvent.setup>;

/** Opens the right drawer from the bar and returns it. */
export async function openDrawer(user: User) {
  await user.click(within(banner()).getByRole('button', { name: 'Abrir menu de navegação' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

/** Opens the left personal menu from her avatar and returns it. */
export async function openPersonalMenu(user: User, name = 'Ana Souza') {
  await user.click(within(banner()).getByRole('button', { name: `Abrir menu pessoal de ${name}` }));
  return screen.findByRole('dialog', { name: 'Menu pessoal' });
}

/** The href of each link in `container`, by accessible name. */
export function hrefs(container: HTMLElement): Record<string, string | null> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('link')
      .map((link) => [link.textContent ?? '', link.getAttribute('href')]),
  );
}

/** The page under the bar has rendered (generous: a feature's first page waits for its chunk). */
export function pageReady() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}
