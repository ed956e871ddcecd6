import { FIELD_LABELS, MSG } from '../messages.js';
import { EXPERIENCE_COPY } from './experience.js';
import { PROFILE_COPY } from './profile.js';

// The education feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Education editor: labels, hints, buttons.
export const EDUCATION_COPY = {
  intro: 'Sua formação acadêmica: cursos concluídos e em andamento.',
  row: (n: number) => `Formação ${n}`,
  newRow: EXPERIENCE_COPY.newRow,
  institution: 'Instituição',
  degreeLevel: FIELD_LABELS.level,
  field: 'Área de estudo',
  startMonth: FIELD_LABELS.startDate,
  endMonth: 'Data de conclusão',
  isCurrent: 'Cursando',
  isCurrentHint: 'Sem data de conclusão enquanto estiver marcado.',
  completed: PROFILE_COPY.completed,
  description: FIELD_LABELS.description,
  add: 'Adicionar formação',
  remove: MSG.common.delete,
  removing: MSG.common.deleting,
  empty: MSG.profile.noEducation,
  // One item edited at a time (issue 22): the editor's title and the delete confirmation.
  newTitle: 'Nova formação',
  editTitle: 'Editar formação',
  confirmRemove: 'Excluir esta formação?',
} as const;
