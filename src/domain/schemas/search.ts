import { z } from 'zod';
import { COMMUNITY_NICHES, COMPANY_INDUSTRIES } from '../enums.js';
import { SEARCH_QUERY_MAX_LENGTH } from '../limits.js';
import './fields.js';

/**
 * GET /api/search?q=… (signed-in members only). One call answers the three tabs of the search
 * overlay. Each category holds at most SEARCH_RESULTS_PER_CATEGORY items; `hasMore` says more
 * matched than were returned, so the tab can show "20+".
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX_LENGTH),
});

export const professionalHitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  fullName: z.string(),
  professionalTitle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  location: z.string().nullable(),
});

export const companyHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.enum(COMPANY_INDUSTRIES).nullable(),
  logoUrl: z.string().nullable(),
  location: z.string().nullable(),
});

export const communityHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  niche: z.enum(COMMUNITY_NICHES).nullable(),
  logoUrl: z.string().nullable(),
  memberCount: z.number(),
});

const category = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), hasMore: z.boolean() });

export const searchResultsSchema = z.object({
  query: z.string(),
  professionals: category(professionalHitSchema),
  companies: category(companyHitSchema),
  communities: category(communityHitSchema),
});

export type ProfessionalHit = z.infer<typeof professionalHitSchema>;
export type CompanyHit = z.infer<typeof companyHitSchema>;
export type CommunityHit = z.infer<typeof communityHitSchema>;
export type SearchResults = z.infer<typeof searchResultsSchema>;
