import sanitizeHtml from 'sanitize-html';
import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_SCHEMES,
  ARTICLE_ALLOWED_TAGS,
} from '../../../domain/rules/article-html.js';

/** What every link of an article carries: it opens apart from the app and passes no referrer. */
const LINK_REL = 'noopener noreferrer nofollow';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  // rel and target are ours: the transform below sets them on every link, over any given.
  allowedAttributes: { a: [...ARTICLE_ALLOWED_ATTRIBUTES.a, 'rel', 'target'] },
  allowedSchemes: [...ARTICLE_ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Unknown tags go but their text stays; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: LINK_REL, target: '_blank' },
    }),
  },
};

/**
 * An article's HTML reduced to the allow-list of rules/article-html.ts: structure, emphasis,
 * lists, quotes and http(s)/mailto links. Scripts, frames, styles, event handlers and any
 * other attribute are removed. Used when an article is served and when it is stored.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
