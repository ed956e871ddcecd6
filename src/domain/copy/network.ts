import { POST_AUDIENCE_LABELS } from '../enums.js';
import {
  CONNECTION_INVITES_PER_WEEK,
  CONNECTION_NOTE_MAX_LENGTH,
  CONNECTION_PENDING_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '../limits.js';
import { countOf, formatCount } from '../rules/plural.js';
import type { SuggestionReason } from '../schemas/network.js';

// pt-BR texts of the network between members (issue 17): /rede's tabs, the profile's buttons,
// invitations, people she may know and the post audience.

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

export const NETWORK_COPY = {
  tabs: {
    label: 'Sua rede',
    communities: 'Comunidades',
    people: 'Pessoas',
    invitations: 'Convites',
    connections: 'Conexões',
    /** 'Convites (3)': the tab's name with what waits for her. */
    withCount: (label: string, n: number) => (n > 0 ? `${label} (${formatCount(n)})` : label),
  },
  counts: {
    connections: (n: number) => countOf(n, 'conexão', 'conexões'),
    followers: (n: number) => countOf(n, 'seguidora', 'seguidoras'),
    following: (n: number) => `Seguindo ${formatCount(n)}`,
    mutual: (n: number) => `${countOf(n, 'conexão', 'conexões')} em comum`,
  },
  actions: {
    connect: 'Conectar',
    follow: 'Seguir',
    following: 'Seguindo',
    unfollow: 'Deixar de seguir',
    pending: 'Convite enviado',
    cancelInvitation: 'Cancelar convite',
    accept: 'Aceitar',
    decline: 'Recusar',
    connected: 'Conexão',
    disconnect: 'Remover conexão',
    disconnectConfirm: (name: string) =>
      `Remover ${name} das suas conexões? Ela não será avisada, e vocês continuam podendo se seguir.`,
    /** Screen readers: which member the button is about. */
    connectWith: (name: string) => `Conectar com ${name}`,
    followName: (name: string) => `Seguir ${name}`,
    unfollowName: (name: string) => `Deixar de seguir ${name}`,
    acceptFrom: (name: string) => `Aceitar o convite de ${name}`,
    declineFrom: (name: string) => `Recusar o convite de ${name}`,
    cancelTo: (name: string) => `Cancelar o convite para ${name}`,
  },
  invite: {
    title: (name: string) => `Conectar com ${name}`,
    noteLabel: 'Mensagem (opcional)',
    notePlaceholder: 'Conte por que você quer se conectar.',
    noteHint: `Até ${CONNECTION_NOTE_MAX_LENGTH} caracteres.`,
    send: 'Enviar convite',
    cancel: 'Cancelar',
    sent: 'Convite enviado.',
    accepted: 'Agora vocês estão conectadas.',
    declined: 'Convite recusado.',
    cancelled: 'Convite cancelado.',
    removed: 'Conexão removida.',
  },
  invitations: {
    received: 'Recebidos',
    sent: 'Enviados',
    receivedEmpty: 'Nenhum convite aguardando sua resposta.',
    sentEmpty: 'Você não tem convites aguardando resposta.',
    sentAt: (when: string) => `Enviado ${when}`,
    receivedAt: (when: string) => `Recebido ${when}`,
  },
  people: {
    title: 'Pessoas que você talvez conheça',
    searchLabel: 'Buscar pessoas',
    searchPlaceholder: 'Nome da pessoa',
    empty:
      'Ainda não temos sugestões para você. Participe de comunidades e complete seu perfil para encontrar pessoas.',
    noResults: (q: string) => `Nenhuma pessoa encontrada para "${q}".`,
  },
  connections: {
    searchLabel: 'Buscar nas suas conexões',
    empty: 'Você ainda não tem conexões. Veja em Pessoas quem você talvez conheça.',
    noResults: (q: string) => `Nenhuma conexão encontrada para "${q}".`,
  },
  loadMore: 'Carregar mais',
  loadError: 'Não foi possível carregar sua rede. Tente novamente.',
  /** Why a member is suggested: one line per signal. */
  reason(reason: SuggestionReason): string {
    switch (reason.kind) {
      case 'mutual':
        return `${countOf(reason.count, 'conexão', 'conexões')} em comum`;
      case 'community':
        return reason.others > 0
          ? `Vocês participam de ${reason.name} e de mais ${countOf(reason.others, 'comunidade', 'comunidades')}`
          : `Vocês participam de ${reason.name}`;
      case 'company':
        return `Vocês trabalharam na ${reason.name}`;
      case 'city':
        return `Também em ${reason.city}, ${reason.state}`;
      case 'skills':
        return `Habilidades em comum: ${list(reason.skills)}`;
    }
  },
  audience: {
    label: 'Quem pode ver',
    labels: POST_AUDIENCE_LABELS,
    /** The card's badge on a connections-only post. */
    connectionsBadge: 'Somente conexões',
  },
  feed: {
    tabsLabel: 'Ordem do feed',
    forYou: 'Para você',
    recent: 'Recentes',
  },
  profile: {
    activity: 'Atividade',
    activityEmpty: 'Nenhuma publicação ainda.',
    /** Accessible name of the counts' group. */
    counts: 'Rede',
  },
  errors: {
    noteTooLong: `A mensagem pode ter até ${CONNECTION_NOTE_MAX_LENGTH} caracteres.`,
    memberNotFound: 'Pessoa não encontrada.',
    invitationNotFound: 'Convite não encontrado.',
    queryTooLong: `A busca pode ter até ${SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    self: 'Você não pode se conectar nem seguir a si mesma.',
    alreadyConnected: 'Vocês já estão conectadas.',
    alreadyInvited: 'Você já enviou um convite para esta pessoa.',
    weeklyCap: `Você atingiu o limite de ${CONNECTION_INVITES_PER_WEEK} convites em 7 dias. Tente novamente em alguns dias.`,
    pendingCap: `Você tem ${CONNECTION_PENDING_MAX} convites aguardando resposta. Cancele alguns antes de enviar novos.`,
    declinedRecently: (date: string) =>
      `Esta pessoa recusou um convite seu recentemente. Você poderá convidá-la de novo a partir de ${date}.`,
    notAllowed: 'Não é possível se conectar com esta pessoa.',
    actionFailed: 'Não foi possível concluir. Tente novamente.',
  },
} as const;
