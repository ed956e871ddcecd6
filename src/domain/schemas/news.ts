import { z } from 'zod';
import { NEWS_ADMIN_ERRORS } from '../copy/news-admin.js';
import { NEWS_TYPES } from '../enums.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';
import { MSG } from '../messages.js';
import { isWebUrl, normalizeLink } from '../rules/links.js';
import { SLUG_PATTERN } from '../rules/slug.js';
import { optionalText, requiredText } from './fields.js';

/**
 * Published news and articles, readable by anyone (SPEC §6: visitors see news).
 *   GET /api/news?type=article|news&cursor=…&limit=…  → { items, nextCursor } newest first
 *   GET /api/news/{idOrSlug}                          → one item with its body
 * Article HTML is sanitised by the server (rules/article-html.ts) and again before rendering.
 */
export const newsListQuerySchema = z.object({
  type: z.enum(NEWS_TYPES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const newsSummarySchema = z.object({
  id: z.string(),
  type: z.enum(NEWS_TYPES),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  publishedAt: z.string(),
  authorName: z.string().nullable(),
  source: z.string().nullable(),
});

export const newsPageSchema = z.object({
  items: z.array(newsSummarySchema),
  nextCursor: z.string().nullable(),
});

export const newsDetailSchema = newsSummarySchema.extend({
  /** Sanitised HTML; articles only. */
  content: z.string().nullable(),
  /** http(s) address of the original story; news only. */
  newsUrl: z.string().nullable(),
});

export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsPage = z.infer<typeof newsPageSchema>;
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/*
 * Authoring, for platform administrators only (auth_user.role = 'admin'; 401 visitors, 403 others):
 *   GET    /api/news/admin?type&cursor&limit → newsAdminPageSchema: every item, drafts and scheduled too
 *   GET    /api/news/admin/{id}              → newsAdminItemSchema (to fill the edit form)
 *   POST   /api/news/admin                   JSON newsInputSchema → 201 newsAdminItemSchema
 *   PUT    /api/news/admin/{id}              JSON newsInputSchema → newsAdminItemSchema
 *   DELETE /api/news/admin/{id}              → 204 (its cover goes too)
 *   POST   /api/news/admin/{id}/cover        multipart `file` → newsCoverSchema (previous cover deleted)
 * Article HTML is sanitised before it is stored. A slug left blank is made from the title (with
 * -2, -3 … when taken); a slug given that is taken answers 409.
 */

/** The most HTML an article may carry. */
export const NEWS_CONTENT_MAX_LENGTH = 100_000;
export const NEWS_SLUG_MAX_LENGTH = 120;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** /api/news/admin: the administrators' routes (never an item's slug). */
export const NEWS_ADMIN_SEGMENT = 'admin';
/** Paths under /api/news that a slug would be shadowed by. */
const RESERVED_NEWS_SLUGS = new Set([NEWS_ADMIN_SEGMENT]);

/**
 * /news/{idOrSlug} reads a UUID as an id, and /api/news/admin is the administrators' list:
 * neither may be a slug.
 */
export function isReservedNewsSlug(slug: string): boolean {
  return RESERVED_NEWS_SLUGS.has(slug) || UUID_SHAPE.test(slug);
}

/** A scheme other than http(s) ('javascript:', 'ftp:', 'data:'); 'site.example:8080' is a port. */
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\d)/i;

export const newsInputSchema = z
  .object({
    type: z.enum(NEWS_TYPES, { error: NEWS_ADMIN_ERRORS.typeRequired }),
    title: requiredText(NEWS_ADMIN_ERRORS.titleRequired, 200),
    /** Blank: made from the title. Lower-cased letters, digits and hyphens. */
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(NEWS_SLUG_MAX_LENGTH, MSG.slug.invalidChars)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || SLUG_PATTERN.test(v), MSG.slug.invalidChars)
      .refine((v) => v === null || !isReservedNewsSlug(v), NEWS_ADMIN_ERRORS.slugReserved),
    excerpt: optionalText(500),
    /** Articles: shown as 'Por {authorName}'. */
    authorName: optionalText(120),
    /** News: shown as 'Fonte: {source}'. */
    source: optionalText(120),
    /** News: the original story, http(s) only (https:// is added when no scheme is given). */
    newsUrl: z
      .string()
      .trim()
      .max(2000, 'Use no máximo 2000 caracteres.')
      .nullish()
      .refine((v) => !v || !OTHER_SCHEME.test(v), MSG.common.invalidUrl)
      .transform((v) => (v ? normalizeLink(v) : null))
      .refine((v) => v === null || isWebUrl(v), MSG.common.invalidUrl),
    /** Articles: HTML; only the allow-list of rules/article-html.ts is kept. */
    content: z
      .string()
      .max(NEWS_CONTENT_MAX_LENGTH, `Use no máximo ${NEWS_CONTENT_MAX_LENGTH} caracteres.`)
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    /** ISO date-time with offset. Absent: now when creating, unchanged when editing. Future = scheduled. */
    publishedAt: z.iso
      .datetime({ offset: true, error: MSG.common.invalidDate })
      .nullish()
      .transform((v) => v ?? null),
    /** Absent: true when creating, unchanged when editing. False = draft. */
    isPublished: z.boolean().optional(),
  })
  // Each type's own fields, checked even when other fields failed, so every message shows at once.
  .refine((v) => v.type !== 'article' || v.authorName !== null, {
    path: ['authorName'],
    message: NEWS_ADMIN_ERRORS.authorRequired,
    when: (p) => validSoFar(p, 'authorName'),
  })
  .refine((v) => v.type !== 'article' || v.content !== null, {
    path: ['content'],
    message: NEWS_ADMIN_ERRORS.contentRequired,
    when: (p) => validSoFar(p, 'content'),
  })
  .refine((v) => v.type !== 'news' || v.source !== null, {
    path: ['source'],
    message: NEWS_ADMIN_ERRORS.sourceRequired,
    when: (p) => validSoFar(p, 'source'),
  })
  .refine((v) => v.type !== 'news' || v.newsUrl !== null, {
    path: ['newsUrl'],
    message: NEWS_ADMIN_ERRORS.newsUrlRequired,
    when: (p) => validSoFar(p, 'newsUrl'),
  });

/** The body is an object whose type and the field a refinement reads both parsed. */
function validSoFar(
  payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] },
  field: string,
): boolean {
  if (typeof payload.value !== 'object' || payload.value === null) return false;
  return payload.issues.every((i) => {
    const key = i.path?.[0];
    return key !== undefined && key !== 'type' && key !== field;
  });
}

export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsInputValues = z.output<typeof newsInputSchema>;

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** A row of the administrators' list. */
export const newsAdminSummarySchema = newsSummarySchema.extend({
  isPublished: z.boolean(),
  /** draft: not published; scheduled: published with a future date; published: public now. */
  status: z.enum(NEWS_STATUSES),
  updatedAt: z.string(),
});

export const newsAdminPageSchema = z.object({
  items: z.array(newsAdminSummarySchema),
  nextCursor: z.string().nullable(),
});

/** Everything the edit form needs; `content` is the stored (sanitised) HTML. */
export const newsAdminItemSchema = newsAdminSummarySchema.extend({
  content: z.string().nullable(),
  newsUrl: z.string().nullable(),
});

export const newsCoverSchema = z.object({ url: z.string() });

export type NewsAdminSummary = z.infer<typeof newsAdminSummarySchema>;
export type NewsAdminPage = z.infer<typeof newsAdminPageSchema>;
export type NewsAdminItem = z.infer<typeof newsAdminItemSchema>;
