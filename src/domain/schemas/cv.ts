import { z } from 'zod';
import {
  CAREER_BREAK_REASONS,
  CONTRACT_TYPES,
  DEGREE_LEVELS,
  EXPERIENCE_KINDS,
  PROJECT_TYPES,
  WORK_MODELS,
} from '../enums.js';
import { MSG } from '../messages.js';
import { isFullMonth } from '../rules/month.js';
import { optionalLink, optionalText, requiredText } from './fields.js';

// Experience, education, projects and achievements. Months travel as 'YYYY-MM' both ways; the
// server stores the first day of the month (SPEC §5).

const month = z.string().nullish();

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** What a job needs and a career break does not (a break needs its reason). */
const JOB_FIELDS = ['company', 'role', 'contractType', 'workModel', 'country', 'state', 'city'] as const;

/**
 * One row of the experience editor; `id` is absent for a row added on the page (inserted on save).
 * A job (the default `kind`, so older clients keep working) requires company, role, contract,
 * work model and place (SPEC §5); a career break ('Pausa na carreira', issue 21) requires its
 * reason and keeps none of those.
 */
export const experienceInputSchema = z
  .object({
    id: z.uuid().optional(),
    kind: z.enum(EXPERIENCE_KINDS).default('job'),
    // '' is the form's 'Selecione' (nothing chosen yet).
    breakReason: z
      .union([z.enum(CAREER_BREAK_REASONS), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    company: optionalText(200),
    role: optionalText(200),
    description: optionalText(3000),
    startMonth: month,
    endMonth: month,
    isCurrent: z.boolean(),
    salary: z
      .number()
      .min(0)
      .nullish()
      .transform((v) => v ?? null),
    contractType: z
      .enum(CONTRACT_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    workModel: z
      .enum(WORK_MODELS)
      .nullish()
      .transform((v) => v ?? null),
    country: optionalText(200),
    state: optionalText(200),
    city: optionalText(200),
  })
  // Each kind's required fields, checked even when another field failed, so every message shows at once.
  .superRefine(
    (row, ctx) => {
      if (row.kind === 'career_break') {
        if (!row.breakReason)
          ctx.addIssue({ code: 'custom', path: ['breakReason'], message: MSG.common.required });
        return;
      }
      for (const field of JOB_FIELDS)
        if (blank(row[field])) ctx.addIssue({ code: 'custom', path: [field], message: MSG.common.required });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine((row, ctx) => {
    if (!isFullMonth(row.startMonth))
      ctx.addIssue({ code: 'custom', path: ['startMonth'], message: MSG.experience.invalidStart });
    if (!row.isCurrent && row.endMonth && !isFullMonth(row.endMonth))
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.experience.invalidEnd });
    if (
      !row.isCurrent &&
      isFullMonth(row.endMonth) &&
      isFullMonth(row.startMonth) &&
      row.endMonth < row.startMonth
    )
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.experience.invalidEnd });
  })
  .transform((row) => {
    const endMonth = row.isCurrent ? null : row.endMonth || null;
    if (row.kind === 'job') return { ...row, endMonth, breakReason: null };
    return {
      ...row,
      endMonth,
      company: null,
      role: null,
      salary: null,
      contractType: null,
      workModel: null,
      country: null,
      state: null,
      city: null,
    };
  });
export type ExperienceInput = z.input<typeof experienceInputSchema>;

export const saveExperiencesSchema = z.object({ entries: z.array(experienceInputSchema).max(50) });

/** A saved row. A career break has its reason and nulls where a job has company, role, contract and place. */
export const experienceSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPERIENCE_KINDS),
  breakReason: z.enum(CAREER_BREAK_REASONS).nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  description: z.string().nullable(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  salary: z.number().nullable(),
  contractType: z.string().nullable(),
  workModel: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationInputSchema = z
  .object({
    id: z.uuid().optional(),
    institution: requiredText(),
    degreeLevel: z.enum(DEGREE_LEVELS),
    field: requiredText(),
    startMonth: month,
    endMonth: month,
    isCurrent: z.boolean(),
    completed: z.boolean(),
    description: optionalText(3000),
  })
  .superRefine((row, ctx) => {
    if (!isFullMonth(row.startMonth))
      ctx.addIssue({ code: 'custom', path: ['startMonth'], message: MSG.experience.invalidStart });
    if (!row.isCurrent && row.endMonth && !isFullMonth(row.endMonth))
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.education.invalidEnd });
    if (
      !row.isCurrent &&
      isFullMonth(row.endMonth) &&
      isFullMonth(row.startMonth) &&
      row.endMonth < row.startMonth
    )
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.education.invalidEnd });
  })
  // Ticking is_current clears the end date and 'Concluído' (SPEC §2).
  .transform((row) => ({
    ...row,
    endMonth: row.isCurrent ? null : row.endMonth || null,
    completed: row.isCurrent ? false : row.completed,
  }));
export type EducationInput = z.input<typeof educationInputSchema>;

export const saveEducationSchema = z.object({ entries: z.array(educationInputSchema).max(30) });

export const educationSchema = z.object({
  id: z.string(),
  institution: z.string(),
  degreeLevel: z.string(),
  field: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  completed: z.boolean(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

/** Projects and volunteering have a start and optional end month; articles and awards one month. */
export const projectInputSchema = z
  .object({
    type: z.enum(PROJECT_TYPES),
    title: requiredText(MSG.common.required, 200),
    description: optionalText(3000),
    startMonth: month,
    endMonth: month,
    month,
    link: optionalLink,
  })
  .superRefine((row, ctx) => {
    const ranged = row.type === 'project' || row.type === 'volunteering';
    if (ranged && row.startMonth && !isFullMonth(row.startMonth))
      ctx.addIssue({ code: 'custom', path: ['startMonth'], message: MSG.experience.invalidStart });
    if (ranged && row.endMonth && !isFullMonth(row.endMonth))
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.experience.invalidEnd });
    if (!ranged && row.month && !isFullMonth(row.month))
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'Data inválida' });
  })
  .transform((row) => {
    const ranged = row.type === 'project' || row.type === 'volunteering';
    return {
      ...row,
      startMonth: ranged ? row.startMonth || null : null,
      endMonth: ranged ? row.endMonth || null : null,
      month: ranged ? null : row.month || null,
    };
  });
export type ProjectInput = z.input<typeof projectInputSchema>;

export const projectSchema = z.object({
  id: z.string(),
  type: z.enum(PROJECT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  startMonth: z.string().nullable(),
  endMonth: z.string().nullable(),
  month: z.string().nullable(),
  link: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;
