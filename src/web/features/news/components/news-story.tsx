import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import type { NewsDetail } from '@domain/schemas/news';
import { formatLongDate } from '@web/lib/format-date';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ArticleHtml } from './article-html';
import { NewsBadge } from './news-badge';
import { newsByline } from './news-meta';
import { NewsOriginal } from './news-original';

interface NewsStoryProps {
  item: NewsDetail;
  back: { to: string; label: string };
  showBadge?: boolean;
  /** Under the body (the blog's call to sign up). */
  children?: ReactNode;
}

/**
 * One article or news item (SPEC §2 news detail): back link, title, 'Por {author}' or
 * 'Fonte: {source}', date and cover; an article's HTML body, or a news item's summary (written by
 * its publisher) and the link to read it on the original site: never a frame (issue 22).
 */
export function NewsStory({ item, back, showBadge = true, children }: NewsStoryProps) {
  const byline = newsByline(item);
  const isArticle = item.type === 'article';
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <Link
        to={back.to}
        className="-ml-1 inline-flex min-h-11 items-center gap-2 self-start rounded-sm px-1 font-semibold text-primary-700 hover:underline hover:underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <header className="flex flex-col gap-3">
        {showBadge ? <NewsBadge type={item.type} className="self-start" /> : null}
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{item.title}</h1>
        <p className="flex flex-wrap items-center gap-x-2 text-ink-muted">
          {byline ? <span className="font-medium text-ink">{byline}</span> : null}
          {byline ? <span aria-hidden="true">·</span> : null}
          <span className="sr-only">{NEWS_UI_COPY.detail.publishedOn} </span>
          <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        </p>
        {item.excerpt && (!isArticle || !item.content) ? (
          <p className="text-lg text-ink-muted">{item.excerpt}</p>
        ) : null}
      </header>
      <StoryCover src={item.coverImageUrl} />
      {isArticle ? (
        item.content ? (
          <ArticleHtml html={item.content} />
        ) : null
      ) : (
        <NewsOriginal url={item.newsUrl} source={item.source} />
      )}
      {children}
    </article>
  );
}

/** The cover, left out when it fails to load (a detail page needs no placeholder). */
function StoryCover({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      className="aspect-video w-full rounded-card bg-neutral-100 object-cover"
    />
  );
}
