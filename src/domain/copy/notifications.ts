import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  EMAIL_MODES,
  type EmailMode,
  INVITATION_ROLES,
  type InvitationRole,
  type NotificationKind,
} from '../enums.js';
import { NOTIFICATION_ACTORS_SHOWN } from '../limits.js';
import { MSG, PAGE_TITLES, ROLE_LABELS } from '../messages.js';
import { countOf, pluralNoun } from '../rules/plural.js';
import type { Notification, UnsubscribeScope } from '../schemas/notifications.js';
import { CHAT_SERVER_COPY } from './chat-server.js';
import { EVENTS_COPY } from './events.js';
import { MY_APPLICATION_STATUS_LABELS } from './vacancies.js';
import { JOB_ALERTS_COPY } from './vacancy-alerts.js';

// pt-BR texts of notifications (issue 16): /notificacoes, the e-mail choices in Configurações,
// the one-click unsubscribe page, and the sentence that tells her what happened, which the
// page, the live stream and the server's e-mails all build with notificationSentence().
// The bell's accessible name lives with the rest of the top bar (copy/shell.ts).

/** Per kind, what she turns on or off: Configurações' labels and the unsubscribe page's. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  post_reaction: 'Reações às suas publicações',
  post_comment: 'Comentários nas suas publicações',
  comment_reply: 'Respostas aos seus comentários',
  mention: 'Menções a você',
  join_approved: 'Aprovação dos seus pedidos para participar de comunidades',
  join_declined: 'Recusa dos seus pedidos para participar de comunidades',
  join_requested: 'Pedidos para participar das comunidades que você modera',
  application_received: 'Candidaturas recebidas nas vagas que você gerencia',
  application_status: 'Mudanças no status das suas candidaturas',
  role_invitation: 'Convites para funções em comunidades e empresas',
  follow: 'Novas seguidoras',
  connection_invitation: 'Convites para se conectar',
  connection: 'Convites aceitos',
  content_removed: 'Remoção de conteúdo seu pela moderação',
  moderation_warning: 'Advertências da moderação',
  event_promoted: 'Vagas liberadas nos eventos da sua lista de espera',
  event_cancelled: 'Cancelamento de eventos em que você se inscreveu',
  mentoring_request: 'Pedidos de mentoria recebidos',
  mentoring_accepted: 'Pedidos de mentoria aceitos',
  mentoring_declined: 'Pedidos de mentoria recusados',
  mentoring_session_scheduled: 'Sessões de mentoria agendadas',
  mentoring_session_cancelled: 'Sessões de mentoria canceladas',
};

/** How she hears of a kind by e-mail (issue 16: no e-mail, each event, or a daily digest). */
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  none: 'Nenhum',
  each: 'A cada notificação',
  digest: 'Resumo diário',
};

const EMAILS_TITLE = 'E-mails de notificação';

/** What an unsubscribe link turns off: one kind's e-mails, the daily digest, or the messages' e-mails. */
export function unsubscribeScopeLabel(scope: UnsubscribeScope): string {
  if (scope === 'digest') return 'Resumo diário das notificações';
  if (scope === 'messages') return CHAT_SERVER_COPY.emailKind;
  if (scope === 'eventReminders') return EVENTS_COPY.reminder.kindLabel;
  if (scope === 'jobAlerts') return JOB_ALERTS_COPY.kindLabel;
  return NOTIFICATION_KIND_LABELS[scope];
}

