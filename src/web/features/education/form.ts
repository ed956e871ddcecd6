import { DEGREE_LEVELS } from '@domain/enums';
import { type Education, educationInputSchema } from '@domain/schemas/cv';
import { listFormSchema, temporaryId } from '@web/ui/list-editor/list-form';
import type { z } from 'zod';

/*
 * The editor's form: the domain's row schema (SPEC §5 messages; 'Cursando' clearing the end and
 * 'Concluído') plus `clientId`, a key that exists only in the browser (see listFormSchema).
 */

export const educationFormSchema = listFormSchema(educationInputSchema, 30);

export type EducationFormValues = z.input<typeof educationFormSchema>;
export type EducationRow = EducationFormValues['entries'][number];

/** The fields the server may report per row ('entries.0.startMonth'). */
export const EDUCATION_ROW_FIELDS = [
  'institution',
  'degreeLevel',
  'field',
  'startMonth',
  'endMonth',
  'isCurrent',
  'completed',
  'description',
] as const;

export function newEducationRow(): EducationRow {
  return {
    clientId: temporaryId(),
    institution: '',
    degreeLevel: 'graduação',
    field: '',
    startMonth: '',
    endMonth: '',
    isCurrent: false,
    completed: false,
    description: '',
  };
}

export function toEducationRow(education: Education): EducationRow {
  const level = (DEGREE_LEVELS as readonly string[]).includes(education.degreeLevel)
    ? (education.degreeLevel as EducationRow['degreeLevel'])
    : 'graduação';
  return {
    clientId: education.id,
    id: education.id,
    institution: education.institution,
    degreeLevel: level,
    field: education.field,
    startMonth: education.startMonth.slice(0, 7),
    endMonth: education.endMonth?.slice(0, 7) ?? '',
    isCurrent: education.isCurrent,
    completed: education.completed,
    description: education.description ?? '',
  };
}
