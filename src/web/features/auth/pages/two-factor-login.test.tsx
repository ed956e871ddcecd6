import { SECURITY_COPY } from '@domain/copy/security';
import { MSG } from '@domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const SIGN_IN = 'POST /api/auth/sign-in/email';
const TOTP = 'POST /api/auth/two-factor/verify-totp';
const BACKUP = 'POST /api/auth/two-factor/verify-backup-code';
const T = SECURITY_COPY.login;

/** The password step answers that a code is needed (two-factor on). */
async function reachCodeStep() {
  const api = createFakeApi().on(SIGN_IN, () => ok({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }));
  renderRoute('/login', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Senha'), 'uma frase secreta');
  await user.click(screen.getByRole('button', { name: MSG.auth.signIn }));
  expect(await screen.findByRole('heading', { name: T.title })).toBeVisible();
  return { api, user };
}

describe('login with two-factor sign-in', () => {
  it('asks for the code after the password, then signs her in (trusting the device if she asks)', async () => {
    const { api, user } = await reachCodeStep();
    expect(screen.getByLabelText(T.codeLabel)).toHaveFocus();
    api.on(TOTP, () => {
      api.setSession(MEMBER_ME);
      return ok({ token: 't' });
    });
    await user.type(screen.getByLabelText(T.codeLabel), '123 456');
    await user.click(screen.getByLabelText(T.trustDevice));
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    expect(api.callsTo(TOTP)[0]?.body).toEqual({ code: '123456', trustDevice: true });
  });

  it('checks the code before sending, and puts a wrong code on the field in pt-BR', async () => {
    const { api, user } = await reachCodeStep();
    await user.type(screen.getByLabelText(T.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(SECURITY_COPY.errors.codeFormat)).toBeVisible();
    expect(api.callsTo(TOTP)).toHaveLength(0);

    api.on(TOTP, () => apiError(401, 'invalid_code', SECURITY_COPY.errors.invalidCode));
    await user.clear(screen.getByLabelText(T.codeLabel));
    await user.type(screen.getByLabelText(T.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByText(SECURITY_COPY.errors.invalidCode)).toBeVisible();
    expect(screen.getByLabelText(T.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a recovery code instead', async () => {
    const { api, user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: T.useBackupCode }));
    api.on(BACKUP, () => {
      api.setSession(MEMBER_ME);
      return ok({ token: 't' });
    });
    await user.type(await screen.findByLabelText(T.backupCodeLabel), ' AbCde-12345 ');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
    expect(api.callsTo(BACKUP)[0]?.body).toEqual({ code: 'AbCde-12345', trustDevice: false });
  });

  it('goes back to the password, saying why, when the challenge has expired', async () => {
    const { api, user } = await reachCodeStep();
    api.on(TOTP, () => apiError(401, 'two_factor_expired', SECURITY_COPY.errors.challengeExpired));
    await user.type(screen.getByLabelText(T.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: T.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_COPY.errors.challengeExpired);
    expect(screen.getByLabelText('Senha')).toBeVisible();
  });
});
