import { MSG } from '@domain/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header';

function renderHeader() {
  render(
    <MemoryRouter>
      <PublicHeader />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Abrir menu' });
}

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
