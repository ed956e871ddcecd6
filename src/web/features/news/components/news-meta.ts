import { MSG } from '@domain/messages';
import type { NewsSummary } from '@domain/schemas/news';

/** 'Artigo' or 'Notícia' (SPEC §2 news list badge). */
export function newsKindLabel(type: NewsSummary['type']): string {
  return type === 'article' ? MSG.news.article : MSG.news.news;
}

/** 'Por {author}' for an article, 'Fonte: {source}' for a news item; null when unknown. */
export function newsByline(item: Pick<NewsSummary, 'type' | 'authorName' | 'source'>): string | null {
  if (item.type === 'article') return item.authorName ? MSG.news.by(item.authorName) : null;
  return item.source ? MSG.news.source(item.source) : null;
}

/**
 * The original story's address, if it may be linked: http(s) only (never javascript:, data: or a
 * relative path) and never this site itself (a news item's story is on its publisher's site).
 */
export function externalNewsUrl(url: string | null): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (typeof window !== 'undefined' && parsed.origin === window.location.origin) return null;
  return parsed.href;
}
