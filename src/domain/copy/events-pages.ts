import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { countOf, formatCount, pluralNoun } from '../rules/plural.js';
import { EVENT_MODE_LABELS } from './event-modes.js';
import { EVENTS_COPY } from './events.js';

// pt-BR texts of the event pages a member and a visitor use (issue 20): /eventos and
// /eventos/{id}. The server's refusals and the RSVP labels live in events.ts and are referenced.

export const EVENTS_PAGES_COPY = {
  list: {
    title: PAGE_TITLES.events,
    lead: 'Encontros, rodas de conversa e workshops das comunidades, das empresas e da Elas Rede.',
    upcoming: 'Próximos eventos',
    filters: 'Filtrar eventos',
    mode: FIELD_LABELS.format,
    modeOptions: EVENT_MODE_LABELS,
    state: FIELD_LABELS.state,
    any: MSG.common.all,
    from: 'A partir de',
    to: 'Até',
    clear: MSG.common.clearFilters,
    /** When the address narrows the list to one community's or one company's events. */
    organiserFilter: 'Mostrando os eventos de uma comunidade ou empresa.',
    loading: 'Carregando eventos...',
    updating: MSG.common.updatingList,
    loadError: 'Não foi possível carregar os eventos.',
    loadMoreError: 'Não foi possível carregar mais eventos.',
    loadMore: MSG.common.loadMore,
    loadingMore: MSG.common.loadingMore,
    results: (n: number, more: boolean) =>
      more ? `${formatCount(n)}+ eventos` : `${formatCount(n)} ${pluralNoun(n, 'evento', 'eventos')}`,
    empty: 'Nenhum evento agendado no momento',
    emptyAll:
      'Quando uma comunidade, uma empresa ou a Elas Rede marcar um evento, ele aparece aqui com data, ' +
      'formato e confirmação de presença. Enquanto isso, as conversas continuam nas comunidades.',
    emptyFiltered: 'Nenhum evento com esses filtros. Tente outro formato, estado ou período.',
    exploreCommunities: PAGE_TITLES.exploreCommunities,
  },

  card: {
    online: EVENT_MODE_LABELS.online,
    inPerson: EVENT_MODE_LABELS.in_person,
    full: 'Esgotado · lista de espera',
    seats: (going: number, capacity: number) =>
      `${formatCount(going)} de ${countOf(capacity, 'vaga preenchida', 'vagas preenchidas')}`,
    going: (n: number) => countOf(n, 'presença confirmada', 'presenças confirmadas'),
    by: MSG.news.by,
    cancelled: MSG.common.cancelled,
  },

  detail: {
    loading: 'Carregando evento...',
    loadError: 'Não foi possível carregar o evento.',
    loadErrorHint: MSG.common.checkConnection,
    notFound: EVENTS_COPY.errors.notFound,
    notFoundHint:
      'Ele pode ter sido removido, ser só para participantes de uma comunidade ou o endereço está incorreto.',
    seeEvents: 'Ver todos os eventos',
    backToList: 'Voltar para os eventos',
    when: 'Data e horário',
    where: 'Onde',
    brasiliaTime: 'Horário de Brasília',
    online: EVENT_MODE_LABELS.online,
    joinOnline: 'Entrar no evento online',
    onlineLinkHidden: 'O link do evento aparece aqui para quem tem presença confirmada.',
    about: 'Sobre o evento',
    organiser: 'Organização',
    attendance: 'Presenças',
    maybeCount: (n: number) => countOf(n, 'pessoa marcou talvez', 'pessoas marcaram talvez'),
    waitlistCount: (n: number) => countOf(n, 'pessoa na lista de espera', 'pessoas na lista de espera'),
    cancelled: EVENTS_COPY.errors.cancelled,
    cancelledHint: 'Quem tinha respondido foi avisada. Não é possível confirmar presença.',
    ended: EVENTS_COPY.errors.ended,
    calendar: 'Na sua agenda',
    downloadIcs: MSG.common.downloadIcs,
    googleCalendar: 'Adicionar ao Google Agenda',
    newTab: MSG.common.newTab,
  },

  rsvp: {
    title: 'Sua presença',
    going: EVENTS_COPY.rsvp.going,
    maybe: EVENTS_COPY.rsvp.maybe,
    withdraw: 'Cancelar presença',
    saving: MSG.common.saving,
    youGo: 'Você vai',
    youMaybe: 'Você marcou talvez',
    youWait: 'Na lista de espera',
    fullHint:
      'As vagas estão esgotadas: ao responder Vou, você entra na lista de espera e é avisada se uma vaga abrir.',
    waitHint: 'Se uma vaga abrir, ela vai para a primeira da lista, e você é avisada.',
    goingDone: 'Presença confirmada!',
    maybeDone: 'Resposta registrada: talvez.',
    waitlistDone: 'Você entrou na lista de espera.',
    withdrawn: 'Presença cancelada.',
    error: 'Não foi possível registrar sua resposta. Tente novamente.',
    signIn: 'Entre para confirmar presença',
    signInHint: 'Com uma conta gratuita, você confirma presença e recebe um lembrete na véspera.',
  },
} as const;
