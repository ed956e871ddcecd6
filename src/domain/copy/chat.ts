import type { ConversationFolder } from '../enums.js';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_UNREAD_CAP, MESSAGE_MAX_LENGTH } from '../limits.js';
import { COPY, MSG, PAGE_TITLES } from '../messages.js';
import { countOf, formatCount } from '../rules/plural.js';
import { INVITATIONS_COPY } from './invitations.js';
import { NETWORK_MENU_COPY } from './network-menu.js';

// pt-BR texts of /chat (issue 18): the inbox, requests and archived lists, a thread, its
// composer and menus, and the top bar's messages link. The refusals the server sends, which the
// thread also shows (a conversation not found, a message too long or empty), live in
// copy/chat-errors.ts; the buttons that start a conversation elsewhere in copy/chat-entry.ts.

const DELETED = 'Mensagem apagada';
const NEW_GROUP = 'Nova conversa em grupo';
const ADD_PEOPLE = 'Adicionar pessoas';
const RENAME = 'Renomear grupo';
const LEAVE = 'Sair do grupo';
const WRITE = 'Escreva uma mensagem';
const DELETE = 'Apagar';

/**
 * What a conversation is about: a vacancy, when company staff wrote to an applicant; a
 * mentoring, when a mentora accepted a mentee (issue 20); a company, when its staff wrote to her
 * from 'Encontrar uma profissional' (the title is the company's name).
 */
const aboutContext = (context: { kind: 'vacancy' | 'mentoring' | 'company'; title: string }) => {
  if (context.kind === 'vacancy') return `Sobre a vaga ${context.title}`;
  if (context.kind === 'company') return `Em nome de ${context.title}`;
  return `Mentoria: ${context.title}`;
};

export const CHAT_FOLDER_LABELS: Record<ConversationFolder, string> = {
  inbox: 'Caixa de entrada',
  requests: 'Solicitações',
  archived: 'Arquivadas',
};

