import { EVENT_MESSAGE_MAX_LENGTH } from '../limits.js';
import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { countOf } from '../rules/plural.js';
import { EVENT_MODE_LABELS } from './event-modes.js';
import { EVENTS_COPY } from './events.js';
import { EVENTS_PAGES_COPY } from './events-pages.js';

const CREATE_EVENT = 'Criar evento';

// pt-BR texts of what organisers do with an event (issue 20): the cover, the message to the
// attendees, the event form, the organiser's panel and the 'Eventos' section of a community's
// or a company's page.

export const EVENTS_ORGANISE_COPY = {
  message: {
    required: 'Escreva a mensagem.',
    /** The first line of every copy she sends, so each attendee knows which event it is about. */
    about: (title: string, url: string) => `Mensagem sobre o evento “${title}” (${url}):`,
    open: 'Mensagem às participantes',
    description:
      'Cada participante confirmada recebe a mensagem em Mensagens, numa conversa com você sobre este evento.',
    label: FIELD_LABELS.message,
    hint: `Até ${EVENT_MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres. A mensagem começa com o nome e o link do evento.`,
    includeMaybe: 'Enviar também para quem respondeu Talvez',
    send: 'Enviar às participantes',
    sending: MSG.common.sending,
    sent: (n: number) =>
      n === 0
        ? 'Nenhuma participante para receber a mensagem.'
        : `Mensagem enviada para ${countOf(n, 'participante', 'participantes')}.`,
    error: 'Não foi possível enviar a mensagem.',
  },
  form: {
    createTitle: CREATE_EVENT,
    createDescription: 'Preencha os dados do evento. Datas e horários no horário de Brasília.',
    editTitle: 'Editar evento',
    editDescription: 'As participantes veem as mudanças na página do evento.',
    sections: {
      about: EVENTS_PAGES_COPY.detail.about,
      where: 'Onde acontece',
      when: EVENTS_PAGES_COPY.detail.when,
      who: 'Quem pode participar',
    },
    title: FIELD_LABELS.title,
    description: FIELD_LABELS.description,
    cover: 'Capa',
    coverHint: 'Imagem recomendada: 1200×630, PNG ou JPG.',
    coverChoose: 'Escolher capa',
    coverChange: 'Trocar capa',
    coverRemove: 'Não usar esta capa',
    coverPending: (name: string) => `“${name}” será enviada ao salvar.`,
    coverAlt: 'Pré-visualização da capa do evento',
    coverUploadError: 'O evento foi salvo, mas a capa não foi enviada.',
    mode: FIELD_LABELS.format,
    online: EVENTS_COPY.onlineLabel,
    onlineHint: 'Sala on-line (Meet, Zoom, Teams …)',
    inPerson: EVENT_MODE_LABELS.in_person,
    inPersonHint: 'Um endereço na cidade do evento',
    onlineUrl: 'Link do evento',
    onlineUrlHint: 'Só quem confirmou presença e as organizadoras veem o link.',
    address: 'Endereço',
    city: FIELD_LABELS.city,
    state: FIELD_LABELS.state,
    statePlaceholder: FIELD_LABELS.statePlaceholder,
    startDate: FIELD_LABELS.startDate,
    startTime: 'Hora de início',
    endDate: 'Data de encerramento',
    endTime: 'Hora de encerramento',
    timeZoneHint: 'Horário de Brasília.',
    capacity: 'Capacidade',
    capacityHint:
      'Deixe em branco para vagas ilimitadas. Quando lotar, as próximas entram na lista de espera.',
    visibility: 'Visibilidade',
    visibilities: {
      public: 'Pública: qualquer pessoa, mesmo sem conta',
      members: 'Toda a rede: quem tem conta na Elas Rede',
      community: 'Comunidade: só as participantes desta comunidade',
    },
    create: CREATE_EVENT,
    creating: MSG.common.creating,
    save: MSG.common.saveChanges,
    saving: MSG.common.saving,
    cancel: MSG.common.cancel,
    created: 'Evento criado!',
    updated: 'Evento atualizado.',
    createError: 'Não foi possível criar o evento.',
    updateError: 'Não foi possível salvar o evento.',
    statesError: 'Os estados não carregaram; tente reabrir o formulário.',
  },
  panel: {
    heading: 'Painel da organização',
    attendees: 'Participantes',
    tabs: {
      going: 'Confirmadas',
      maybe: EVENTS_COPY.rsvp.maybe,
      waitlist: EVENTS_COPY.rsvp.waitlist,
    },
    count: (label: string, n: number) => `${label} (${n.toLocaleString('pt-BR')})`,
    empty: {
      going: 'Ninguém confirmou presença ainda.',
      maybe: 'Ninguém respondeu Talvez.',
      waitlist: 'A lista de espera está vazia.',
    },
    loadError: 'Não foi possível carregar as participantes.',
    loading: 'Carregando participantes...',
    exportCsv: 'Exportar CSV',
    edit: MSG.common.edit,
    cancelEvent: 'Cancelar evento',
    cancelTitle: 'Cancelar este evento?',
    cancelDescription:
      'Todas que responderam serão avisadas. O evento continua visível como cancelado e não pode ser reaberto.',
    cancelConfirm: 'Sim, cancelar evento',
    cancelling: 'Cancelando o evento...',
    keep: 'Manter evento',
    cancelled: 'Evento cancelado. As participantes foram avisadas.',
    cancelError: 'Não foi possível cancelar o evento.',
    isCancelled: EVENTS_COPY.errors.cancelled,
    answeredAt: (date: string) => `Respondeu em ${date}`,
  },
  section: {
    heading: PAGE_TITLES.events,
    create: CREATE_EVENT,
    empty: 'Nenhum evento programado.',
    loadError: EVENTS_PAGES_COPY.list.loadError,
    loading: EVENTS_PAGES_COPY.list.loading,
    full: 'Lotado',
    going: (n: number) => `${countOf(n, 'confirmada', 'confirmadas')}`,
  },
} as const;
