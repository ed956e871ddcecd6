/**
 * The one address of a published item (issue 22): an article lives on the public blog,
 * /blog/{slug}; a news item (a story on another site) on its own page, /news/{id}. Every other
 * address of the item (/news/{id} of an article, /blog/{slug} of a news item, /noticias/{n})
 * redirects here.
 */
export function newsPath(item: { type: 'article' | 'news'; id: string; slug: string }): string {
  return item.type === 'article'
    ? `/blog/${encodeURIComponent(item.slug)}`
    : `/news/${encodeURIComponent(item.id)}`;
}
