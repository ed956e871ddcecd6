// <title> and Open Graph / Twitter tags for pages whose preview (WhatsApp, LinkedIn, Slack …)
// must show real content: crawlers do not run the client, so the server writes them into the
// HTML it serves.

import { COPY } from '../../domain/messages.js';

export type PageHead = {
  /** The document <title> (browser tab, search results). */
  documentTitle: string;
  /** og:title: what the preview card shows as its heading. */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type?: string;
  /** Absolute URL of the preview image. */
  image?: string | null;
  /** Search engines are asked not to list the page (its owner did not allow it). */
  noindex?: boolean;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** The tags, ready to replace the page's own <title>. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.documentTitle)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:url', head.url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('property', 'og:site_name', COPY.brand.name),
    meta('property', 'og:locale', 'pt_BR'),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    ');
}

/**
 * Puts the tags into index.html: in place of its <title> (and its generic description, which
 * would otherwise be read instead of the page's), or before </head> when it has none.
 */
export function injectHead(html: string, tags: string): string {
  const withoutDescription = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, () => tags);
  return withoutDescription.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

/** A description's start, on one line, cut at a word: previews show about this much. */
const EXCERPT_LENGTH = 160;

/** The text's start on one line, at most `max` characters, cut at a word. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–—-]+$/, '')}…`;
}

/**
 * Structured data (schema.org JSON-LD) for search engines. `<` is written as \u003c (and the
 * line separators JavaScript once rejected as \u2028/\u2029), so no text can close the element.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
