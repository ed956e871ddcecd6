import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { MSG } from '@domain/messages';
import { BRASILIA_TIME_ZONE } from '@domain/time-zone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetOutbox } from '../outbox';
import { aConversation, aMessage, BIA, CARLA, chatApi, DANI } from '../test-data';

// /chat/:id (issue 18): the messages, the day headings, 'Visto', history upwards, her own
// message's menu, a request's banner and the options of the conversation.

const M = CHAT_COPY.message;
const WAIT = { timeout: 5000 };
// The first render also transforms the page's code: seconds on a loaded 2-core machine.
const FIRST_WAIT = { timeout: 15_000 };
const at = (iso: string) => new Date(iso).toISOString();

beforeEach(() => {
  localStorage.clear();
  resetOutbox();
});
afterEach(() => vi.useRealTimers());

function thread() {
  // Noon of yesterday in São Paulo, whose calendar the day headings follow (not the machine's:
  // between 21h and midnight there, UTC is already on the next day).
  const yesterdayThere = new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE }).format(
    Date.now() - 24 * 3600_000,
  );
  const yesterday = new Date(`${yesterdayThere}T12:00:00-03:00`);
  return aConversation({ id: 'c-bia', readers: [{ memberId: BIA.id, lastReadSeq: 3 }] }, [
    aMessage({
      conversationId: 'c-bia',
      seq: 1,
      body: 'Oi!\nTudo bem?',
      createdAt: at('2025-03-12T15:00:00Z'),
    }),
    aMessage({
      conversationId: 'c-bia',
      seq: 2,
      body: 'Veja www.elasrede.com.br/vagas.',
      createdAt: yesterday.toISOString(),
    }),
    aMessage(
      { conversationId: 'c-bia', seq: 3, body: 'Tudo ótimo', editedAt: new Date().toISOString() },
      { mine: true, ageMinutes: 3 },
    ),
    aMessage(
      { conversationId: 'c-bia', seq: 4, body: null, deletedAt: new Date().toISOString() },
      { ageMinutes: 2 },
    ),
  ]);
}

async function open(path = '/chat/c-bia', fake = chatApi({ conversations: [thread()] })) {
  const result = renderRoute(path, { api: fake });
  const log = await screen.findByRole('log', {}, FIRST_WAIT);
  await within(log).findAllByRole('listitem', {}, WAIT);
  return { ...result, log, user: userEvent.setup() };
}

const bubbles = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .filter((item) => !within(item).queryByRole('heading'));

