import { CONTRACT_TYPES, WORK_MODELS } from '@domain/enums';
import { DEFAULT_LOCATION_COUNTRY } from '@domain/limits';
import { type Experience, experienceInputSchema } from '@domain/schemas/cv';
import { listFormSchema, temporaryId } from '@web/ui/list-editor/list-form';
import type { z } from 'zod';

/*
 * The editor's form: the domain's row schema (SPEC §5 messages, is_current clearing the end)
 * plus `clientId`, a key that exists only in the browser (see listFormSchema).
 */

export const experienceFormSchema = listFormSchema(experienceInputSchema, 50);

export type ExperienceFormValues = z.input<typeof experienceFormSchema>;
export type ExperienceRow = ExperienceFormValues['entries'][number];

/** The fields the server may report per row ('entries.0.startMonth'). */
export const EXPERIENCE_ROW_FIELDS = [
  'breakReason',
  'company',
  'role',
  'description',
  'startMonth',
  'endMonth',
  'isCurrent',
  'salary',
  'contractType',
  'workModel',
  'country',
  'state',
  'city',
] as const;

export function newExperienceRow(): ExperienceRow {
  return {
    clientId: temporaryId(),
    kind: 'job',
    breakReason: null,
    company: '',
    role: '',
    description: '',
    startMonth: '',
    endMonth: '',
    isCurrent: false,
    salary: null,
    contractType: 'CLT',
    workModel: 'Presencial',
    country: DEFAULT_LOCATION_COUNTRY,
    state: '',
    city: '',
  };
}

/** 'Adicionar pausa na carreira': a reason to choose, a period and an optional description. */
export function newCareerBreakRow(): ExperienceRow {
  return {
    ...newExperienceRow(),
    kind: 'career_break',
    breakReason: '',
  };
}

export function toExperienceRow(experience: Experience): ExperienceRow {
  return {
    clientId: experience.id,
    id: experience.id,
    kind: experience.kind,
    breakReason: experience.breakReason,
    company: experience.company ?? '',
    role: experience.role ?? '',
    description: experience.description ?? '',
    startMonth: experience.startMonth.slice(0, 7),
    endMonth: experience.endMonth?.slice(0, 7) ?? '',
    isCurrent: experience.isCurrent,
    salary: experience.salary,
    contractType: oneOf(CONTRACT_TYPES, experience.contractType ?? '', 'CLT'),
    workModel: oneOf(WORK_MODELS, experience.workModel ?? '', 'Presencial'),
    // A job imported without a place has none yet: the editor asks for it on save.
    country: experience.country ?? (experience.kind === 'job' ? DEFAULT_LOCATION_COUNTRY : ''),
    state: experience.state ?? '',
    city: experience.city ?? '',
  };
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}
