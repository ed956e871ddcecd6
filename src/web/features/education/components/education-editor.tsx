import { EDUCATION_COPY as C } from '@domain/copy/education';
import { MSG } from '@domain/messages';
import { ListEditor } from '@web/ui/list-editor/list-editor';
import { useDeleteEducation, useEducation, useSaveEducation } from '../api';
import { EDUCATION_ROW_FIELDS, educationFormSchema, newEducationRow, toEducationRow } from '../form';
import { EducationRowFields } from './education-row';

/**
 * The list editor (SPEC §2): every education entry as a group of fields, 'Adicionar formação'
 * appends a row, 'Salvar' sends them all at once (see ListEditor).
 */
export function EducationEditor() {
  const education = useEducation();
  const save = useSaveEducation();
  const remove = useDeleteEducation();

  return (
    <ListEditor
      list={education}
      save={save}
      remove={remove}
      schema={educationFormSchema}
      toRow={toEducationRow}
      newRow={newEducationRow}
      rowFields={EDUCATION_ROW_FIELDS}
      firstField="institution"
      Row={EducationRowFields}
      copy={C}
      messages={MSG.education}
    />
  );
}
