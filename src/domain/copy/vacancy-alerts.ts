import type { JobAlertFrequency } from '../enums.js';
import { MSG } from '../messages.js';
import { formatCount, pluralNoun } from '../rules/plural.js';
import { VACANCIES_COPY } from './vacancies.js';

// pt-BR texts of saved vacancies ('Salvar', 'Salvas') and job alerts (issue 21): the toggle on a
// vacancy, the 'Salvas' tab of /vagas, the alert's setting, its e-mail and its unsubscribe label.

export const SAVED_VACANCIES_COPY = {
  save: MSG.common.save,
  saved: 'Salva',
  /** The toggle's accessible name names the vacancy: a list has many. */
  saveLabel: (title: string) => `Salvar a vaga ${title}`,
  savedLabel: (title: string) => `Vaga ${title} salva. Remover dos salvos`,
  savedToast: 'Vaga salva.',
  unsavedToast: 'Vaga removida das salvas.',
  error: 'Não foi possível atualizar as vagas salvas. Tente novamente.',
  /** /vagas's tabs. */
  tabs: 'Listas de vagas',
  tabAll: VACANCIES_COPY.list.allTitle,
  tabSaved: 'Salvas',
  closed: 'Encerrada',
  loading: 'Carregando vagas salvas...',
  loadError: 'Erro ao carregar suas vagas salvas.',
  empty: 'Você ainda não salvou nenhuma vaga.',
  emptyHint: "Use 'Salvar' em uma vaga para encontrá-la aqui depois.",
  loadMoreError: 'Não foi possível carregar mais vagas salvas.',
} as const;

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  off: 'Desligado',
  daily: 'Diário',
  weekly: 'Semanal',
};

export const JOB_ALERTS_COPY = {
  /** The setting's title; also what the e-mail's unsubscribe link turns off. */
  kindLabel: 'Alertas de vagas',
  hint: 'Receba por e-mail as vagas novas que combinam com o seu perfil de vaga ativo.',
  frequency: 'Frequência do alerta',
  noPreference: 'Você precisa de um perfil de vaga ativo para receber alertas.',
  managePreferences: VACANCIES_COPY.profiles.manage,
  savedToast: 'Alerta de vagas atualizado.',
  error: 'Não foi possível atualizar o alerta de vagas. Tente novamente.',
  loadError: 'Erro ao carregar o alerta de vagas.',
  mail: {
    subject: (n: number) =>
      `${formatCount(n)} ${pluralNoun(n, 'vaga nova combina', 'vagas novas combinam')} com o seu perfil`,
    title: 'Vagas novas para você',
    intro:
      'Estas vagas foram publicadas desde o seu último alerta e combinam com o seu perfil de vaga ativo:',
    button: 'Ver todas as vagas',
    why: (frequency: string) =>
      `Você recebe este e-mail porque ativou o alerta de vagas (${frequency.toLowerCase()}).`,
    unsubscribe: 'Desativar alertas de vagas',
  },
} as const;
