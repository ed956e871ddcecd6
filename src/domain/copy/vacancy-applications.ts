import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { formatCount } from '../rules/plural.js';
import { SHARED } from './vacancies.js';

// The candidaturas page of a vacancy (company staff only): its own file, so a vacancy's public
// page does not carry the staff's texts.

export const VACANCY_APPLICATIONS_COPY = {
  title: PAGE_TITLES.vacancyApplications,
  loading: SHARED.loadingApplications,
  loadError: 'Erro ao carregar candidaturas.',
  summary: PAGE_TITLES.vacancy,
  editVacancy: PAGE_TITLES.editVacancy,
  backToManaged: 'Voltar para Minhas Vagas',
  listLabel: 'Candidatas',
  empty: 'Nenhuma candidatura recebida ainda.',
  emptyHint: 'Quando alguém se candidatar, ela aparecerá aqui.',
  appliedOn: (date: string) => `Candidatou-se em ${date}`,
  message: FIELD_LABELS.message,
  status: FIELD_LABELS.status,
  actions: (name: string) => `Ações para a candidatura de ${name}`,
  shortlist: 'Pré-selecionar',
  decline: 'Não selecionar',
  backToViewed: 'Voltar para vista',
  moved: (name: string, status: string) => `Candidatura de ${name}: ${status}.`,
  moveError: 'Não foi possível atualizar a candidatura. Tente novamente.',
  forbiddenTitle: 'Acesso restrito',
  forbiddenText: 'Somente administradoras e editoras da empresa podem ver as candidaturas desta vaga.',
  viewVacancy: SHARED.viewVacancy,
  loadMoreError: SHARED.loadMoreApplicationsError,
  filterLabel: 'Filtrar por etapa',
  filterAll: MSG.common.all,
  filteredEmpty: 'Nenhuma candidatura nesta etapa.',
  downloadCv: (name: string) => `Baixar currículo de ${name}`,
  downloadCvShort: 'Currículo (PDF)',
  notes: (n: number) => (n === 0 ? 'Anotações da equipe' : `Anotações da equipe (${formatCount(n)})`),
  notesHint: 'Visíveis só para quem administra a empresa. A candidata nunca as vê.',
  notesEmpty: 'Nenhuma anotação ainda.',
  notesLoadError: 'Não foi possível carregar as anotações.',
  noteLabel: 'Nova anotação',
  noteAdd: 'Salvar anotação',
  noteError: 'Não foi possível salvar a anotação. Tente novamente.',
  noteBy: (name: string, date: string) => `${name}, ${date}`,
  noteByDeleted: (date: string) => `Conta excluída, ${date}`,
} as const;