describe('/chat/:id', { timeout: 20_000 }, () => {
  it('shows the messages oldest first under their day, with links, line breaks, Editada and Mensagem apagada', async () => {
    const { log } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Bia Lima' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bia Lima' })).toHaveAttribute('href', '/m/bia-lima');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAccessibleName(CHAT_COPY.thread.log('Bia Lima'));

    const days = within(log)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(days).toEqual(['12 de março de 2025', 'Ontem', 'Hoje']);

    const items = bubbles(log);
    expect(items).toHaveLength(4);
    const text = within(items[0] as HTMLElement).getByText(/Oi!/);
    expect(text.textContent).toBe('Oi!\nTudo bem?');
    expect(text.closest('p')).toHaveClass('whitespace-pre-wrap');
    const link = within(items[1] as HTMLElement).getByRole('link', { name: /www\.elasrede\.com\.br\/vagas/ });
    expect(link).toHaveAttribute('href', 'https://www.elasrede.com.br/vagas');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(items[2] as HTMLElement).getByText(/Editada/)).toBeVisible();
    expect(within(items[3] as HTMLElement).getByText(M.deleted)).toHaveClass('italic');
  });

  it("says 'Visto' under her newest message once the other member read it", async () => {
    const { log } = await open();
    const mine = bubbles(log)[2] as HTMLElement;
    expect(within(mine).getByText(/Visto/)).toBeVisible();
    expect(within(bubbles(log)[0] as HTMLElement).queryByText(/Visto/)).toBeNull();
  });

  it("waits for 'Visto' while the other member has not read it", async () => {
    const conversation = thread();
    conversation.readers = [{ memberId: BIA.id, lastReadSeq: 2 }];
    const { log } = await open('/chat/c-bia', chatApi({ conversations: [conversation] }));
    expect(within(log).queryByText(/Visto/)).toBeNull();
  });

  it("says 'Visto por N pessoas' in a group, and who wrote each message", async () => {
    const group = aConversation(
      {
        id: 'c-grupo',
        kind: 'group',
        title: 'Dados Delas',
        participants: [BIA, CARLA],
        memberCount: 3,
        readers: [
          { memberId: BIA.id, lastReadSeq: 2 },
          { memberId: CARLA.id, lastReadSeq: 2 },
        ],
      },
      [
        aMessage({ conversationId: 'c-grupo', seq: 1, author: CARLA, body: 'Bom dia' }, { ageMinutes: 10 }),
        aMessage(
          { conversationId: 'c-grupo', seq: 2, body: 'Bom dia, meninas' },
          { mine: true, ageMinutes: 5 },
        ),
      ],
    );
    const { log } = await open('/chat/c-grupo', chatApi({ conversations: [group] }));
    expect(screen.getByText('3 participantes')).toBeVisible();
    const [carla, mine] = bubbles(log) as [HTMLElement, HTMLElement];
    expect(within(carla).getByText('Carla Dias', { selector: 'p' })).toBeVisible();
    expect(within(mine).getByText(/Visto por 2 pessoas/)).toBeVisible();
  });

  it("loads older messages with 'Carregar mensagens anteriores', above the ones shown", async () => {
    const many = Array.from({ length: 35 }, (_, i) =>
      aMessage(
        { conversationId: 'c-bia', seq: i + 1, body: `Mensagem número ${i + 1}` },
        { ageMinutes: 100 - i },
      ),
    );
    const fake = chatApi({ conversations: [aConversation({ id: 'c-bia' }, many)] });
    const { log, user } = await open('/chat/c-bia', fake);
    expect(bubbles(log)).toHaveLength(30);
    expect(within(log).queryByText('Mensagem número 5')).toBeNull();
    await user.click(screen.getByRole('button', { name: CHAT_COPY.thread.loadOlder }));
    await waitFor(() => expect(bubbles(log)).toHaveLength(35), WAIT);
    expect(bubbles(log)[0]).toHaveTextContent('Mensagem número 1');
    expect(fake.callsTo('GET /api/chat/conversations/c-bia/messages').at(-1)?.query.cursor).toBe('5');
    expect(screen.queryByRole('button', { name: CHAT_COPY.thread.loadOlder })).toBeNull();
  });

  it('marks the conversation read up to its newest message when she opens it', async () => {
    const conversation = thread();
    conversation.unread = true;
    const fake = chatApi({ conversations: [conversation], unread: 1 });
    await open('/chat/c-bia', fake);
    await waitFor(
      () => expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')).toHaveLength(1),
      WAIT,
    );
    expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')[0]?.body).toEqual({ seq: 4 });
  });

  it('waits until the tab is visible before marking read', async () => {
    const conversation = thread();
    conversation.unread = true;
    const fake = chatApi({ conversations: [conversation], unread: 1 });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await open('/chat/c-bia', fake);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')).toHaveLength(0);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(
      () => expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')).toHaveLength(1),
      WAIT,
    );
    visibility.mockRestore();
  });

  it('does not mark read what the server already counts as read', async () => {
    const fake = chatApi({ conversations: [thread()] });
    await open('/chat/c-bia', fake);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('POST /api/chat/conversations/c-bia/read')).toHaveLength(0);
  });

  it('edits her message in place (Enter saves) and deletes it for everyone after a confirmation', async () => {
    const fake = chatApi({ conversations: [thread()] });
    const { log, user } = await open('/chat/c-bia', fake);
    const mine = () => bubbles(log)[2] as HTMLElement;
    // Others' messages offer only 'Denunciar' (issue 19).
    const theirs = bubbles(log)[0] as HTMLElement;
    await user.click(within(theirs).getByRole('button', { name: M.menu }));
    expect(within(theirs).getByRole('button', { name: MSG.common.report })).toBeVisible();
    expect(within(theirs).queryByRole('button', { name: M.edit })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(within(mine()).getByRole('button', { name: M.menu }));
    await user.click(await within(mine()).findByRole('button', { name: M.edit }, WAIT));
    const box = within(mine()).getByRole('textbox', { name: M.editLabel });
    await user.clear(box);
    await user.type(box, 'Tudo ótimo, e você?{Enter}');
    await waitFor(() => expect(fake.callsTo('PATCH /api/chat/messages/m-c-bia-3')).toHaveLength(1), WAIT);
    expect(fake.callsTo('PATCH /api/chat/messages/m-c-bia-3')[0]?.body).toEqual({
      body: 'Tudo ótimo, e você?',
    });
    expect(await within(mine()).findByText('Tudo ótimo, e você?', {}, WAIT)).toBeVisible();

    await user.click(within(mine()).getByRole('button', { name: M.menu }));
    await user.click(await within(mine()).findByRole('button', { name: M.delete }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: M.confirmDeleteTitle }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: M.confirmDelete }));
    await waitFor(() => expect(fake.callsTo('DELETE /api/chat/messages/m-c-bia-3')).toHaveLength(1), WAIT);
    expect(await within(mine()).findByText(M.deleted, {}, WAIT)).toHaveClass('italic');
    expect(within(mine()).queryByRole('button', { name: M.menu })).toBeNull();
  });

  it('offers no edit once the server says the window is over', async () => {
    const conversation = aConversation({ id: 'c-bia' }, [
      aMessage({ conversationId: 'c-bia', seq: 1, body: 'Antiga' }, { mine: true, ageMinutes: 60 }),
    ]);
    const { log, user } = await open('/chat/c-bia', chatApi({ conversations: [conversation] }));
    await user.click(within(log).getByRole('button', { name: M.menu }));
    expect(await within(log).findByRole('button', { name: M.delete }, WAIT)).toBeVisible();
    expect(within(log).queryByRole('button', { name: M.edit })).toBeNull();
  });

  it('a request shows who wrote and why it waits; Aceitar moves it to her inbox', async () => {
    const request = aConversation({ id: 'c-pedido', participants: [DANI], state: 'request' }, [
      aMessage({ conversationId: 'c-pedido', seq: 1, author: DANI, body: 'Oi, posso perguntar?' }),
    ]);
    const fake = chatApi({ conversations: [request] });
    const { user } = await open('/chat/c-pedido', fake);
    const banner = screen.getByRole('region', { name: CHAT_COPY.request.title });
    expect(banner).toHaveTextContent(CHAT_COPY.request.text('Dani Rocha'));
    await user.click(within(banner).getByRole('button', { name: CHAT_COPY.request.accept }));
    await waitFor(() => expect(fake.callsTo('POST /api/chat/conversations/c-pedido/accept')).toHaveLength(1));
    expect(await screen.findByText(CHAT_COPY.request.accepted, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: CHAT_COPY.request.title })).toBeNull());
  });

  it('Recusar declines quietly and goes back to her requests', async () => {
    const request = aConversation({ id: 'c-pedido', participants: [DANI], state: 'request' }, [
      aMessage({ conversationId: 'c-pedido', seq: 1, author: DANI, body: 'Oi, posso perguntar?' }),
    ]);
    const fake = chatApi({ conversations: [request] });
    const { user, router } = await open('/chat/c-pedido', fake);
    await user.click(screen.getByRole('button', { name: CHAT_COPY.request.decline }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/solicitacoes'), WAIT);
    expect(fake.callsTo('POST /api/chat/conversations/c-pedido/decline')).toHaveLength(1);
    expect(await screen.findByText(CHAT_COPY.list.empty.requests, {}, WAIT)).toBeVisible();
  });

  it('mutes and archives from the options menu', async () => {
    const fake = chatApi({ conversations: [thread()] });
    const { user } = await open('/chat/c-bia', fake);
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.label }));
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.mute }));
    await waitFor(() => expect(fake.callsTo('PATCH /api/chat/conversations/c-bia')).toHaveLength(1));
    expect(fake.callsTo('PATCH /api/chat/conversations/c-bia')[0]?.body).toEqual({ muted: true });
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.label }));
    expect(screen.getByRole('button', { name: CHAT_COPY.menu.unmute })).toBeVisible();
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.archive }));
    await waitFor(() => expect(fake.callsTo('PATCH /api/chat/conversations/c-bia')).toHaveLength(2));
    expect(fake.callsTo('PATCH /api/chat/conversations/c-bia')[1]?.body).toEqual({ archived: true });
    // A direct conversation has no group options.
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.label }));
    expect(screen.queryByRole('button', { name: CHAT_COPY.menu.leave })).toBeNull();
  });

  it("leaves a group after 'Sair do grupo?' and goes back to her inbox", async () => {
    const group = aConversation(
      { id: 'c-grupo', kind: 'group', title: 'Dados Delas', participants: [BIA, CARLA], memberCount: 3 },
      [aMessage({ conversationId: 'c-grupo', seq: 1, body: 'Oi' })],
    );
    const fake = chatApi({ conversations: [group] });
    fake.on('DELETE /api/chat/conversations/c-grupo/members/me', () => ({ status: 204 }));
    const { user, router } = await open('/chat/c-grupo', fake);
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.label }));
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.leave }));
    const dialog = await screen.findByRole('dialog', { name: CHAT_COPY.menu.leaveTitle }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: CHAT_COPY.menu.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'), WAIT);
    expect(fake.callsTo('DELETE /api/chat/conversations/c-grupo/members/me')).toHaveLength(1);
  });

  it('renames a group and adds people among her connections who are not in it yet', async () => {
    const group = aConversation(
      { id: 'c-grupo', kind: 'group', title: 'Dados Delas', participants: [BIA, CARLA], memberCount: 3 },
      [aMessage({ conversationId: 'c-grupo', seq: 1, body: 'Oi' })],
    );
    const fake = chatApi({ conversations: [group] });
    fake.on('POST /api/chat/conversations/c-grupo/members', ({ body }) => {
      const ids = (body as { memberIds: string[] }).memberIds;
      group.participants = [...group.participants, ...[DANI].filter((p) => ids.includes(p.id))];
      group.memberCount = group.participants.length + 1;
      const { messages: _, ...detail } = group;
      return { status: 200, body: { ...detail, lastMessage: null } };
    });
    const { user } = await open('/chat/c-grupo', fake);
    const menu = () => screen.getByRole('button', { name: CHAT_COPY.menu.label });

    await user.click(menu());
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.rename }));
    let dialog = await screen.findByRole('dialog', { name: CHAT_COPY.menu.renameTitle }, WAIT);
    const name = within(dialog).getByRole('textbox', { name: CHAT_COPY.newGroup.nameLabel });
    expect(name).toHaveValue('Dados Delas');
    await user.clear(name);
    await user.type(name, 'Dados Delas SP{Enter}');
    await waitFor(() => expect(fake.callsTo('PATCH /api/chat/conversations/c-grupo')).toHaveLength(1), WAIT);
    expect(fake.callsTo('PATCH /api/chat/conversations/c-grupo')[0]?.body).toEqual({
      title: 'Dados Delas SP',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Delas SP' }, WAIT)).toBeVisible();
    await waitFor(() => expect(menu()).toHaveFocus());

    await user.click(menu());
    await user.click(screen.getByRole('button', { name: CHAT_COPY.menu.addPeople }));
    dialog = await screen.findByRole('dialog', { name: CHAT_COPY.menu.addTitle }, WAIT);
    // Who is in the group already is not offered.
    await within(dialog).findByRole('checkbox', { name: 'Dani Rocha' }, WAIT);
    expect(within(dialog).queryByRole('checkbox', { name: 'Bia Lima' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dani Rocha' }));
    await user.click(within(dialog).getByRole('button', { name: CHAT_COPY.menu.add }));
    await waitFor(
      () => expect(fake.callsTo('POST /api/chat/conversations/c-grupo/members')).toHaveLength(1),
      WAIT,
    );
    expect(fake.callsTo('POST /api/chat/conversations/c-grupo/members')[0]?.body).toEqual({
      memberIds: ['u-dani'],
    });
    expect(await screen.findByText('4 participantes', {}, WAIT)).toBeVisible();
  });

  it("has 'Voltar para conversas' on a phone, and the list beside the thread from 1024 px", async () => {
    const { user, router } = await open();
    expect(screen.queryByRole('list', { name: CHAT_COPY.list.label.inbox })).toBeNull();
    await user.click(screen.getByRole('link', { name: CHAT_COPY.thread.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });

  it('shows her conversations beside the thread on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('64rem'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await open();
    const list = await screen.findByRole('list', { name: CHAT_COPY.list.label.inbox }, WAIT);
    expect(within(list).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chat/c-bia');
    expect(screen.getByRole('heading', { level: 2, name: CHAT_COPY.title })).toBeVisible();
    expect(screen.queryByRole('link', { name: CHAT_COPY.thread.back })).toBeNull();
  });

  it('says so when the conversation is not hers (404)', async () => {
    renderRoute('/chat/c-outra', { api: chatApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: CHAT_ERRORS.conversationNotFound }, WAIT),
    ).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    await open();
    await expectNoSeriousA11yProblems();
  });
});
