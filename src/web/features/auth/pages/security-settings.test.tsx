import { SECURITY_COPY } from '@domain/copy/security';
import type { Me } from '@domain/schemas/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const T = SECURITY_COPY;
const ENABLE = 'POST /api/auth/two-factor/enable';
const VERIFY = 'POST /api/auth/two-factor/verify-totp';
const DISABLE = 'POST /api/auth/two-factor/disable';
const REGENERATE = 'POST /api/auth/two-factor/generate-backup-codes';
const CODES = Array.from({ length: 10 }, (_, i) => `codee-${String(i).padStart(5, '0')}`);
const URI =
  'otpauth://totp/Elas%20Rede:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Elas+Rede';
const withTwoFactor = (me: Me, on: boolean): Me => ({ ...me, user: { ...me.user!, twoFactorEnabled: on } });

async function openSecurity(me: Me = MEMBER_ME) {
  const api = createFakeApi({ session: me });
  renderRoute('/configuracoes', { api });
  const section = await screen.findByRole('region', { name: T.section.title });
  return { api, section: within(section), user: userEvent.setup() };
}

describe('Configurações → Segurança', () => {
  it('turns two-factor on: password, QR code and key, a code, then the backup codes once', async () => {
    const { api, section, user } = await openSecurity();
    expect(section.getByText(T.section.statusOff)).toBeVisible();
    api.on(ENABLE, () => ok({ totpURI: URI, backupCodes: CODES }));
    await user.click(section.getByRole('button', { name: T.enable.start }));
    await user.type(section.getByLabelText(T.enable.passwordLabel), 'minha senha atual');
    await user.click(section.getByRole('button', { name: T.enable.continue }));

    expect(await section.findByRole('img', { name: T.enable.qrLabel })).toBeVisible();
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(api.callsTo(ENABLE)[0]?.body).toEqual({ password: 'minha senha atual' });

    api.on(VERIFY, () => {
      api.setSession(withTwoFactor(MEMBER_ME, true));
      return ok({ token: 't' });
    });
    await user.type(section.getByLabelText(T.login.codeLabel), '123456');
    await user.click(section.getByRole('button', { name: T.enable.confirm }));
    const list = await section.findByRole('list', { name: T.backupCodes.listLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ code: '123456' });

    await user.click(section.getByRole('button', { name: T.backupCodes.done }));
    expect(await section.findByText(T.section.statusOn)).toBeVisible();
    expect(section.queryByRole('list', { name: T.backupCodes.listLabel })).not.toBeInTheDocument();
  });

  it('shows a wrong password and a wrong code on their fields', async () => {
    const { api, section, user } = await openSecurity();
    api.on(ENABLE, () => apiError(400, 'invalid_password', 'Senha atual incorreta.'));
    await user.click(section.getByRole('button', { name: T.enable.start }));
    await user.type(section.getByLabelText(T.enable.passwordLabel), 'errada');
    await user.click(section.getByRole('button', { name: T.enable.continue }));
    expect(await section.findByText('Senha atual incorreta.')).toBeVisible();

    api.on(ENABLE, () => ok({ totpURI: URI, backupCodes: CODES }));
    api.on(VERIFY, () => apiError(401, 'invalid_code', T.errors.invalidCode));
    await user.click(section.getByRole('button', { name: T.enable.continue }));
    await user.type(await section.findByLabelText(T.login.codeLabel), '000000');
    await user.click(section.getByRole('button', { name: T.enable.confirm }));
    expect(await section.findByText(T.errors.invalidCode)).toBeVisible();
  });

  it('regenerates the backup codes and turns two-factor off, each with her password', async () => {
    const { api, section, user } = await openSecurity(withTwoFactor(MEMBER_ME, true));
    api.on(REGENERATE, () => ok({ status: true, backupCodes: CODES }));
    await user.click(section.getByRole('button', { name: T.backupCodes.regenerate }));
    await user.type(section.getByLabelText(T.enable.passwordLabel), 'minha senha atual');
    await user.click(section.getByRole('button', { name: T.backupCodes.regenerateConfirm }));
    expect(await section.findByRole('list', { name: T.backupCodes.listLabel })).toBeVisible();
    await user.click(section.getByRole('button', { name: T.backupCodes.done }));

    api.on(DISABLE, () => {
      api.setSession(withTwoFactor(MEMBER_ME, false));
      return ok({ status: true });
    });
    await user.click(section.getByRole('button', { name: T.disable.start }));
    await user.type(section.getByLabelText(T.enable.passwordLabel), 'minha senha atual');
    await user.click(section.getByRole('button', { name: T.disable.confirm }));
    expect(await section.findByText(T.section.statusOff)).toBeVisible();
    expect(api.callsTo(DISABLE)[0]?.body).toEqual({ password: 'minha senha atual' });
  });

  it('tells a platform administrator that she needs it', async () => {
    const admin: Me = { ...MEMBER_ME, user: { ...MEMBER_ME.user!, role: 'admin' } };
    const { section } = await openSecurity(admin);
    expect(section.getByText(T.section.adminRequired)).toBeVisible();
  });
});
