import { NEWS_ADMIN_COPY } from '@domain/copy/news-admin';
import { ARTICLE_ALLOWED_TAGS } from '@domain/rules/article-html';
import { NEWS_CONTENT_MAX_LENGTH } from '@domain/schemas/news';
import { FormField } from '@web/ui/form-field';
import { Textarea } from '@web/ui/textarea';
import { useDeferredValue, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ArticleHtml } from '../article-html';

const T = NEWS_ADMIN_COPY.form;
const ALLOWED_TAGS = ARTICLE_ALLOWED_TAGS.map((tag) => `<${tag}>`).join(', ');

/**
 * An article's HTML: a plain textarea (the allow-list is named under it) and, beside it on wide
 * screens, a live preview drawn by the reader's own ArticleHtml, sanitised in the browser with
 * the same allow-list the server applies when it stores the text.
 */
export function ArticleContentField({
  value,
  error,
  registration,
}: {
  value: string;
  error?: string[];
  registration: UseFormRegisterReturn<'content'>;
}) {
  const previewId = useId();
  // Typing stays responsive on a long text: the preview catches up between keystrokes.
  const html = useDeferredValue(value);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <FormField label={T.content} hint={T.contentHint(ALLOWED_TAGS)} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={16}
            spellCheck
            maxLength={NEWS_CONTENT_MAX_LENGTH}
            className="min-h-72 font-mono text-sm"
            aria-required="true"
            {...registration}
          />
        )}
      </FormField>
      <section aria-labelledby={previewId} className="flex min-w-0 flex-col gap-1.5">
        <h2 id={previewId} className="text-sm font-semibold text-ink">
          {T.preview}
        </h2>
        <div
          data-testid="article-preview"
          className="min-h-72 overflow-auto rounded-control border border-line bg-surface p-4"
        >
          {html.trim() ? (
            <ArticleHtml html={html} className="md:text-base" />
          ) : (
            <p className="text-sm text-ink-muted">{T.previewEmpty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
