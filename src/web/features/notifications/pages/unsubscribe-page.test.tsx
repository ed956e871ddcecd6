import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

// /descadastrar?token=… (issue 16): the one-click unsubscribe of the e-mails, no session needed.

const T = NOTIFICATIONS_COPY.unsubscribe;
const WAIT = { timeout: 5000 };
const INFO = 'GET /api/notifications/unsubscribe';
const POST = 'POST /api/notifications/unsubscribe';

function api(kind: string = 'post_comment') {
  return createFakeApi()
    .on(INFO, () => ok({ kind, email: 'a***@exemplo.com.br' }))
    .on(POST, () => ok({}));
}

describe('/descadastrar', { timeout: 15_000 }, () => {
  it('says what the link turns off, and turns it off with one button (no session)', async () => {
    const fake = api();
    const { router } = renderRoute('/descadastrar?token=tok-123', { api: fake });
    expect(await screen.findByRole('heading', { level: 1, name: T.title }, WAIT)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este link desativa os e-mails de: Comentários nas suas publicações. Enviados para a***@exemplo.com.br.',
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo(INFO)[0]?.query).toEqual({ token: 'tok-123' });
    // Opening the page (as a mail scanner would) changes nothing.
    expect(fake.callsTo(POST)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByRole('heading', { level: 1, name: T.doneTitle }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Você não receberá mais e-mails de: Comentários nas suas publicações.',
    );
    expect(fake.callsTo(POST)).toHaveLength(1);
    expect(fake.callsTo(POST)[0]?.query).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: T.manageLink })).toHaveAttribute('href', '/configuracoes#emails');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(router.state.location.pathname).toBe('/descadastrar');
  });

  it('names the daily digest when the link is the digest’s', async () => {
    renderRoute('/descadastrar?token=tok-digest', { api: api('digest') });
    expect(
      await screen.findByText(/Este link desativa os e-mails de: Resumo diário das notificações\./, {}, WAIT),
    ).toBeInTheDocument();
  });

  it('explains a link that is unknown or expired', async () => {
    const fake = createFakeApi().on(INFO, () => apiError(404, 'not_found', 'Link não encontrado.'));
    renderRoute('/descadastrar?token=velho', { api: fake });
    expect(await screen.findByRole('heading', { level: 1, name: T.invalidTitle }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(T.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.confirm })).not.toBeInTheDocument();
  });

  it('explains a link without its token, asking nothing', async () => {
    const fake = createFakeApi();
    renderRoute('/descadastrar', { api: fake });
    expect(await screen.findByRole('heading', { level: 1, name: T.invalidTitle }, WAIT)).toBeInTheDocument();
    expect(fake.callsTo(INFO)).toHaveLength(0);
  });

  it('keeps the button when turning it off fails, saying so', async () => {
    const fake = api().on(POST, () => apiError(500, 'internal', 'Erro.'));
    renderRoute('/descadastrar?token=tok-123', { api: fake });
    await userEvent.setup().click(await screen.findByRole('button', { name: T.confirm }, WAIT));
    expect(await screen.findByText(T.error, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.confirm })).toBeInTheDocument();
  });
});
