import { AUTH_COPY } from '@domain/copy/auth';
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const RESET = 'POST /api/auth/reset-password';

async function chooseNewPassword(password = 'uma nova frase longa') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(MSG.auth.newPassword), password);
  await user.type(screen.getByLabelText(MSG.auth.confirmNewPassword), password);
  await user.click(screen.getByRole('button', { name: MSG.auth.saveNewPassword }));
}

describe('forgot password page', () => {
  it('asks for a link and answers the same whatever the address', async () => {
    const api = createFakeApi().on('POST /api/auth/request-password-reset', () => ok({ status: true }));
    renderRoute('/esqueci-senha', { api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: MSG.auth.sendResetLink }));

    expect(await screen.findByText(MSG.auth.resetRequested)).toBeVisible();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ana@example.com',
      redirectTo: '/redefinir-senha',
    });
  });
});

describe('reset password page', () => {
  it('sets the new password and sends her to /login with the success notice', async () => {
    const api = createFakeApi().on(RESET, () => ok({ status: true }));
    const { router } = renderRoute('/redefinir-senha?token=abc123', { api });
    await chooseNewPassword();

    expect(await screen.findByText(MSG.auth.resetDone)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo(RESET)[0]?.body).toEqual({ newPassword: 'uma nova frase longa', token: 'abc123' });
  });

  it('checks the confirmation before calling the API', async () => {
    const { api } = renderRoute('/redefinir-senha?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(MSG.auth.newPassword), 'uma nova frase longa');
    await user.type(screen.getByLabelText(MSG.auth.confirmNewPassword), 'outra coisa qualquer');
    await user.click(screen.getByRole('button', { name: MSG.auth.saveNewPassword }));
    expect(await screen.findByText(MSG.auth.passwordsDontMatch)).toBeVisible();
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it.each(['/redefinir-senha?error=INVALID_TOKEN', '/redefinir-senha'])(
    'at %s explains the link is unusable and offers a new one',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByText(MSG.auth.resetInvalid)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
        'href',
        '/esqueci-senha',
      );
      expect(screen.queryByLabelText(MSG.auth.newPassword)).not.toBeInTheDocument();
    },
  );

  it('switches to that explanation when the server rejects the token', async () => {
    const api = createFakeApi().on(RESET, () => apiError(400, 'invalid_token', MSG.auth.resetInvalid));
    renderRoute('/redefinir-senha?token=usado', { api });
    await chooseNewPassword();
    expect(await screen.findByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  });
});

describe('verification page', () => {
  it('congratulates her and links to login', async () => {
    renderRoute('/verification-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail verificado' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: MSG.auth.signIn }).at(-1)).toHaveAttribute('href', '/login');
  });

  it('says she is signed in and leads on to the feed when the link started her session', async () => {
    renderRoute('/verification-success', { api: createFakeApi({ session: MEMBER_ME }) });
    expect(await screen.findByText(AUTH_COPY.verifiedSignedIn)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mail verificado' })).toBeVisible();
    expect(screen.getByRole('link', { name: AUTH_COPY.continueToFeed })).toHaveAttribute('href', '/feed');
    expect(screen.queryByText(AUTH_COPY.verified)).not.toBeInTheDocument();
  });

  it.each(['invalid_token', 'token_expired'])('explains a bad link (?error=%s)', async (error) => {
    renderRoute(`/verification-success?error=${error}`);
    expect(await screen.findByText(MSG.auth.verificationInvalid)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'E-mail verificado' })).not.toBeInTheDocument();
  });
});
