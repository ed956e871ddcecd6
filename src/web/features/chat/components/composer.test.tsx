import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { MESSAGE_MAX_LENGTH } from '@domain/limits';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxKey, readRecords, resetOutbox } from '../outbox';
import { aConversation, aMessage, chatApi } from '../test-data';

// Sending from a thread (issue 18): at once as 'Enviando…', idempotent by clientId, kept in the
// outbox across failures and reloads, 'Não enviada — tentar novamente' resending the same id.

const C = CHAT_COPY.composer;
const M = CHAT_COPY.message;
const WAIT = { timeout: 5000 };
const SEND = 'POST /api/chat/conversations/c-bia/messages';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  localStorage.clear();
  resetOutbox();
});

function conversation() {
  return aConversation({ id: 'c-bia' }, [aMessage({ conversationId: 'c-bia', seq: 1, body: 'Oi Ana' })]);
}

/** The server answers `failure` to every send while `failing()` says so, then sends for real. */
function flakyApi(failure: () => Reply) {
  const state = { failing: true };
  const fake = chatApi({
    conversations: [conversation()],
    onSend: () => (state.failing ? failure() : undefined),
  });
  return { fake, state };
}

const offline = (): Reply => {
  throw new TypeError('Failed to fetch');
};

async function open(fake = chatApi({ conversations: [conversation()] })) {
  const result = renderRoute('/chat/c-bia', { api: fake });
  const log = await screen.findByRole('log', {}, WAIT);
  await within(log).findByText('Oi Ana', {}, WAIT);
  return { ...result, log, user: userEvent.setup(), box: screen.getByRole('textbox', { name: C.label }) };
}

const sentIds = (fake: ReturnType<typeof chatApi>) =>
  fake.fetch.mock.calls
    .filter(([input, init]) => String(input).endsWith('/c-bia/messages') && init?.method === 'POST')
    .map(([, init]) => (init?.body as FormData | undefined)?.get('clientId'));

const delivered = (fake: ReturnType<typeof chatApi>) => fake.conversations.get('c-bia')?.messages ?? [];

