import { ACCESS_COPY } from '@domain/copy/access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { adminApi, main, PAGE } from '../test-data';

// /comunidades/concessao-acesso and /empresas/concessao-acesso: no id in the path.

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('without an id', { timeout: 15_000 }, () => {
  it('lists the communities she administers (not those she only moderates) and opens the chosen one', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/comunidades/concessao-acesso', { api: adminApi() });
    const list = await screen.findByRole(
      'list',
      { name: ACCESS_COPY.targets.community.pickListLabel },
      { timeout: 5000 },
    );
    // 'Mães na Tech' is hers to moderate only.
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.click(within(list).getByRole('link', { name: 'Dados Delas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    // The picker's own h1 has the same name as the form page's: wait for the form's search field,
    // which only the page with an id has (the heading may still be the picker's, about to go).
    expect(
      await main().findByRole('combobox', { name: ACCESS_COPY.form.userLabel }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('lists the companies she administers under /empresas/concessao-acesso', async () => {
    renderRoute('/empresas/concessao-acesso', { api: adminApi() });
    const list = await screen.findByRole(
      'list',
      { name: ACCESS_COPY.targets.company.pickListLabel },
      { timeout: 5000 },
    );
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Nuvem Aberta' })).toHaveAttribute(
      'href',
      '/empresas/c-nuvem/concessao-acesso',
    );
  });

  it('offers to create a community when she administers none', async () => {
    const api = adminApi().on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }));
    renderRoute('/comunidades/concessao-acesso', { api });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: ACCESS_COPY.targets.community.pickEmpty },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: ACCESS_COPY.targets.community.createLabel })).toHaveAttribute(
      'href',
      '/criar-comunidade',
    );
  });

  it('offers to add a company when she administers none', async () => {
    const api = adminApi().on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }));
    renderRoute('/empresas/concessao-acesso', { api });
    expect(
      await screen.findByRole('link', { name: ACCESS_COPY.targets.company.createLabel }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/adicionar-empresa');
  });
});
