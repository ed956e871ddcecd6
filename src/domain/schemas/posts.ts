import { z } from 'zod';
import { COMMUNITY_NICHES, POST_AUDIENCES, POST_AUTHOR_TYPES } from '../enums.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, POST_MAX_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { POST_POLICY } from '../rules/permissions/post.js';
import { postConversationShape } from './conversation.js';
import { matchReasonSchema } from './vacancies.js';
import './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * The feed (issue 6). Posts speak for a member, a community or a company (author_type +
 * author_id); created_by_user_id is always the person who wrote it and the only one who may
 * edit or delete it.
 *
 *   GET    /api/posts?cursor&limit&communityId&companyId&order → postPageSchema ('for-you' or newest first)
 *   POST   /api/posts            multipart: content, authorType, authorId, communityId?, audience?, image?
 *   PATCH  /api/posts/{id}       multipart: content, image? (replace), removeImage? ('true')
 *   DELETE /api/posts/{id}       → 204
 *   GET    /api/posts/author-options → authorOptionSchema[] (her profile first)
 *   GET    /api/posts/{id}           → postSchema (one post she may read; 404 otherwise)
 *
 * Each post carries its conversation (conversation.ts postConversationShape).
 */

/** Content: trimmed, 1..POST_MAX_LENGTH characters (SPEC §5). */
export const postContent = z
  .string({ error: MSG.posts.contentRequired })
  .trim()
  .min(1, MSG.posts.contentRequired)
  .max(POST_MAX_LENGTH, MSG.posts.contentTooLong);

export const postAuthorTypeSchema = z.enum(POST_AUTHOR_TYPES);
export const postAudienceSchema = z.enum(POST_AUDIENCES);
export const feedOrderSchema = z.enum(['for-you', 'recent']);
export type FeedOrder = z.infer<typeof feedOrderSchema>;

/** The text fields of a new post (the image travels as a file part of the same form). */
export const newPostSchema = z.object({
  content: postContent,
  authorType: postAuthorTypeSchema,
  authorId: z.uuid(),
  communityId: z.uuid().nullish(),
  /** Issue 17: 'connections' only for her own post outside communities (else 400). */
  audience: postAudienceSchema.default('members'),
});
export type NewPost = z.infer<typeof newPostSchema>;

export const postEditSchema = z.object({
  content: postContent,
  removeImage: z.enum(['true', 'false']).optional(),
});

export const postListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  /** Only posts into this community. */
  communityId: z.uuid().optional(),
  /** Only posts speaking for this company. */
  companyId: z.uuid().optional(),
  /**
   * The whole feed's order (issue 17): 'for-you' ranks her network first (rules/feed-ranking.ts),
   * 'recent' is newest first. A community's or company's feed is always newest first.
   */
  order: feedOrderSchema.default('for-you'),
});

export const postAuthorSchema = z.object({
  type: postAuthorTypeSchema,
  id: z.string(),
  /** Member's full name, or the community's / company's name. */
  name: z.string(),
  /** Profile image or logo. */
  imageUrl: z.string().nullable(),
  /** Members only. */
  professionalTitle: z.string().nullable(),
  /** Members: /m/{slug}; communities and companies: null (their pages are /comunidades/{id}, /empresas/{id}). */
  slug: z.string().nullable(),
});

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  author: postAuthorSchema,
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Null until the first edit; then the time of the last edit ('Editado {relative time}'). */
  editedAt: z.string().nullable(),
  /** Who reads it (issue 17): every member, or only its writer's connections. */
  audience: postAudienceSchema,
  /** What she may do with it (rules/permissions/post.ts: its writer edits and deletes it). */
  viewer: z.object(viewerFlagsShape(POST_POLICY)),
  ...postConversationShape,
});

export const postPageSchema = z.object({
  items: z.array(postSchema),
  nextCursor: z.string().nullable(),
});

/** SPEC §3 "Author option (derived)": who she may post as. */
export const authorOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: postAuthorTypeSchema,
  logoUrl: z.string().nullable(),
  /** Admin (company) or admin/moderator (community); always true for her own profile. */
  isAdmin: z.boolean(),
});

export type PostAuthor = z.infer<typeof postAuthorSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostPage = z.infer<typeof postPageSchema>;
export type AuthorOption = z.infer<typeof authorOptionSchema>;

/*
 * The feed page's side boxes.
 *   GET /api/me/communities?limit=5 → activeCommunitySchema[] (approved memberships, active communities)
 *   GET /api/vacancies/recommended?limit=2 → recommendedVacanciesSchema (her exact matches, or
 *   the nearest ones; empty when she has no active profile or no vacancy is open)
 */
export const activeCommunitySchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  niche: z.enum(COMMUNITY_NICHES).nullable(),
  memberCount: z.number(),
});
export type ActiveCommunity = z.infer<typeof activeCommunitySchema>;

export const recommendedVacancySchema = z.object({
  id: z.string(),
  title: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  location: z.string().nullable(),
  workModel: z.string().nullable(),
  employmentType: z.string().nullable(),
  salaryRange: z.string().nullable(),
  createdAt: z.string(),
  /** Each criterion she set, met or missed (rules/vacancy-match.ts). */
  matchReasons: z.array(matchReasonSchema),
  /** No criterion she set is missed. */
  exact: z.boolean(),
});
export type RecommendedVacancy = z.infer<typeof recommendedVacancySchema>;

/**
 * 'Vagas Recomendadas': the exact matches of her active profile, best first; when none matches
 * exactly, the nearest open vacancies (`nearest`: 'Próximas do seu perfil'). Empty when she has
 * no active profile (`hasActivePreference` false) or there is no open vacancy at all.
 */
export const recommendedVacanciesSchema = z.object({
  hasActivePreference: z.boolean(),
  nearest: z.boolean(),
  items: z.array(recommendedVacancySchema),
});
export type RecommendedVacancies = z.infer<typeof recommendedVacanciesSchema>;