describe('sending a message', { timeout: 20_000 }, () => {
  it("shows it at once as 'Enviando…', posts it with its own id, then shows it delivered", async () => {
    const answer = deferred<Reply>();
    let answered = false;
    const fake = chatApi({
      conversations: [conversation()],
      onSend: () => (answered ? undefined : (answer.promise as never)),
    });
    const { log, user, box } = await open(fake);

    await user.type(box, 'Bom dia!{Enter}');
    expect(box).toHaveValue('');
    expect(await within(log).findByText('Bom dia!', {}, WAIT)).toBeVisible();
    expect(within(log).getByText(M.sending)).toBeVisible();
    const [form] = fake.fetch.mock.calls
      .filter(([input, init]) => String(input).endsWith('/messages') && init?.method === 'POST')
      .map(([, init]) => init?.body as FormData);
    expect(form?.get('clientId')).toMatch(UUID);
    expect(form?.get('body')).toBe('Bom dia!');

    answered = true;
    answer.resolve(undefined as never);
    await waitFor(() => expect(within(log).queryByText(M.sending)).toBeNull(), WAIT);
    expect(within(log).getAllByText('Bom dia!')).toHaveLength(1);
  });

  it('keeps Shift+Enter as a line break and sends nothing empty', async () => {
    const fake = chatApi({ conversations: [conversation()] });
    const { user, box } = await open(fake);
    await user.type(box, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(box).toHaveValue('linha 1\nlinha 2');
    expect(fake.callsTo(SEND)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(await screen.findByText(CHAT_ERRORS.emptyMessage, {}, WAIT)).toBeVisible();
    expect(fake.callsTo(SEND)).toHaveLength(0);
  });

  it('counts the characters left and refuses a message over the limit', async () => {
    const fake = chatApi({ conversations: [conversation()] });
    const { user, box } = await open(fake);
    expect(screen.getByText(C.remaining(0))).toBeVisible();
    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH + 2) } });
    expect(screen.getByText('2 caracteres acima do limite')).toBeVisible();
    await user.click(screen.getByRole('button', { name: C.send }));
    expect(await screen.findByText(CHAT_ERRORS.messageTooLong, {}, WAIT)).toBeVisible();
    expect(fake.callsTo(SEND)).toHaveLength(0);
  });

  it("offers 'Não enviada — tentar novamente' when it fails, and resends it with the same id", async () => {
    const { fake, state } = flakyApi(() => apiError(503, 'internal', 'Indisponível.'));
    const { log, user, box } = await open(fake);
    await user.type(box, 'Você viu a vaga?{Enter}');
    const retry = await within(log).findByRole('button', { name: M.failed }, WAIT);
    // Kept across a reload meanwhile.
    expect(readRecords('u-ana').map((record) => record.body)).toEqual(['Você viu a vaga?']);

    state.failing = false;
    await user.click(retry);
    await waitFor(() => expect(within(log).queryByRole('button', { name: M.failed })).toBeNull(), WAIT);
    const [first, second] = sentIds(fake);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(delivered(fake).filter((m) => m.body === 'Você viu a vaga?')).toHaveLength(1);
    expect(localStorage.getItem(outboxKey('u-ana'))).toBeNull();
  });

  it('sends what was left unsent again when the page opens anew (a reload), once', async () => {
    const { fake, state } = flakyApi(offline);
    const first = await open(fake);
    await first.user.type(first.box, 'Mensagem sem rede{Enter}');
    await within(first.log).findByRole('button', { name: M.failed }, WAIT);
    const [clientId] = sentIds(fake);

    // A reload: the page and this module's memory are gone, localStorage stays.
    cleanup();
    resetOutbox();
    state.failing = false;
    const second = await open(fake);
    expect(await within(second.log).findByText('Mensagem sem rede', {}, WAIT)).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(outboxKey('u-ana'))).toBeNull(), WAIT);
    expect(sentIds(fake)).toEqual([clientId, clientId]);
    expect(delivered(fake).filter((m) => m.body === 'Mensagem sem rede')).toHaveLength(1);
    await waitFor(() => expect(within(second.log).getAllByText('Mensagem sem rede')).toHaveLength(1));
  });

  it('sends the waiting ones again when the browser is back online', async () => {
    const { fake, state } = flakyApi(offline);
    const { log, user, box } = await open(fake);
    await user.type(box, 'Voltei{Enter}');
    await within(log).findByRole('button', { name: M.failed }, WAIT);
    state.failing = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(log).queryByRole('button', { name: M.failed })).toBeNull(), WAIT);
    expect(delivered(fake).filter((m) => m.body === 'Voltei')).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the message for good, and forgets it", async () => {
    const { fake } = flakyApi(() =>
      apiError(422, 'invalid_input', 'Não é possível enviar mensagens para esta pessoa.'),
    );
    const { log, user, box } = await open(fake);
    await user.type(box, 'Oi?{Enter}');
    expect(
      await within(log).findByText('Não é possível enviar mensagens para esta pessoa.', {}, WAIT),
    ).toBeVisible();
    expect(within(log).queryByRole('button', { name: M.failed })).toBeNull();
    expect(localStorage.getItem(outboxKey('u-ana'))).toBeNull();
    await user.click(within(log).getByRole('button', { name: M.discard }));
    await waitFor(() => expect(within(log).queryByText('Oi?')).toBeNull());
  });

  it('attaches one image, previewed, and sends it in the multipart body (kept in this tab only)', async () => {
    const { fake } = flakyApi(offline);
    const { log, user } = await open(fake);
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-image-input'), file);
    expect(screen.getByRole('button', { name: C.removeImage })).toBeVisible();
    await user.click(screen.getByRole('button', { name: C.send }));
    await within(log).findByRole('button', { name: M.failed }, WAIT);
    const form = fake.fetch.mock.calls.find(
      ([input, init]) => String(input).endsWith('/messages') && init?.method === 'POST',
    )?.[1]?.body as FormData;
    expect(form.get('image')).toBe(file);
    expect(form.get('body')).toBeNull();
    // A File cannot outlive the page: nothing of it is stored.
    expect(localStorage.getItem(outboxKey('u-ana'))).toBeNull();
  });

  it('refuses a file that is not an image', async () => {
    await open();
    // The picker offers images only; a file dropped past it is still refused.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('chat-image-input'),
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('Por favor, selecione apenas arquivos de imagem.', {}, WAIT),
    ).toBeVisible();
  });
});