export const CHAT_COPY = {
  title: PAGE_TITLES.chat,
  folders: {
    label: 'Pastas de mensagens',
    /** 'Solicitações (3)': what waits for her answer. */
    withCount: (label: string, n: number, more = false) =>
      n > 0 ? `${label} (${formatCount(n)}${more ? '+' : ''})` : label,
  },
  list: {
    searchLabel: 'Buscar conversas por nome',
    searchPlaceholder: 'Buscar por nome',
    label: {
      inbox: 'Suas conversas',
      requests: 'Solicitações de mensagem',
      archived: 'Conversas arquivadas',
    } satisfies Record<ConversationFolder, string>,
    empty: {
      inbox: 'Nenhuma conversa ainda.',
      requests: 'Nenhuma solicitação de mensagem.',
      archived: 'Nenhuma conversa arquivada.',
    } satisfies Record<ConversationFolder, string>,
    emptyHint: {
      inbox: 'Envie uma mensagem pelo perfil de uma conexão ou crie uma conversa em grupo.',
      requests: 'Mensagens de quem ainda não é sua conexão chegam aqui primeiro, e você decide se aceita.',
      archived: 'Conversas que você arquivar ficam aqui até chegar uma nova mensagem.',
    } satisfies Record<ConversationFolder, string>,
    noResults: (q: string) => `Nenhuma conversa encontrada para “${q}”.`,
    loading: 'Carregando conversas...',
    loadError: 'Não foi possível carregar suas conversas.',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    loadMoreError: 'Não foi possível carregar mais conversas.',
  },
  row: {
    /** Her own last message: 'Você: até amanhã!'. */
    mine: (excerpt: string) => `Você: ${excerpt}`,
    deleted: DELETED,
    image: 'Imagem',
    noMessages: 'Nenhuma mensagem ainda',
    /** Screen readers, before an unread conversation's name. */
    unread: 'Conversa não lida',
    muted: 'Conversa silenciada',
    context: aboutContext,
    /** A direct conversation whose other member deleted her account. */
    formerMember: 'Conta excluída',
  },
  newGroup: {
    open: NEW_GROUP,
    title: NEW_GROUP,
    description: `Dê um nome ao grupo e escolha até ${CHAT_GROUP_MAX_MEMBERS - 1} das suas conexões.`,
    nameLabel: 'Nome do grupo',
    people: NETWORK_MENU_COPY.people,
    searchLabel: 'Buscar conexões por nome',
    noConnections: 'Você ainda não tem conexões para adicionar.',
    noMatches: (q: string) => `Nenhuma conexão encontrada para “${q}”.`,
    chosen: (n: number) => countOf(n, 'pessoa escolhida', 'pessoas escolhidas'),
    create: 'Criar grupo',
    creating: MSG.common.creating,
    cancel: MSG.common.cancel,
    loadError: 'Não foi possível carregar suas conexões.',
  },
  request: {
    title: 'Solicitação de mensagem',
    text: (name: string) =>
      `${name} ainda não é sua conexão. Se você aceitar, a conversa vai para a sua caixa de entrada. Se recusar, ela não será avisada.`,
    accept: INVITATIONS_COPY.mine.accept,
    decline: MSG.common.decline,
    accepted: 'Solicitação aceita. A conversa está na sua caixa de entrada.',
    declined: 'Solicitação recusada.',
  },
  thread: {
    back: 'Voltar para conversas',
    members: (n: number) => countOf(n, 'participante', 'participantes'),
    context: aboutContext,
    /** The message log's name. */
    log: (name: string) => `Mensagens da conversa com ${name}`,
    loadOlder: 'Carregar mensagens anteriores',
    loadingOlder: 'Carregando mensagens anteriores...',
    loadOlderError: 'Não foi possível carregar as mensagens anteriores.',
    loading: 'Carregando mensagens...',
    loadError: 'Não foi possível carregar esta conversa.',
    notFoundText: 'Ela pode ter sido removida, ou você não participa mais dela.',
    empty: 'Nenhuma mensagem ainda. Que tal começar a conversa?',
    pick: 'Escolha uma conversa para ler as mensagens.',
  },
  message: {
    you: 'Você',
    edited: 'Editada',
    deleted: DELETED,
    seen: 'Visto',
    seenBy: (n: number) => `Visto por ${countOf(n, 'pessoa', 'pessoas')}`,
    sending: MSG.common.sending,
    failed: 'Não enviada — tentar novamente',
    /** Refused for good (not sent): why, and a way to put it away. */
    discard: 'Descartar',
    imageAlt: (name: string) => `Imagem enviada por ${name}`,
    menu: 'Opções da mensagem',
    edit: MSG.common.edit,
    editLabel: 'Editar mensagem',
    save: MSG.common.save,
    saving: MSG.common.saving,
    cancel: MSG.common.cancel,
    delete: DELETE,
    confirmDeleteTitle: 'Apagar mensagem?',
    confirmDeleteText: `Ela será apagada para todas as pessoas da conversa, e “${DELETED}” aparecerá no lugar.`,
    confirmDelete: DELETE,
    deleting: 'Apagando...',
    editFailed: 'Não foi possível salvar a mensagem.',
    deleteFailed: 'Não foi possível apagar a mensagem.',
  },
  composer: {
    label: WRITE,
    placeholder: WRITE,
    hint: 'Enter envia, Shift+Enter quebra a linha.',
    send: 'Enviar',
    attach: 'Anexar imagem',
    removeImage: 'Descartar imagem',
    imagePreview: 'Imagem escolhida',
    /** The live counter: what is left of MESSAGE_MAX_LENGTH, or how far past it. */
    remaining: (used: number) =>
      used <= MESSAGE_MAX_LENGTH
        ? countOf(MESSAGE_MAX_LENGTH - used, 'caractere disponível', 'caracteres disponíveis')
        : `${countOf(used - MESSAGE_MAX_LENGTH, 'caractere', 'caracteres')} acima do limite`,
    closed: 'Não é possível enviar mensagens nesta conversa.',
  },
  menu: {
    label: 'Opções da conversa',
    mute: 'Silenciar conversa',
    unmute: 'Reativar notificações',
    archive: 'Arquivar',
    unarchive: 'Desarquivar',
    addPeople: ADD_PEOPLE,
    rename: RENAME,
    leave: LEAVE,
    leaveTitle: 'Sair do grupo?',
    leaveText: 'Você deixará de receber as mensagens deste grupo e não poderá mais lê-las.',
    leaving: 'Saindo do grupo...',
    muted: 'Conversa silenciada. Você não será avisada das novas mensagens.',
    unmuted: 'Notificações da conversa reativadas.',
    archived: 'Conversa arquivada.',
    unarchived: 'Conversa de volta à caixa de entrada.',
    left: 'Você saiu do grupo.',
    renamed: 'Nome do grupo alterado.',
    added: (n: number) => `${countOf(n, 'pessoa adicionada', 'pessoas adicionadas')} ao grupo.`,
    addTitle: ADD_PEOPLE,
    addDescription: `Escolha conexões para entrar no grupo (até ${CHAT_GROUP_MAX_MEMBERS} participantes).`,
    add: MSG.common.add,
    adding: 'Adicionando...',
    renameTitle: RENAME,
    renameDescription: 'Todas as pessoas do grupo verão o novo nome.',
    failed: 'Não foi possível concluir a ação. Tente novamente.',
  },
  /** The top bar's messages link: 'Mensagens, 3 conversas não lidas'. */
  unreadLink: (n: number) =>
    `${COPY.appNav.chat}, ${
      n >= CHAT_UNREAD_CAP
        ? `mais de ${formatCount(CHAT_UNREAD_CAP - 1)} conversas não lidas`
        : countOf(n, 'conversa não lida', 'conversas não lidas')
    }`,
  days: {
    today: 'Hoje',
    yesterday: 'Ontem',
  },
} as const;
