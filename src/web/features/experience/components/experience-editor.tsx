import { EXPERIENCE_COPY as C } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import { ListEditor } from '@web/ui/list-editor/list-editor';
import { useDeleteExperience, useExperiences, useSaveExperiences } from '../api';
import { EXPERIENCE_ROW_FIELDS, experienceFormSchema, newExperienceRow, toExperienceRow } from '../form';
import { ExperienceRowFields } from './experience-row';

/**
 * The list editor (SPEC §2): every experience as a group of fields, 'Adicionar experiência'
 * appends a row, 'Salvar' sends them all at once (see ListEditor).
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
      copy={C}
      messages={MSG.experience}
    />
  );
}
