import { CHAT_COPY } from '@domain/copy/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { aConversation, aMessage, BIA, CARLA, chatApi, DANI, ELISA } from '../test-data';

// /chat, /chat/solicitacoes and /chat/arquivadas (issue 18): her folders, the rows, the search,
// 'Nova conversa em grupo'.

const T = CHAT_COPY.list;
const WAIT = { timeout: 5000 };

function inbox() {
  return [
    aConversation({ id: 'c-bia', unread: true }, [
      aMessage({ conversationId: 'c-bia', seq: 1, body: 'Oi Ana!' }, { ageMinutes: 5 }),
    ]),
    aConversation({ id: 'c-carla', participants: [CARLA], muted: true }, [
      aMessage({ conversationId: 'c-carla', seq: 1, body: 'Até amanhã' }, { mine: true, ageMinutes: 90 }),
    ]),
    aConversation(
      { id: 'c-grupo', kind: 'group', title: 'Mulheres em Dados', participants: [BIA, DANI], memberCount: 3 },
      [
        aMessage(
          {
            conversationId: 'c-grupo',
            seq: 4,
            author: DANI,
            body: null,
            image: { url: '/uploads/x.webp', width: 10, height: 10 },
          },
          { ageMinutes: 60 * 30 },
        ),
      ],
    ),
    aConversation(
      {
        id: 'c-vaga',
        participants: [ELISA],
        context: { kind: 'vacancy', vacancyId: 'v-1', title: 'Engenheira de dados', companyName: 'Nuvem' },
      },
      [
        aMessage(
          {
            conversationId: 'c-vaga',
            seq: 2,
            author: ELISA,
            body: null,
            deletedAt: new Date().toISOString(),
          },
          { ageMinutes: 60 * 24 * 40 },
        ),
      ],
    ),
    aConversation({ id: 'c-pedido', participants: [DANI], state: 'request', unread: true }, [
      aMessage({ conversationId: 'c-pedido', seq: 1, author: DANI, body: 'Posso te fazer uma pergunta?' }),
    ]),
  ];
}

async function open(path = '/chat', fake = chatApi({ conversations: inbox() })) {
  const result = renderRoute(path, { api: fake });
  await screen.findByRole('heading', { level: 1, name: CHAT_COPY.title }, WAIT);
  return { ...result, user: userEvent.setup() };
}

const rows = async (label: string) =>
  within(await screen.findByRole('list', { name: label }, WAIT)).getAllByRole('listitem');

