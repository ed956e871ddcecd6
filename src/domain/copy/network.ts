import { CONNECTION_NOTE_MAX_LENGTH } from '../limits.js';
import { COPY, MSG } from '../messages.js';
import { countOf, formatCount } from '../rules/plural.js';
import type { SuggestionReason } from '../schemas/network.js';
import { INVITATIONS_COPY } from './invitations.js';
import { NETWORK_ERRORS } from './network-errors.js';
import { NETWORK_FEED_COPY } from './network-feed.js';
import { NETWORK_MENU_COPY } from './network-menu.js';

// pt-BR texts of the network between members (issue 17): /rede's tabs, the profile's buttons,
// invitations, people she may know and the post audience.

const connectionCount = (n: number) => countOf(n, 'conexão', 'conexões');
const mutual = (n: number) => `${connectionCount(n)} em comum`;
const connectWith = (name: string) => `Conectar com ${name}`;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

/** A text box's live counter: what is left of `max` characters, or how far past it. */
export const charactersLeft = (used: number, max: number) =>
  used <= max
    ? countOf(max - used, 'caractere restante', 'caracteres restantes')
    : countOf(used - max, 'caractere a mais', 'caracteres a mais');

export const NETWORK_COPY = {
  tabs: {
    label: 'Sua rede',
    communities: COPY.appNav.communities,
    people: NETWORK_MENU_COPY.people,
    invitations: NETWORK_MENU_COPY.invitations,
    connections: NETWORK_MENU_COPY.connections,
    /** 'Convites (3)': the tab's name with what waits for her. */
    withCount: (label: string, n: number) => (n > 0 ? `${label} (${formatCount(n)})` : label),
  },
  counts: {
    connections: connectionCount,
    followers: (n: number) => countOf(n, 'seguidora', 'seguidoras'),
    following: (n: number) => `Seguindo ${formatCount(n)}`,
    mutual,
  },
  actions: {
    connect: 'Conectar',
    follow: MSG.common.follow,
    following: 'Seguindo',
    unfollow: MSG.common.unfollow,
    pending: 'Convite enviado',
    cancelInvitation: 'Cancelar convite',
    accept: INVITATIONS_COPY.mine.accept,
    decline: MSG.common.decline,
    connected: 'Conexão',
    disconnect: 'Remover conexão',
    disconnectConfirm: (name: string) =>
      `Remover ${name} das suas conexões? Vocês também deixam de se seguir. Ela não será avisada.`,
    /** Screen readers: which member the button is about. */
    connectWith,
    followName: (name: string) => `Seguir ${name}`,
    unfollowName: (name: string) => `Deixar de seguir ${name}`,
    acceptFrom: INVITATIONS_COPY.mine.acceptLabel,
    declineFrom: INVITATIONS_COPY.mine.declineLabel,
    cancelTo: (name: string) => `Cancelar convite para ${name}`,
    disconnectName: (name: string) => `Remover conexão com ${name}`,
    /** The confirmation's title. */
    disconnectTitle: 'Remover conexão?',
    /** Who the connection and follow buttons are about (a group's accessible name). */
    groupLabel: (name: string) => `Sua rede com ${name}`,
  },
  invite: {
    title: connectWith,
    noteLabel: 'Mensagem (opcional)',
    notePlaceholder: 'Conte por que você quer se conectar.',
    noteHint: `Até ${CONNECTION_NOTE_MAX_LENGTH} caracteres.`,
    send: 'Enviar convite',
    description: (name: string) => `${name} verá seu convite e poderá aceitar ou recusar.`,
    /** The note's live counter: what is left of CONNECTION_NOTE_MAX_LENGTH, or how far past it. */
    remaining: (used: number) => charactersLeft(used, CONNECTION_NOTE_MAX_LENGTH),
    cancel: MSG.common.cancel,
    sent: INVITATIONS_COPY.outcome.invited,
    accepted: 'Agora vocês estão conectadas.',
    declined: INVITATIONS_COPY.mine.declined,
    cancelled: 'Convite cancelado.',
    removed: 'Conexão removida.',
  },
  invitations: {
    received: 'Recebidos',
    sent: 'Enviados',
    receivedEmpty: 'Nenhum convite aguardando sua resposta.',
    sentEmpty: 'Você não tem convites aguardando resposta.',
    sentAt: (when: string) => INVITATIONS_COPY.mine.invitedBy(null, when),
    receivedAt: (when: string) => `Recebido ${when}`,
    /** The note she received, for screen readers. */
    noteFrom: (name: string) => `Mensagem de ${name}:`,
  },
  people: {
    title: NETWORK_MENU_COPY.peopleYouMayKnow,
    searchLabel: 'Buscar pessoas',
    searchPlaceholder: 'Nome da pessoa',
    empty:
      'Ainda não temos sugestões para você. Participe de comunidades e complete seu perfil para encontrar pessoas.',
    noResults: (q: string) => `Nenhuma pessoa encontrada para "${q}".`,
    results: 'Resultados da busca',
  },
  connections: {
    searchLabel: 'Buscar nas suas conexões',
    empty: 'Você ainda não tem conexões. Veja em Pessoas quem você talvez conheça.',
    noResults: (q: string) => `Nenhuma conexão encontrada para "${q}".`,
    listLabel: 'Suas conexões',
  },
  menu: NETWORK_MENU_COPY,
  loadMore: MSG.common.loadMore,
  loadError: 'Não foi possível carregar sua rede. Tente novamente.',
  /** Why a member is suggested: one line per signal. */
  reason(reason: SuggestionReason): string {
    switch (reason.kind) {
      case 'mutual':
        return mutual(reason.count);
      case 'community':
        return reason.others > 0
          ? `Vocês participam de ${reason.name} e de mais ${countOf(reason.others, 'comunidade', 'comunidades')}`
          : `Vocês participam de ${reason.name}`;
      case 'company':
        // Neutral about the company's name (na Acme, no Banco X) and about when (now or before).
        return `Experiência em comum: ${reason.name}`;
      case 'city':
        return `Também em ${reason.city}, ${reason.state}`;
      case 'skills':
        return `Habilidades em comum: ${list(reason.skills)}`;
    }
  },
  ...NETWORK_FEED_COPY,
  profile: {
    activity: 'Atividade',
    activityEmpty: 'Nenhuma publicação ainda.',
    /** Accessible name of the counts' group. */
    counts: 'Rede',
    /** The dialog her 'N conexões' opens, when she shows her connections list (issue 19). */
    connectionsOf: (name: string) => `Conexões de ${name}`,
    connectionsOfHint: 'Ela escolheu mostrar a lista de conexões para você.',
    connectionsOfEmpty: 'Nenhuma conexão ainda.',
  },
  errors: NETWORK_ERRORS,
} as const;
