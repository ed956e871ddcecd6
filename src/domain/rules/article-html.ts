/**
 * The HTML an article may contain, shared by the server's sanitiser (sanitize-html, when stored
 * and when served) and the browser's (DOMPurify, before rendering): text structure, emphasis,
 * lists, quotes and links. No scripts, styles, frames, forms, event handlers or inline styles;
 * links only to http(s) and mailto.
 */
export const ARTICLE_ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'hr',
] as const;

export const ARTICLE_ALLOWED_ATTRIBUTES = { a: ['href', 'title'] } as const;

export const ARTICLE_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;
