import { CV_EDITOR_COPY } from '@domain/copy/cv-editor';
import { EDUCATION_COPY as C } from '@domain/copy/education';
import { DEGREE_LEVEL_LABELS, type DegreeLevel } from '@domain/enums';
import { MSG } from '@domain/messages';
import { printedRange } from '@domain/rules/month';
import type { Education } from '@domain/schemas/cv';
import { CardListEditor, type CardSummary } from '@web/ui/list-editor/card-list-editor';
import { useDeleteEducation, useEducation, useSaveEducation } from '../api';
import { EDUCATION_ROW_FIELDS, educationFormSchema, newEducationRow, toEducationRow } from '../form';
import { EducationRowFields } from './education-row';

const NEW_KINDS = [{ add: C.add, newRow: newEducationRow, firstField: 'institution' }] as const;

/** A card: the course (field), its level and institution, its period, a line of description. */
export function educationSummary(education: Education): CardSummary {
  const level = DEGREE_LEVEL_LABELS[education.degreeLevel as DegreeLevel] ?? education.degreeLevel;
  return {
    title: education.field,
    subtitle: `${level} · ${education.institution}`,
    period: printedRange(
      education.startMonth,
      education.isCurrent ? null : education.endMonth,
      CV_EDITOR_COPY.current,
    ),
    description: education.description,
  };
}

/**
 * Her education (SPEC §2, issue 22): a card per course, each edited and saved on its own;
 * 'Adicionar formação' opens an empty one.
 */
export function EducationEditor() {
  const education = useEducation();
  const save = useSaveEducation();
  const remove = useDeleteEducation();

  return (
    <CardListEditor
      list={education}
      save={save}
      remove={remove}
      schema={educationFormSchema}
      toRow={toEducationRow}
      newKinds={NEW_KINDS}
      firstField={() => 'institution'}
      rowFields={EDUCATION_ROW_FIELDS}
      Row={EducationRowFields}
      summary={educationSummary}
      editorTitle={(_row, isNew) => (isNew ? C.newTitle : C.editTitle)}
      confirmRemove={() => C.confirmRemove}
      copy={C}
      messages={MSG.education}
    />
  );
}
