import type { NewsType } from '@domain/enums';
import { type NewsAdminItem, newsInputSchema } from '@domain/schemas/news';
import { format, isValid, parseISO } from 'date-fns';
import { z } from 'zod';

/**
 * What the form holds: plain strings for every text control (react-hook-form's natural values),
 * the publication date as the `datetime-local` control gives it (local time, no offset), and the
 * 'Publicado' box.
 */
export interface NewsFormValues {
  type: NewsType;
  title: string;
  slug: string;
  excerpt: string;
  authorName: string;
  content: string;
  source: string;
  newsUrl: string;
  publishedAt: string;
  isPublished: boolean;
}

const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

/** A moment as a `datetime-local` value, in the browser's time zone ('' when unreadable). */
export function toLocalDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, LOCAL_DATE_TIME) : '';
}

/**
 * A `datetime-local` value ('2026-03-12T14:30', local time) as the ISO date-time with offset the
 * API expects; blank → null (now when creating, unchanged when editing); anything unreadable
 * is passed on as typed, so the shared schema reports it.
 */
export function fromLocalDateTime(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const date = parseISO(trimmed);
  return isValid(date) ? date.toISOString() : trimmed;
}

/**
 * The API's body from the form: the other type's fields are sent empty (an article has no
 * source or address, a news item no author or HTML), so a leftover in a hidden field can neither
 * block saving nor be stored.
 */
export function toNewsInput(values: NewsFormValues) {
  const article = values.type === 'article';
  return {
    type: values.type,
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    authorName: article ? values.authorName : null,
    content: article ? values.content : null,
    source: article ? null : values.source,
    newsUrl: article ? null : values.newsUrl,
    publishedAt: fromLocalDateTime(values.publishedAt),
    isPublished: values.isPublished,
  };
}

/**
 * The shared newsInputSchema (the server parses the same), fed the form's values through
 * toNewsInput; its error paths are the form's field names.
 */
export const newsFormSchema = z.preprocess((values: NewsFormValues) => toNewsInput(values), newsInputSchema);

export function emptyNewsForm(now: Date = new Date()): NewsFormValues {
  return {
    type: 'article',
    title: '',
    slug: '',
    excerpt: '',
    authorName: '',
    content: '',
    source: '',
    newsUrl: '',
    publishedAt: toLocalDateTime(now),
    isPublished: true,
  };
}

export function newsFormValuesOf(item: NewsAdminItem): NewsFormValues {
  return {
    type: item.type,
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt ?? '',
    authorName: item.authorName ?? '',
    content: item.content ?? '',
    source: item.source ?? '',
    newsUrl: item.newsUrl ?? '',
    publishedAt: toLocalDateTime(item.publishedAt),
    isPublished: item.isPublished,
  };
}

/** The API's field names are the form's own. */
export const NEWS_FORM_FIELDS = [
  'type',
  'title',
  'slug',
  'excerpt',
  'authorName',
  'content',
  'source',
  'newsUrl',
  'publishedAt',
  'isPublished',
] as const satisfies readonly (keyof NewsFormValues)[];
