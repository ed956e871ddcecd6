import { FIELD_LABELS, MSG } from '../messages.js';
import type { SeniorityLevel } from '../rules/seniority.js';
import { CHAT_ENTRY_COPY } from './chat-entry.js';
import { EXPERIENCE_COPY } from './experience.js';
import { MENTORING_UI } from './mentoring-ui.js';
import { PREFERENCES_COPY } from './preferences.js';
import { PROFILE_COPY } from './profile.js';

// pt-BR texts of 'Encontrar uma profissional' (talent search): the company staff's search page,
// her opt-in in Configurações → Privacidade, and 'Empresas que viram seu perfil'.

export const SENIORITY_LABELS: Record<SeniorityLevel, string> = {
  junior: 'Júnior',
  pleno: 'Pleno',
  senior: 'Sênior',
};

export const TALENT_COPY = {
  description:
    'Profissionais que aceitaram ser encontradas por recrutadoras. Cada uma mostra só o que escolheu mostrar.',
  filters: {
    legend: 'Filtrar profissionais',
    area: MENTORING_UI.filters.area,
    anyArea: MENTORING_UI.filters.anyArea,
    role: EXPERIENCE_COPY.role,
    anyRole: 'Todos os cargos',
    category: PREFERENCES_COPY.wizard.category,
    anyCategory: 'Todas as categorias',
    skill: MENTORING_UI.filters.skill,
    skillPlaceholder: 'Ex.: Python, gestão de projetos',
    state: MENTORING_UI.filters.state,
    anyState: MENTORING_UI.filters.anyState,
    city: FIELD_LABELS.city,
    workModel: FIELD_LABELS.workModel,
    anyWorkModel: 'Qualquer modelo',
    seniority: 'Senioridade',
    anySeniority: 'Qualquer senioridade',
    language: PROFILE_COPY.labels.language,
    anyLanguage: 'Qualquer idioma',
    search: 'Buscar profissionais',
    clear: MSG.common.clearFilters,
  },
  seniority: SENIORITY_LABELS,
  languages: PROFILE_COPY.sections.languages,
  skills: PROFILE_COPY.sections.skills,
  empty: 'Nenhuma profissional encontrada com esses filtros.',
  loadMore: MSG.common.loadMore,
  viewProfile: 'Ver perfil',
  contact: CHAT_ENTRY_COPY.button.send,
  contactFailed: CHAT_ENTRY_COPY.button.failed,
  loadError: 'Não foi possível carregar as profissionais. Tente novamente.',
  /** Company staff only (the page of someone who is not). */
  staffOnly: 'Só quem administra ou edita a empresa pode buscar profissionais.',
} as const;

/** Her side: the opt-in and who looked (Configurações → Privacidade). */
export const TALENT_PRIVACY_COPY = {
  optInTitle: 'Busca de talentos',
  optIn: 'Aceito ser encontrada por recrutadoras',
  optInHint:
    'Empresas da Elas Rede poderão encontrar você pela área, cargo, habilidades, local, modelo de trabalho, senioridade e idiomas, e enviar uma solicitação de mensagem. Seu e-mail e telefone seguem as suas escolhas abaixo.',
  saved: 'Preferência salva.',
  optInLoadError: 'Não foi possível carregar a sua preferência. Tente novamente.',
  saveError: 'Não foi possível salvar. Tente novamente.',
  viewsTitle: 'Empresas que viram seu perfil',
  viewsHint:
    'Empresas cuja equipe viu você na busca de talentos, abriu seu perfil por ela ou escreveu para você, por dia. Não mostramos quem da equipe.',
  viewsEmpty: 'Nenhuma empresa viu seu perfil pela busca de talentos.',
  viewsLoadError: 'Não foi possível carregar as empresas. Tente novamente.',
  loadMore: MSG.common.loadMore,
} as const;

/** Refusals of the talent search's API. */
export const TALENT_ERRORS = {
  /** A member who is not (or no longer) findable: the same answer as an unknown one. */
  notFound: 'Profissional não encontrada.',
  rateLimited: 'Você fez muitas buscas ou contatos em pouco tempo. Aguarde um pouco e tente novamente.',
} as const;
