// The sitemap protocol (sitemaps.org): the addresses search engines may crawl, with when each
// last changed. Each module that owns public pages lists its own (its index.ts); the site module
// puts them together at /sitemap.xml.

/** The protocol's cap on the addresses of one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** One public page: its path on the site and, when known, when it last changed. */
export type SitemapPage = { path: string; lastmod?: Date | null };

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);
}

/** The <urlset> document of these pages (at most SITEMAP_MAX_URLS), as absolute addresses. */
export function renderSitemap(publicUrl: string, pages: readonly SitemapPage[]): string {
  const entries = pages.slice(0, SITEMAP_MAX_URLS).map((page) => {
    const loc = `<loc>${escapeXml(`${publicUrl}${page.path}`)}</loc>`;
    const lastmod = page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : '';
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
