import { MSG } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const SIGN_UP = 'POST /api/auth/sign-up/email';

async function fill(values: { password?: string; confirm?: string } = {}) {
  const { password = 'minha carreira em dados', confirm = password } = values;
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nome completo'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirme a senha'), confirm);
  await user.click(screen.getByRole('button', { name: MSG.auth.createAccount }));
  return user;
}

describe('register page', () => {
  it("shows 'As senhas não coincidem' under the confirmation and does not call the API", async () => {
    const { api } = renderRoute('/register');
    await fill({ password: 'minha carreira em dados', confirm: 'outra frase qualquer' });
    expect(await screen.findByText(MSG.auth.passwordsDontMatch)).toBeVisible();
    const confirm = screen.getByLabelText('Confirme a senha');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(MSG.auth.passwordsDontMatch);
    expect(api.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('shows the password policy as a hint', async () => {
    renderRoute('/cadastro');
    expect(await screen.findByLabelText('Senha')).toHaveAccessibleDescription(MSG.auth.passwordRequirement);
  });

  it('on success goes to /confirmation, which names the address and offers to resend', async () => {
    const api = createFakeApi().on(SIGN_UP, () => ok({ token: null }));
    const { router } = renderRoute('/register', { api });
    await fill();

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(screen.getByText(/ana@example\.com/)).toBeVisible();
    expect(screen.getByRole('button', { name: MSG.auth.resendVerification })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: MSG.auth.signIn })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.callsTo(SIGN_UP)[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'minha carreira em dados',
      callbackURL: '/verification-success',
    });
  });

  it("lists the server's reasons for a weak password under the password field", async () => {
    const reasons = [MSG.auth.passwordTooCommon, MSG.auth.passwordSameAsEmail];
    const api = createFakeApi().on(SIGN_UP, () =>
      apiError(400, 'weak_password', MSG.auth.weakPassword, { reasons }),
    );
    renderRoute('/register', { api });
    await fill();
    const password = screen.getByLabelText('Senha');
    expect(await screen.findByText(reasons[1]!)).toBeVisible();
    expect(screen.getByText(reasons[0]!)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  it("says 'Falha ao criar conta. Tente novamente.' on an unexpected error", async () => {
    const api = createFakeApi().on(SIGN_UP, () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/register', { api });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.auth.registerFailed);
  });
});
