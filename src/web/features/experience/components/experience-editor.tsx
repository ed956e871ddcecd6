import { EXPERIENCE_COPY as C } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import { ListEditor } from '@web/ui/list-editor/list-editor';
import { useDeleteExperience, useExperiences, useSaveExperiences } from '../api';
import {
  EXPERIENCE_ROW_FIELDS,
  type ExperienceRow,
  experienceFormSchema,
  newCareerBreakRow,
  newExperienceRow,
  toExperienceRow,
} from '../form';
import { ExperienceRowFields } from './experience-row';

const MORE_ROWS = [{ add: C.addBreak, newRow: newCareerBreakRow, firstField: 'breakReason' }];

const rowKind = (row: ExperienceRow) => (row.kind === 'career_break' ? C.careerBreak : null);

/**
 * The list editor (SPEC §2): every experience as a group of fields, 'Adicionar experiência'
 * appends a job and 'Adicionar pausa na carreira' a career break, 'Salvar' sends them all at once (see ListEditor).
 */
export function ExperienceEditor() {
  const experiences = useExperiences();
  const save = useSaveExperiences();
  const remove = useDeleteExperience();

  return (
    <ListEditor
      list={experiences}
      save={save}
      remove={remove}
      schema={experienceFormSchema}
      toRow={toExperienceRow}
      newRow={newExperienceRow}
      rowFields={EXPERIENCE_ROW_FIELDS}
      firstField="company"
      Row={ExperienceRowFields}
      moreRows={MORE_ROWS}
      rowKind={rowKind}
      copy={C}
      messages={MSG.experience}
    />
  );
}