export const NOTIFICATIONS_COPY = {
  page: {
    title: PAGE_TITLES.notifications,
    list: 'Suas notificações',
    markAllRead: 'Marcar todas como lidas',
    markingAllRead: 'Marcando como lidas...',
    allRead: 'Todas as notificações foram marcadas como lidas.',
    markAllReadError: 'Não foi possível marcar as notificações como lidas. Tente novamente.',
    /** Screen readers, before an unread notification's sentence. */
    unread: 'Não lida',
    loading: 'Carregando notificações...',
    loadError: 'Não foi possível carregar as notificações.',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    loadMoreError: 'Não foi possível carregar mais notificações.',
    empty: 'Nenhuma notificação por enquanto.',
    emptyHint:
      'Quando alguém reagir às suas publicações, comentar, mencionar você ou responder aos seus pedidos, você será avisada aqui.',
    /** Above the list: how many she has not read ('3 não lidas' reads in the bell's name). */
    unreadSummary: (n: number) =>
      n === 0
        ? 'Você leu todas as notificações.'
        : `Você tem ${countOf(n, 'notificação não lida', 'notificações não lidas')}.`,
  },

  email: {
    title: EMAILS_TITLE,
    description:
      'Escolha, para cada tipo de notificação, se quer recebê-la por e-mail a cada vez, num resumo diário ou não receber.',
    modes: EMAIL_MODE_LABELS,
    kinds: NOTIFICATION_KIND_LABELS,
    save: 'Salvar preferências de e-mail',
    saving: MSG.common.saving,
    saved: 'Preferências de e-mail salvas.',
    saveError: 'Não foi possível salvar suas preferências de e-mail. Tente novamente.',
    loading: 'Carregando preferências de e-mail...',
    loadError: 'Não foi possível carregar suas preferências de e-mail.',
  },

  unsubscribe: {
    title: 'Cancelar e-mails',
    /** 'Este link desativa os e-mails de: Menções a você.' (or of the daily digest) */
    what: (scope: UnsubscribeScope) => `Este link desativa os e-mails de: ${unsubscribeScopeLabel(scope)}.`,
    sentTo: (email: string) => `Enviados para ${email}.`,
    confirm: 'Não quero mais receber estes e-mails',
    confirming: 'Cancelando...',
    doneTitle: 'E-mails cancelados',
    done: (scope: UnsubscribeScope) => `Você não receberá mais e-mails de: ${unsubscribeScopeLabel(scope)}.`,
    manage: `Você pode mudar esta e outras escolhas em ${EMAILS_TITLE}, nas Configurações.`,
    manageLink: 'Abrir as configurações de e-mail',
    invalidTitle: 'Link de cancelamento inválido',
    invalid:
      'Este link de cancelamento está incompleto, expirou ou não é mais válido. Use o link do e-mail mais recente.',
    loading: 'Verificando o link...',
    loadError: 'Não foi possível verificar o link agora.',
    error: 'Não foi possível cancelar os e-mails. Tente novamente.',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// The sentence of a notification

/** Who did it, as the sentence names her (a member who left is 'Uma pessoa'). */
const SOMEONE = 'Uma pessoa';
const A_COMMUNITY = 'uma comunidade';
const A_VACANCY = 'uma vaga';
const A_PLACE = 'uma comunidade ou empresa';
const AN_EVENT = 'um evento';

/**
 * 'Ana Souza', 'Ana Souza e Bia Lima', 'Ana Souza, Bia Lima e mais 10 pessoas', or
 * '12 pessoas' when none of them can be named: the newest NOTIFICATION_ACTORS_SHOWN people,
 * then how many more.
 */
export function actorsPhrase(names: readonly string[], actorCount: number): string {
  const shown = names.slice(0, NOTIFICATION_ACTORS_SHOWN);
  const total = Math.max(actorCount, shown.length, 1);
  const more = total - shown.length;
  if (shown.length === 0) return more === 1 ? SOMEONE : countOf(more, 'pessoa', 'pessoas');
  if (more === 0) {
    const last = shown[shown.length - 1];
    return shown.length === 1 ? (last ?? SOMEONE) : `${shown.slice(0, -1).join(', ')} e ${last}`;
  }
  return `${shown.join(', ')} e mais ${countOf(more, 'pessoa', 'pessoas')}`;
}

const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const isInvitationRole = (value: string): value is InvitationRole =>
  (INVITATION_ROLES as readonly string[]).includes(value);

/** The status an application_status notification carries: the status key or its label. */
function statusLabel(excerpt: string | null): string | null {
  if (!excerpt) return null;
  return isApplicationStatus(excerpt) ? MY_APPLICATION_STATUS_LABELS[excerpt] : excerpt;
}

/** The role a role_invitation notification carries: the role key or its label. */
function roleLabel(excerpt: string | null): string | null {
  if (!excerpt) return null;
  return isInvitationRole(excerpt) ? ROLE_LABELS[excerpt] : excerpt;
}

/** What notificationSentence reads: a notification as the list and the stream carry it. */
export type NotificationFacts = Pick<Notification, 'kind' | 'actors' | 'actorCount' | 'object' | 'excerpt'>;

/**
 * What happened, in one sentence, in pt-BR with real plurals and feminine defaults:
 * 'Ana Souza reagiu à sua publicação', 'Ana Souza e mais 11 pessoas reagiram à sua publicação',
 * 'Sua solicitação para participar de Dados Delas foi aprovada', 'Nova candidatura para a vaga
 * Analista de Dados', 'Sua candidatura para Analista de Dados mudou para: Vista pela empresa',
 * 'Você foi convidada para ser Administradora de Dados Delas'. Pure: the server's e-mails use it.
 *
 * An application_status notification's excerpt is the new status (its key or its label); a
 * role_invitation's is the role offered (its key or its label). Neither is shown as a quote.
 */
export function notificationSentence(n: NotificationFacts): string {
  const who = actorsPhrase(
    n.actors.map((actor) => actor.name),
    n.actorCount,
  );
  const people = Math.max(n.actorCount, n.actors.length, 1);
  /** The verb agreeing with how many people did it. */
  const verb = (one: string, many: string) => pluralNoun(people, one, many);
  const community = n.object.community?.name ?? A_COMMUNITY;
  const vacancy = n.object.vacancy?.title;

  switch (n.kind) {
    case 'post_reaction':
      return `${who} ${verb('reagiu', 'reagiram')} à sua publicação`;
    case 'post_comment':
      return `${who} ${verb('comentou', 'comentaram')} na sua publicação`;
    case 'comment_reply':
      return `${who} ${verb('respondeu', 'responderam')} ao seu comentário`;
    case 'mention':
      return `${who} ${verb('mencionou', 'mencionaram')} você ${n.object.commentId ? 'em um comentário' : 'em uma publicação'}`;
    case 'join_approved':
      return `Sua solicitação para participar de ${community} foi aprovada`;
    case 'join_declined':
      return `Sua solicitação para participar de ${community} foi recusada`;
    case 'join_requested':
      return `${who} ${verb('pediu', 'pediram')} para participar de ${community}`;
    case 'application_received': {
      const theVacancy = vacancy ? `a vaga ${vacancy}` : A_VACANCY;
      return people === 1
        ? `Nova candidatura para ${theVacancy}`
        : `${countOf(people, 'nova candidatura', 'novas candidaturas')} para ${theVacancy}`;
    }
    case 'application_status': {
      const status = statusLabel(n.excerpt);
      const which = vacancy ?? A_VACANCY;
      return status
        ? `Sua candidatura para ${which} mudou para: ${status}`
        : `Sua candidatura para ${which} foi atualizada`;
    }
    case 'role_invitation': {
      const role = roleLabel(n.excerpt);
      const place = n.object.community?.name ?? n.object.company?.name ?? A_PLACE;
      return role
        ? `Você foi convidada para ser ${role} de ${place}`
        : `Você recebeu um convite para uma função em ${place}`;
    }
    case 'follow':
      return `${who} ${verb('começou', 'começaram')} a seguir você`;
    case 'connection_invitation':
      return `${who} quer se conectar com você`;
    case 'connection':
      return `${who} ${verb('aceitou', 'aceitaram')} seu convite. Agora vocês estão conectadas`;
    // The excerpt is the rule she broke, in words (issue 19); who moderated is never said.
    case 'content_removed':
      return n.excerpt
        ? `Um conteúdo seu foi removido por violar a regra: ${n.excerpt}`
        : 'Um conteúdo seu foi removido pela moderação';
    case 'moderation_warning':
      return n.excerpt
        ? `Você recebeu uma advertência por violar a regra: ${n.excerpt}`
        : 'Você recebeu uma advertência da moderação';
    case 'event_promoted':
      return `Abriu uma vaga e sua presença foi confirmada em ${n.object.event?.title ?? AN_EVENT}`;
    case 'event_cancelled':
      return `O evento ${n.object.event?.title ?? AN_EVENT} foi cancelado`;
    case 'mentoring_request':
      return `${who} pediu sua mentoria`;
    case 'mentoring_accepted':
      return `${who} aceitou ser sua mentora`;
    case 'mentoring_declined':
      return `${who} não pode aceitar seu pedido de mentoria agora`;
    // The excerpt is the session's date and time in Brasília, written by the server.
    case 'mentoring_session_scheduled':
      return n.excerpt
        ? `${who} agendou uma sessão de mentoria para ${n.excerpt}`
        : `${who} agendou uma sessão de mentoria`;
    case 'mentoring_session_cancelled':
      return n.excerpt
        ? `${who} cancelou a sessão de mentoria de ${n.excerpt}`
        : `${who} cancelou uma sessão de mentoria`;
  }
}

/** Kinds whose excerpt the sentence already says (a status, a role, a rule). */
const QUOTELESS_KINDS: ReadonlySet<NotificationKind> = new Set([
  'application_status',
  'role_invitation',
  'content_removed',
  'moderation_warning',
  'event_promoted',
  'event_cancelled',
  'mentoring_session_scheduled',
  'mentoring_session_cancelled',
]);

/**
 * The quote shown under the sentence (a comment's first words), or null when there is none or
 * the sentence already says it (a status, a role).
 */
export function notificationQuote(n: Pick<Notification, 'kind' | 'excerpt'>): string | null {
  if (QUOTELESS_KINDS.has(n.kind)) return null;
  const text = n.excerpt?.trim();
  return text ? text : null;
}

/** The e-mail modes as the choices of a select, in EMAIL_MODES' order. */
export const EMAIL_MODE_OPTIONS = EMAIL_MODES.map((mode) => ({
  value: mode,
  label: EMAIL_MODE_LABELS[mode],
}));
