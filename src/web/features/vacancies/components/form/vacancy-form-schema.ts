import type { HowToReceive } from '@domain/enums';
import { type VacancyDetail, type VacancyValues, vacancyInputSchema } from '@domain/schemas/vacancies';
import { z } from 'zod';

/**
 * What the form holds: plain strings for every control (react-hook-form's natural values; '' for
 * "nothing chosen" in the selects) and the radio's choice.
 */
export interface VacancyFormValues {
  companyId: string;
  title: string;
  description: string;
  requirements: string;
  benefits: string;
  state: string;
  city: string;
  salaryRange: string;
  employmentType: string;
  workModel: string;
  /** Sector → category → role of the job taxonomy (the preference wizard's picker); only the role is sent. */
  roleSectorId: string;
  roleCategoryId: string;
  roleId: string;
  howToReceive: HowToReceive;
  externalPlatform: string;
}

/**
 * The shared vacancyInputSchema (the server parses the same): trimming, empty → null, the
 * https:// prefix, the spec's messages. The selects' '' ("Não especificado") becomes null first,
 * since the enums accept null but not an empty string.
 */
export const vacancyFormSchema = z.preprocess(
  (values: VacancyFormValues) => ({
    ...values,
    employmentType: values.employmentType || null,
    workModel: values.workModel || null,
    state: values.state || null,
    roleId: values.roleId ? Number(values.roleId) : null,
  }),
  vacancyInputSchema,
);

/** The API's field names are the form's own. */
export const VACANCY_FORM_FIELDS = [
  'companyId',
  'title',
  'description',
  'requirements',
  'benefits',
  'state',
  'city',
  'salaryRange',
  'employmentType',
  'workModel',
  'roleId',
  'howToReceive',
  'externalPlatform',
] as const satisfies readonly (keyof VacancyFormValues)[];

export type VacancyFormOutput = VacancyValues;

export function emptyVacancyForm(companyId = ''): VacancyFormValues {
  return {
    companyId,
    title: '',
    description: '',
    requirements: '',
    benefits: '',
    state: '',
    city: '',
    salaryRange: '',
    employmentType: '',
    workModel: '',
    roleSectorId: '',
    roleCategoryId: '',
    roleId: '',
    howToReceive: 'internal',
    externalPlatform: '',
  };
}

export function vacancyFormValuesOf(vacancy: VacancyDetail): VacancyFormValues {
  return {
    companyId: vacancy.companyId,
    title: vacancy.title,
    description: vacancy.description,
    requirements: vacancy.requirements ?? '',
    benefits: vacancy.benefits ?? '',
    state: vacancy.state ?? '',
    city: vacancy.city ?? '',
    salaryRange: vacancy.salaryRange ?? '',
    employmentType: vacancy.employmentType ?? '',
    workModel: vacancy.workModel ?? '',
    roleSectorId: vacancy.role ? String(vacancy.role.sectorId) : '',
    roleCategoryId: vacancy.role ? String(vacancy.role.categoryId) : '',
    roleId: vacancy.role ? String(vacancy.role.id) : '',
    howToReceive: vacancy.howToReceive,
    externalPlatform: vacancy.externalPlatform ?? '',
  };
}
