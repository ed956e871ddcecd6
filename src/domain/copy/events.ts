import { EVENT_CAPACITY_MAX, EVENT_MAX_DAYS } from '../limits.js';
import { COPY, FIELD_LABELS } from '../messages.js';
import { EVENT_MODE_LABELS } from './event-modes.js';
import { VACANCIES_SERVER_COPY } from './vacancies-server.js';

// pt-BR texts of events (issue 20): the server's refusals, the attendee export's headers, the
// reminder e-mail and its unsubscribe label. The pages' own texts join this file with the web.

export const EVENTS_COPY = {
  errors: {
    notFound: 'Evento não encontrado.',
    notAllowed: 'Você não tem permissão para criar eventos aqui.',
    cancelled: 'Este evento foi cancelado.',
    ended: 'Este evento já terminou.',
    alreadyCancelled: 'Este evento já foi cancelado.',
    organiserNotFound: 'Comunidade ou empresa não encontrada.',
    communityVisibility: 'Somente eventos de comunidades podem ser restritos às participantes da comunidade.',
    endsBeforeStart: 'O término precisa ser depois do início.',
    tooLong: `Um evento pode durar no máximo ${EVENT_MAX_DAYS} dias.`,
    inThePast: 'O início precisa ser no futuro.',
    onlineUrlRequired: 'Informe o link do evento online.',
    onlineUrlInvalid: 'Informe um link que comece com https://.',
    addressRequired: 'Informe o endereço do evento presencial.',
    cityRequired: 'Informe a cidade do evento presencial.',
    stateRequired: 'Escolha o estado do evento presencial.',
    stateInvalid: VACANCIES_SERVER_COPY.unknownState,
    titleRequired: 'Informe o título do evento.',
    descriptionRequired: 'Descreva o evento.',
    capacityRange: `A capacidade vai de 1 a ${EVENT_CAPACITY_MAX.toLocaleString('pt-BR')} vagas.`,
    capacityBelowGoing: 'A capacidade não pode ficar abaixo das presenças já confirmadas.',
    dateInvalid: 'Informe uma data e hora válidas.',
    rangeInvalid: 'A data final precisa ser depois da inicial.',
  },
  rsvp: {
    going: 'Vou',
    maybe: 'Talvez',
    waitlist: 'Lista de espera',
  },
  /** The attendee export's columns, in order. */
  csvHeaders: [FIELD_LABELS.name, FIELD_LABELS.email, 'Resposta', 'Respondeu em'] as const,
  /** The export's file name, before the event's id. */
  csvFilePrefix: 'participantes-evento',
  icsFilePrefix: 'evento',
  /** The calendar entry's organiser line and the link to the event's page. */
  icsPageLabel: 'Página do evento',
  onlineLabel: EVENT_MODE_LABELS.online,
  /** The organiser's name on the platform's own events. */
  platformOrganiser: COPY.brand.name,
  reminder: {
    /** The e-mail footer's label, and the unsubscribe page's: what the link turns off. */
    kindLabel: 'Lembretes de eventos',
    /** The e-mail's subject and first line (the template adds the full stop). */
    sentence: (title: string, when: string) => `Lembrete: ${title} acontece ${when} (horário de Brasília)`,
  },
} as const;
