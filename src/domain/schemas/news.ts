import { z } from 'zod';
import { NEWS_TYPES } from '../enums.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.js';

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
