import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { MSG } from '@domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const CHANGE = 'POST /api/auth/change-password';

async function changePassword(current = 'senha antiga segura', next = 'uma nova frase longa') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(MSG.auth.currentPassword), current);
  await user.type(screen.getByLabelText(MSG.auth.newPassword), next);
  await user.type(screen.getByLabelText(MSG.auth.confirmNewPassword), next);
  await user.click(screen.getByRole('button', { name: MSG.auth.changePassword }));
}

describe('settings page', () => {
  it('changes the password, ending the other sessions, and confirms with a toast', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on(CHANGE, () => ok({ token: 't' }));
    renderRoute('/configuracoes', { api });
    await changePassword();
    expect(await screen.findByText(MSG.auth.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo(CHANGE)[0]?.body).toEqual({
      currentPassword: 'senha antiga segura',
      newPassword: 'uma nova frase longa',
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText(MSG.auth.currentPassword)).toHaveValue('');
  });

  it('puts a wrong current password on that field', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on(CHANGE, () =>
      apiError(400, 'invalid_password', 'Invalid password'),
    );
    renderRoute('/configuracoes', { api });
    await changePassword();
    const current = screen.getByLabelText(MSG.auth.currentPassword);
    expect(await screen.findByText(MSG.auth.currentPasswordWrong)).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
  });

  it('signs out everywhere only after confirming in a dialog, then goes to /', async () => {
    const api = createFakeApi({ session: MEMBER_ME });
    api.on('POST /api/auth/revoke-sessions', () => {
      api.setSession(VISITOR_ME);
      return ok({ status: true });
    });
    const { router } = renderRoute('/configuracoes', { api });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Configurações' });
    expect(screen.getByText(MSG.auth.signOutEverywhereHint)).toBeVisible();

    await user.click(screen.getByRole('button', { name: MSG.auth.signOutEverywhere }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    expect(dialog).toHaveAccessibleDescription(MSG.auth.signOutEverywhereHint);
    expect(api.callsTo('POST /api/auth/revoke-sessions')).toHaveLength(0);

    // Cancelling does nothing.
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/revoke-sessions')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: MSG.auth.signOutEverywhere }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: MSG.auth.signOutEverywhere }));

    expect(await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/auth/revoke-sessions')).toHaveLength(1);
  });

  it("offers her data as a download in 'Seus dados', next to the privacy policy", async () => {
    renderRoute('/configuracoes', { session: 'member' });
    const D = INSTITUTIONAL_COPY.settingsData;
    const section = await screen.findByRole('region', { name: D.title });
    expect(within(section).getByText(D.description)).toBeVisible();

    // A real link: the browser downloads the file and sends the session cookie with it.
    const download = within(section).getByRole('link', { name: D.download });
    expect(download).toHaveAttribute('href', '/api/profile/export');
    expect(download).toHaveAttribute('download');

    expect(within(section).getByRole('link', { name: D.privacyLink })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    // The account sections are still there.
    expect(screen.getByRole('heading', { level: 2, name: MSG.auth.changePassword })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: MSG.auth.signOutEverywhere })).toBeVisible();
  });
});
