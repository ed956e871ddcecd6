import { z } from 'zod';
import { COMMUNITY_NICHES, COMMUNITY_ROLES } from '../enums.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import { MSG } from '../messages.js';
import { COMMUNITY_POLICY } from '../rules/permissions/community.js';
import { optionalLink, optionalText, requiredText } from './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Communities (issue 7). Routes (all JSON unless noted; {id} is a uuid):
 *   GET    /api/communities?niche&q&cursor&limit     explore: active only → communityPageSchema
 *   GET    /api/communities/mine                     joined or run by her (approved membership), with
 *                                                    her role → myCommunitySchema[] (issue 22)
 *   POST   /api/communities                          communityInputSchema → 201 communityDetailSchema
 *                                                    (the community + her admin membership, one transaction)
 *   GET    /api/communities/{id}                     communityDetailSchema (404 unknown/inactive)
 *   PUT    /api/communities/{id}                     admin/moderator → communityDetailSchema
 *   DELETE /api/communities/{id}                     admin/moderator → 204
 *   POST   /api/communities/{id}/logo | /banner      multipart image → communityDetailSchema
 *   POST   /api/communities/{id}/join                → viewer state (pending when approval is required)
 *   DELETE /api/communities/{id}/membership          leave (or cancel a request) → viewer state
 *   PUT    /api/communities/{id}/follow | DELETE …/follow → viewer state
 *   GET    /api/communities/{id}/requests            admin/moderator → joinRequestSchema[]
 *   POST   /api/communities/{id}/requests/{userId}/approve | …/decline → 204
 *   GET    /api/communities/{id}/members             admin/moderator → accessMemberSchema[] (grant page)
 *   …/access/candidates and …/invitations          admin only: schemas/invitations.ts (issue 13)
 */

const paymentAmount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
    return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0; // SPEC §5: non-numeric becomes 0
  })
  .refine((v) => v === null || v >= 0, 'O valor não pode ser negativo.');

/** SPEC §5 "Community". payment_amount is kept only when requires_payment (else null). */
export const communityInputSchema = z
  .object({
    name: requiredText(MSG.communities.nameRequired, 120),
    description: requiredText(MSG.communities.descriptionRequired, 5000),
    niche: z.enum(COMMUNITY_NICHES).default('geral'),
    isPrivate: z.boolean().default(false),
    requiresApproval: z.boolean().default(false),
    requiresPayment: z.boolean().default(false),
    paymentAmount,
    rules: optionalText(5000),
    welcomeMessage: optionalText(2000),
    location: optionalText(200),
    website: optionalLink,
    communityUrl: optionalLink,
  })
  .transform((c) => ({ ...c, paymentAmount: c.requiresPayment ? (c.paymentAmount ?? 0) : null }));
export type CommunityInput = z.input<typeof communityInputSchema>;

export const exploreQuerySchema = z.object({
  niche: z.enum(COMMUNITY_NICHES).optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const communitySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  niche: z.enum(COMMUNITY_NICHES),
  logoUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  requiresApproval: z.boolean(),
  memberCount: z.number(),
  followerCount: z.number(),
});

/** /minhas-comunidades: a community she belongs to, with her role there (issue 22). */
export const myCommunitySchema = communitySummarySchema.extend({
  role: z.enum(COMMUNITY_ROLES),
});
export type MyCommunity = z.infer<typeof myCommunitySchema>;

export const communityPageSchema = z.object({
  items: z.array(communitySummarySchema),
  nextCursor: z.string().nullable(),
});

/** The viewer's relation to a community. */
export const viewerStateSchema = z.object({
  /** none, pending (row not approved) or approved (SPEC §4). */
  membership: z.enum(['none', 'pending', 'approved']),
  role: z.enum(COMMUNITY_ROLES).nullable(),
  following: z.boolean(),
  /** She muted it (issue 19): its posts stay out of her feed. */
  muted: z.boolean(),
  /** What she may do (rules/permissions/community.ts): canEdit, canGrant, canRead, … */
  ...viewerFlagsShape(COMMUNITY_POLICY),
  memberCount: z.number(),
  followerCount: z.number(),
});

export const communityDetailSchema = communitySummarySchema.extend({
  requiresPayment: z.boolean(),
  paymentAmount: z.number().nullable(),
  bannerUrl: z.string().nullable(),
  /** 0..1, computed from the banner image at upload; below BANNER_LUMINANCE_THRESHOLD the title is white. */
  bannerLuminance: z.number().nullable(),
  rules: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  communityUrl: z.string().nullable(),
  creatorId: z.string().nullable(),
  createdAt: z.string(),
  viewer: viewerStateSchema,
});

export const joinRequestSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  slug: z.string(),
  professionalTitle: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  requestedAt: z.string(),
});

/** 'Participantes atuais' of the grant page (communities and companies alike). */
export const accessMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
});

export type CommunitySummary = z.infer<typeof communitySummarySchema>;
export type CommunityPage = z.infer<typeof communityPageSchema>;
export type CommunityDetail = z.infer<typeof communityDetailSchema>;
export type ViewerState = z.infer<typeof viewerStateSchema>;
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export type AccessMember = z.infer<typeof accessMemberSchema>;
