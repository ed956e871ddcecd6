import { CV_EDITOR_COPY } from '@domain/copy/cv-editor';
import { EXPERIENCE_COPY as C, CAREER_BREAK_REASON_LABELS } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import { printedRange } from '@domain/rules/month';
import type { Experience } from '@domain/schemas/cv';
import { CardListEditor, type CardSummary } from '@web/ui/list-editor/card-list-editor';
import { useDeleteExperience, useExperiences, useSaveExperience } from '../api';
import {
  EXPERIENCE_ROW_FIELDS,
  type ExperienceRow,
  experienceFormSchema,
  newCareerBreakRow,
  newExperienceRow,
  toExperienceRow,
} from '../form';
import { ExperienceRowFields } from './experience-row';

const NEW_KINDS = [
  { add: C.add, newRow: newExperienceRow, firstField: 'company' },
  { add: C.addBreak, newRow: newCareerBreakRow, firstField: 'breakReason' },
] as const;

const isBreak = (kind: string | undefined) => kind === 'career_break';

/** A card: the role at the company (or 'Pausa na carreira' and its reason), its period, a line of description. */
export function experienceSummary(experience: Experience): CardSummary {
  const period = printedRange(
    experience.startMonth,
    experience.isCurrent ? null : experience.endMonth,
    CV_EDITOR_COPY.current,
  );
  if (isBreak(experience.kind)) {
    return {
      title: C.careerBreak,
      subtitle: experience.breakReason ? CAREER_BREAK_REASON_LABELS[experience.breakReason] : null,
      period,
      description: experience.description,
    };
  }
  return {
    title: experience.role || experience.company || MSG.common.notInformed,
    subtitle: experience.role ? experience.company : null,
    period,
    description: experience.description,
  };
}

function editorTitle(row: ExperienceRow, isNew: boolean) {
  if (isBreak(row.kind)) return isNew ? C.newBreakTitle : C.editBreakTitle;
  return isNew ? C.newTitle : C.editTitle;
}

/**
 * Her experience (SPEC §2, issue 22): a card per job or career break, each edited and saved on
 * its own; 'Adicionar experiência' and 'Adicionar pausa na carreira' open an empty one.
 */
export function ExperienceEditor() {
  const experiences = useExperiences();
  const save = useSaveExperience();
  const remove = useDeleteExperience();

  return (
    <CardListEditor
      list={experiences}
      save={save}
      remove={remove}
      schema={experienceFormSchema}
      toRow={toExperienceRow}
      newKinds={NEW_KINDS}
      firstField={(row) => (isBreak(row.kind) ? 'breakReason' : 'company')}
      rowFields={EXPERIENCE_ROW_FIELDS}
      Row={ExperienceRowFields}
      summary={experienceSummary}
      editorTitle={editorTitle}
      confirmRemove={(item) => (isBreak(item.kind) ? C.confirmRemoveBreak : C.confirmRemove)}
      copy={C}
      messages={MSG.experience}
    />
  );
}
