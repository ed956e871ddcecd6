import { z } from 'zod';
import { LANGUAGE_LEVELS } from '../enums.js';
import { MSG } from '../messages.js';
import { isFullMonth } from '../rules/month.js';
import { educationInputSchema } from './cv.js';
import { optionalText, requiredText } from './fields.js';

// Importing a LinkedIn data export (issue 21): POST /api/linkedin-import/preview reads the ZIP
// and answers what it found; POST /api/linkedin-import adds what she confirmed. LinkedIn has no
// contract type or work model, and its place is free text: an imported job takes the database
// defaults (CLT, Presencial) and whatever place could be read; the editor asks for a missing one.

/** At most this many rows of each section are read from an export. */
export const LINKEDIN_IMPORT_MAX_ROWS = 50;

const month = z.string().nullish();

/** A job as read from Positions.csv. */
const importedExperienceSchema = z
  .object({
    company: requiredText(),
    role: requiredText(),
    description: optionalText(3000),
    startMonth: month,
    endMonth: month,
    isCurrent: z.boolean(),
    country: optionalText(200),
    state: optionalText(200),
    city: optionalText(200),
  })
  .superRefine((row, ctx) => {
    if (!isFullMonth(row.startMonth))
      ctx.addIssue({ code: 'custom', path: ['startMonth'], message: MSG.experience.invalidStart });
    if (
      row.endMonth &&
      (!isFullMonth(row.endMonth) || (isFullMonth(row.startMonth) && row.endMonth < row.startMonth))
    )
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: MSG.experience.invalidEnd });
  })
  .transform((row) => ({ ...row, endMonth: row.isCurrent ? null : row.endMonth || null }));

/** A language as read from Languages.csv, matched against the catalogue by name. */
const importedLanguageSchema = z.object({
  idioma_id: z.number().int().positive(),
  nivel: z.enum(LANGUAGE_LEVELS),
});

/** POST /api/linkedin-import: what she confirmed of the preview. */
export const linkedInImportSchema = z.object({
  experiences: z.array(importedExperienceSchema).max(LINKEDIN_IMPORT_MAX_ROWS),
  education: z.array(educationInputSchema).max(LINKEDIN_IMPORT_MAX_ROWS),
  skills: z.array(z.string().trim().min(1).max(60)).max(LINKEDIN_IMPORT_MAX_ROWS),
  languages: z.array(importedLanguageSchema).max(LINKEDIN_IMPORT_MAX_ROWS),
});
export type LinkedInImport = z.input<typeof linkedInImportSchema>;

const experienceOut = z.object({
  company: z.string(),
  role: z.string(),
  description: z.string().nullable(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
const educationOut = z.object({
  institution: z.string(),
  degreeLevel: z.string(),
  field: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  isCurrent: z.boolean(),
  completed: z.boolean(),
  description: z.string().nullable(),
});
const languageOut = importedLanguageSchema.extend({ name: z.string() });

/**
 * The preview: what would be added (`new`), what her profile already has (`present`, never added
 * twice), and how many rows of the export could not be read (no date, an unknown language…).
 */
export const linkedInPreviewSchema = z.object({
  experiences: z.object({ new: z.array(experienceOut), present: z.array(experienceOut) }),
  education: z.object({ new: z.array(educationOut), present: z.array(educationOut) }),
  skills: z.object({ new: z.array(z.string()), present: z.array(z.string()) }),
  languages: z.object({ new: z.array(languageOut), present: z.array(languageOut) }),
  skipped: z.number().int(),
});
export type LinkedInPreview = z.infer<typeof linkedInPreviewSchema>;

/** What the import added, per section. */
export const linkedInImportResultSchema = z.object({
  experiences: z.number().int(),
  education: z.number().int(),
  skills: z.number().int(),
  languages: z.number().int(),
});
export type LinkedInImportResult = z.infer<typeof linkedInImportResultSchema>;
