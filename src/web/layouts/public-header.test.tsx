import { MSG } from '@domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, deferred, ok } from '@web/test/fake-api';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header';

function renderHeader(api = createFakeApi()) {
  api.install();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PublicHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Abrir menu' });
}

describe('PublicHeader logo', () => {
  it('opens the marketing site from /api/config in a new tab, saying so', async () => {
    const config = deferred<ReturnType<typeof ok>>();
    renderHeader(createFakeApi().on('GET /api/config', () => config.promise));
    const logo = screen.getByRole('link', { name: 'Elas Rede (abre em uma nova aba)' });
    // Until the configuration answers, the client's own home page.
    expect(logo).toHaveAttribute('href', '/home');
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');

    config.resolve(ok({ marketingUrl: 'https://elasrede.example/' }));
    await expect.poll(() => logo.getAttribute('href')).toBe('https://elasrede.example/');
  });
});

describe('PublicHeader mobile menu', () => {
  it('opens and closes with its toggle, announcing the state', async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Fechar menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(within(menu!).getByRole('link', { name: MSG.auth.signIn })).toHaveAttribute('href', '/login');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its buttons is chosen', async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: MSG.auth.signUp }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
