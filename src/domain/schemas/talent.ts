import { z } from 'zod';
import { WORK_MODELS } from '../enums.js';
import { SEARCH_QUERY_MAX_LENGTH, TALENT_PAGE_SIZE } from '../limits.js';
import { MSG } from '../messages.js';
import { SENIORITY_LEVELS } from '../rules/seniority.js';

/**
 * 'Encontrar uma profissional' (talent search), shared by the server and the company's page:
 *   GET  /api/companies/{id}/talent?…filters&cursor → talentPageSchema (staff: searchTalent)
 *   POST /api/companies/{id}/talent/{memberId}/views → 204 (she opened the profile from the search)
 *   POST /api/companies/{id}/talent/{memberId}/contact → conversationSchema (a message request
 *        in the company's name; 201 new, 200 existing)
 *   GET  /api/me/privacy/talent-search → optInSettingSchema (schemas/privacy.ts); PUT the same
 *   GET  /api/me/privacy/profile-views?cursor → profileViewPageSchema
 */

const optionalText = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX_LENGTH, MSG.common.invalidInput)
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalId = z.coerce.number().int().positive(MSG.common.invalidInput).optional();

export const talentQuerySchema = z.object({
  /** An industry sector (job taxonomy): her active preference names a role of it. */
  sectorId: optionalId,
  /** A role: her active preference names it, or one of her jobs has its title. */
  roleId: optionalId,
  skill: optionalText,
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MSG.common.invalidInput)
    .optional(),
  city: optionalText,
  workModel: z.enum(WORK_MODELS, { error: MSG.common.invalidInput }).optional(),
  seniority: z.enum(SENIORITY_LEVELS, { error: MSG.common.invalidInput }).optional(),
  languageId: optionalId,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TALENT_PAGE_SIZE).default(TALENT_PAGE_SIZE),
});
export type TalentQuery = z.infer<typeof talentQuerySchema>;

export const talentResultSchema = z.object({
  id: z.string(),
  slug: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  /** Null unless her privacy shows her city to the one searching. */
  state: z.string().nullable(),
  city: z.string().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.object({ name: z.string(), level: z.string(), label: z.string() })),
  seniority: z.enum(SENIORITY_LEVELS),
});
export type TalentResult = z.infer<typeof talentResultSchema>;

export const talentPageSchema = z.object({
  items: z.array(talentResultSchema),
  nextCursor: z.string().nullable(),
});
export type TalentPage = z.infer<typeof talentPageSchema>;

export const profileViewSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  /** The day (YYYY-MM-DD, São Paulo) and the first moment of it that the company looked. */
  day: z.string(),
  viewedAt: z.string(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const profileViewPageSchema = z.object({
  items: z.array(profileViewSchema),
  nextCursor: z.string().nullable(),
});
export type ProfileViewPage = z.infer<typeof profileViewPageSchema>;
