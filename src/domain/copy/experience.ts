import type { CareerBreakReason } from '../enums.js';
import { FIELD_LABELS, MSG } from '../messages.js';

// The experience feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Experience editor: labels, hints, buttons.
export const EXPERIENCE_COPY = {
  intro: 'Suas experiências profissionais, da mais recente para a mais antiga.',
  row: (n: number) => `Experiência ${n}`,
  newRow: 'nova, ainda não salva',
  company: FIELD_LABELS.company,
  role: 'Cargo',
  description: FIELD_LABELS.description,
  startMonth: FIELD_LABELS.startDate,
  endMonth: 'Data de término',
  isCurrent: 'Trabalho atual',
  isCurrentHint: 'Sem data de término enquanto estiver marcado.',
  salary: 'Salário mensal (opcional)',
  contractType: FIELD_LABELS.contractType,
  workModel: FIELD_LABELS.workModel,
  country: FIELD_LABELS.country,
  state: FIELD_LABELS.state,
  city: FIELD_LABELS.city,
  add: 'Adicionar experiência',
  remove: MSG.common.delete,
  removing: MSG.common.deleting,
  empty: MSG.profile.noExperience,
  // One item edited at a time (issue 22): the editor's title and the delete confirmation.
  newTitle: 'Nova experiência',
  editTitle: 'Editar experiência',
  newBreakTitle: 'Nova pausa na carreira',
  editBreakTitle: 'Editar pausa na carreira',
  confirmRemove: 'Excluir esta experiência?',
  confirmRemoveBreak: 'Excluir esta pausa na carreira?',
  // A career break (issue 21): said plainly, as any other part of a career.
  careerBreak: 'Pausa na carreira',
  addBreak: 'Adicionar pausa na carreira',
  breakReason: 'Motivo da pausa',
  breakReasonPlaceholder: 'Selecione o motivo',
  breakIsCurrent: 'Pausa atual',
} as const;

/** The reasons of a career break, as the editor and the profile show them. */
export const CAREER_BREAK_REASON_LABELS: Record<CareerBreakReason, string> = {
  maternidade: 'Maternidade',
  cuidado_familiar: 'Cuidado familiar',
  estudos: 'Estudos',
  saude: 'Saúde',
  outro: 'Outro motivo',
};
