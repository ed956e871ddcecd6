import { z } from 'zod';
import { LANGUAGE_LEVELS } from '../enums.js';
import { MSG } from '../messages.js';
import { SLUG_PATTERN } from '../rules/slug.js';
import { isoDate, labelList, optionalLink, optionalText, requiredText } from './fields.js';

export const childSchema = z.object({
  nome: requiredText(MSG.common.required, 80),
  birth_date: isoDate,
});
export type Child = z.infer<typeof childSchema>;

export const languageEntrySchema = z.object({
  idioma_id: z.number().int().positive(),
  nivel: z.enum(LANGUAGE_LEVELS),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** PUT /api/profile/me — everything on /perfil except photo, cover and slug. */
export const profileUpdateSchema = z.object({
  fullName: requiredText(MSG.auth.fullNameRequired, 120),
  professionalTitle: optionalText(120),
  bio: optionalText(2000),
  phone: optionalText(30),
  state: z
    .string()
    .length(2)
    .nullish()
    .transform((v) => v ?? null),
  city: optionalText(80),
  birthDate: isoDate.nullish().transform((v) => v ?? null),
  experienceYears: z
    .number({ error: MSG.profile.experienceYearsInvalid })
    .int()
    .min(0, MSG.profile.experienceYearsInvalid),
  linkedinUrl: optionalLink,
  websiteUrl: optionalLink,
  lattesUrl: optionalLink,
  isLookingForJob: z.boolean(),
  softSkills: labelList(),
  hardSkills: labelList(),
  filhos: z.array(childSchema).max(20),
  idiomas: z
    .array(languageEntrySchema)
    .max(30)
    .refine((list) => new Set(list.map((l) => l.idioma_id)).size === list.length, {
      message: 'Idioma repetido.',
    }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET/PUT /api/profile/me — her own profile, every field. */
export const ownProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  email: z.string(),
  fullName: z.string(),
  professionalTitle: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  birthDate: z.string().nullable(),
  experienceYears: z.number(),
  profileImageUrl: z.string().nullable(),
  profileBannerUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  lattesUrl: z.string().nullable(),
  isLookingForJob: z.boolean(),
  softSkills: z.array(z.string()),
  hardSkills: z.array(z.string()),
  filhos: z.array(z.object({ nome: z.string(), birth_date: z.string().nullable() })),
  idiomas: z.array(z.object({ idioma_id: z.number(), nivel: z.string() })),
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** Slug edit (SPEC §5): letters, digits, hyphens; lower-cased. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MSG.slug.invalidChars)
  .max(60, MSG.slug.invalidChars)
  .regex(SLUG_PATTERN, MSG.slug.invalidChars);

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const catalogueItemSchema = z.object({ id: z.number(), name: z.string() });
/** A job category with its sector's name (GET /api/catalogue/categories). */
export const categoryWithSectorSchema = catalogueItemSchema.extend({ sector: z.string() });
export const stateSchema = z.object({ uf: z.string(), name: z.string() });
