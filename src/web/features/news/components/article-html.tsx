import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_SCHEMES,
  ARTICLE_ALLOWED_TAGS,
} from '@domain/rules/article-html';
import { cn } from '@web/lib/cn';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';

/*
 * An article's body. The server already sanitised it (sanitize-html, same allow-list); it is
 * sanitised again here, with DOMPurify, right before it reaches the DOM, so a bug or a bypass on
 * one side is not enough to run script in a reader's browser. A page rendered on the server
 * (entry-server.tsx: no DOM for DOMPurify there) carries the body as the API served it; once the
 * browser takes the page over, the DOMPurify result replaces it.
 */

const allowedAttributes: Readonly<Record<string, readonly string[]>> = ARTICLE_ALLOWED_ATTRIBUTES;
const everyAllowedAttribute = [...new Set(Object.values(allowedAttributes).flat())];
// Links only to the allowed schemes; anything else (javascript:, data:, relative paths) loses its href.
const allowedUri = new RegExp(`^(?:${ARTICLE_ALLOWED_SCHEMES.join('|')}):`, 'i');
const opensInNewTab = /^https?:/i;

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so its hooks never touch another caller's sanitising. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  // DOMPurify's attribute list is global; keep each attribute on the tags that may carry it
  // (href and title on <a> only).
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = allowedAttributes[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  // Outside links open in a new tab, without handing that tab a reference to this page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && opensInNewTab.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** The article HTML with everything outside the allow-list removed. */
export function sanitizeArticleHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
    ALLOWED_ATTR: everyAllowedAttribute,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // A dropped wrapper (<div>, <span>) keeps its text; DOMPurify's defaults still drop the
    // content of <script>, <style>, <iframe>, <svg> and the like with the element.
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

// Typography without the typography plugin: each allowed element is styled from the wrapper.
const prose = cn(
  'max-w-none text-base leading-relaxed text-ink md:text-lg',
  '[&>*:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink md:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink md:[&_h3]:text-2xl',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_strong]:font-semibold [&_b]:font-semibold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-primary-600',
  '[&_a]:rounded-sm [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:hover]:text-primary-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-300',
  '[&_blockquote]:bg-primary-50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5',
  '[&_blockquote]:text-ink [&_blockquote]:italic [&_blockquote_p]:mt-0',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-neutral-900 [&_pre]:p-4',
  '[&_pre]:text-sm [&_pre]:text-neutral-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-10 [&_hr]:border-line',
);

export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => (typeof window === 'undefined' ? html : sanitizeArticleHtml(html)), [html]);
  const container = useRef<HTMLDivElement>(null);
  // Hydration keeps the server's markup as it is: put this browser's own result in its place.
  useEffect(() => {
    if (container.current && container.current.innerHTML !== clean) container.current.innerHTML = clean;
  }, [clean]);
  return (
    <div
      ref={container}
      className={cn(prose, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the article allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