describe('/chat', { timeout: 20_000 }, () => {
  it('lists her inbox newest first, each row with its name, last message and time', async () => {
    await open();
    const items = await rows(T.label.inbox);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/chat/c-bia',
      '/chat/c-carla',
      '/chat/c-grupo',
      '/chat/c-vaga',
    ]);
    const [bia, carla, group, vacancy] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Unread: bold, a dot, and said to screen readers.
    expect(within(bia).getByRole('link')).toHaveAccessibleName(
      'Conversa não lida: Bia Lima, Oi Ana!, há 5 minutos',
    );
    expect(within(bia).getByText('Oi Ana!')).toBeVisible();
    expect(within(bia).getByText('há 5 minutos')).toBeVisible();
    expect(within(carla).getByText('Você: Até amanhã')).toBeVisible();
    expect(within(carla).getByRole('link')).toHaveAccessibleName(
      `Carla Dias, Você: Até amanhã, há 1 hora, ${CHAT_COPY.row.muted}`,
    );
    expect(within(group).getByText('Mulheres em Dados')).toBeVisible();
    expect(within(group).getByText('Dani Rocha: Imagem')).toBeVisible();
    expect(within(vacancy).getByText('Sobre a vaga Engenheira de dados')).toBeVisible();
    expect(within(vacancy).getByRole('link')).toHaveAccessibleName(
      /^Elisa Prado, Sobre a vaga Engenheira de dados, /,
    );
    expect(within(vacancy).getByText(CHAT_COPY.row.deleted)).toHaveClass('italic');
  });

  it("shows the folders as links, 'Solicitações' with how many wait for her", async () => {
    await open();
    const nav = screen.getByRole('navigation', { name: CHAT_COPY.folders.label });
    expect(await within(nav).findByRole('link', { name: 'Solicitações (1)' }, WAIT)).toHaveAttribute(
      'href',
      '/chat/solicitacoes',
    );
    expect(within(nav).getByRole('link', { name: 'Caixa de entrada' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Arquivadas' })).toHaveAttribute('href', '/chat/arquivadas');
  });

  it('searches her conversations by name (q in the address)', async () => {
    const fake = chatApi({ conversations: inbox() });
    const { user, router } = await open('/chat', fake);
    await rows(T.label.inbox);
    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'carla');
    await waitFor(() => expect(router.state.location.search).toBe('?q=carla'), WAIT);
    await waitFor(async () => expect(await rows(T.label.inbox)).toHaveLength(1), WAIT);
    expect(fake.callsTo('GET /api/chat/conversations').at(-1)?.query).toMatchObject({
      folder: 'inbox',
      q: 'carla',
    });

    await user.clear(screen.getByRole('searchbox', { name: T.searchLabel }));
    await user.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'zzz');
    expect(await screen.findByText(T.noResults('zzz'), {}, WAIT)).toBeVisible();
  });

  it('says so when she has no conversation yet', async () => {
    await open('/chat', chatApi());
    expect(await screen.findByText(T.empty.inbox, {}, WAIT)).toBeVisible();
    expect(screen.getByText(T.emptyHint.inbox)).toBeVisible();
  });

  it('lists the requests on /chat/solicitacoes, with the first message', async () => {
    await open('/chat/solicitacoes');
    const [request] = await rows(T.label.requests);
    expect(within(request as HTMLElement).getByText('Posso te fazer uma pergunta?')).toBeVisible();
    expect(within(request as HTMLElement).getByRole('link')).toHaveAttribute('href', '/chat/c-pedido');
    expect(screen.getByRole('link', { name: 'Solicitações (1)' })).toHaveAttribute('aria-current', 'page');
  });

  it("creates a group from 'Nova conversa em grupo' among her connections, then opens it", async () => {
    const fake = chatApi({ conversations: inbox() });
    const { user, router } = await open('/chat', fake);
    await user.click(screen.getByRole('button', { name: CHAT_COPY.newGroup.open }));
    const dialog = await screen.findByRole('dialog', { name: CHAT_COPY.newGroup.title }, WAIT);

    // Nothing is sent without a name and people.
    await user.click(within(dialog).getByRole('button', { name: CHAT_COPY.newGroup.create }));
    expect(await within(dialog).findByText('Dê um nome ao grupo.')).toBeVisible();
    expect(within(dialog).getByText('Escolha pelo menos uma pessoa.')).toBeVisible();
    expect(fake.callsTo('POST /api/chat/groups')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: CHAT_COPY.newGroup.nameLabel }),
      'Dados Delas',
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bia Lima' }, WAIT));
    await user.type(within(dialog).getByRole('searchbox', { name: CHAT_COPY.newGroup.searchLabel }), 'carla');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Carla Dias' }, WAIT));
    expect(within(dialog).getByText('2 pessoas escolhidas')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: CHAT_COPY.newGroup.create }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-new-group'), WAIT);
    expect(fake.callsTo('POST /api/chat/groups')[0]?.body).toEqual({
      title: 'Dados Delas',
      memberIds: ['u-bia', 'u-carla'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Delas' }, WAIT)).toBeVisible();
  });

  it.each(['/chat', '/chat/solicitacoes'])(
    '%s has no serious or critical accessibility problems',
    async (path) => {
      await open(path);
      await rows(path === '/chat' ? T.label.inbox : T.label.requests);
      await expectNoSeriousA11yProblems();
    },
  );
});
