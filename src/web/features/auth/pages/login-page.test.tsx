import { WELCOME_COPY } from '@domain/copy/welcome';
import { COPY, MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedApi } from '@web/features/posts/test-data';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const SIGN_IN = 'POST /api/auth/sign-in/email';

async function fillAndSubmit(email = 'ana@example.com', password = 'uma frase secreta') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: MSG.auth.signIn }));
  return user;
}

describe('login page', () => {
  it('validates before calling the API', async () => {
    const { api } = renderRoute('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.auth.signIn }));
    expect(await screen.findByText(MSG.auth.emailRequired)).toBeVisible();
    expect(screen.getByText(MSG.auth.passwordRequired)).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(SIGN_IN)).toHaveLength(0);
  });

  it("says 'Entrando...' and is disabled while the request runs, then goes to the feed", async () => {
    const pending = deferred<Reply>();
    const api = createFakeApi().on(SIGN_IN, () => pending.promise);
    renderRoute('/login', { api });
    await fillAndSubmit();

    const busy = await screen.findByRole('button', { name: MSG.auth.signingIn });
    expect(busy).toBeDisabled();
    expect(api.callsTo(SIGN_IN)[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'uma frase secreta',
    });

    api.setSession(MEMBER_ME);
    pending.resolve(ok({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  });

  it('shows the credentials error on 401', async () => {
    const api = createFakeApi().on(SIGN_IN, () =>
      apiError(401, 'invalid_credentials', 'Falha ao entrar. Verifique suas credenciais.'),
    );
    renderRoute('/login', { api });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.auth.loginFailed);
    expect(screen.getByRole('button', { name: MSG.auth.signIn })).toBeEnabled();
    expect(screen.queryByRole('button', { name: MSG.auth.resendVerification })).not.toBeInTheDocument();
  });

  it('on 403 (e-mail not confirmed) explains and offers to resend the confirmation e-mail', async () => {
    const api = createFakeApi()
      .on(SIGN_IN, () => apiError(403, 'email_not_verified', MSG.auth.emailNotVerified))
      .on('POST /api/auth/send-verification-email', () => ok({ status: true }));
    renderRoute('/login', { api });
    const user = await fillAndSubmit('Ana@Example.com ');

    const alert = await screen.findByRole('alert');
    await within(alert).findByText(MSG.auth.emailNotVerified);
    await user.click(screen.getByRole('button', { name: MSG.auth.resendVerification }));

    expect(await screen.findByText(MSG.auth.verificationResent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ana@example.com',
      callbackURL: '/verification-success',
    });
  });

  it("shows the server's message when rate limited", async () => {
    const api = createFakeApi().on(SIGN_IN, () => apiError(429, 'rate_limited', MSG.common.rateLimited));
    renderRoute('/login', { api });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.common.rateLimited);
  });

  it('shows the notice it was sent with (after a password reset)', async () => {
    renderRoute('/login', { state: { notice: MSG.auth.resetDone } });
    const notice = await screen.findByText(MSG.auth.resetDone);
    // A polite live region, not an alert: nothing went wrong.
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('links to sign-up and to the forgotten-password page', async () => {
    renderRoute('/login');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: MSG.auth.forgotPassword })).toHaveAttribute(
      'href',
      '/esqueci-senha',
    );
    expect(within(main).getByRole('link', { name: MSG.auth.signUp })).toHaveAttribute('href', '/register');
  });

  it('at / says what Elas Rede is and for whom, with sign-up, beside the login card (no header)', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: WELCOME_COPY.headline })).toBeVisible();
    for (const audience of WELCOME_COPY.audiences) expect(screen.getByText(audience.title)).toBeVisible();
    const signUps = screen.getAllByRole('link', { name: MSG.auth.signUp });
    expect(signUps.map((link) => link.getAttribute('href'))).toEqual(['/register', '/register']);
    expect(screen.getByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Elas Rede, página inicial' })).toHaveAttribute('href', '/home');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(COPY.brand.documentTitle));
  });

  it('at / sends a signed-in member straight to her feed', async () => {
    const { router } = renderRoute('/', { api: feedApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(screen.queryByRole('heading', { name: WELCOME_COPY.headline })).not.toBeInTheDocument();
  });

  it('signing in at / goes to the feed, told she has just signed in (the onboarding greeting)', async () => {
    const api = createFakeApi().on(SIGN_IN, () => {
      api.setSession(MEMBER_ME);
      return ok({});
    });
    const { router } = renderRoute('/', { api });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
    expect(router.state.location.state).toEqual({ signedIn: true });
  });
});
