import { HOME_COPY } from '@domain/copy/home';
import type { NewsSummary } from '@domain/schemas/news';
import { useQuery } from '@tanstack/react-query';
import { LATEST_ARTICLES, latestArticlesQueryOptions } from '@web/features/news/api';
import { cn } from '@web/lib/cn';
import { formatLongDate } from '@web/lib/format-date';
import { BookOpen, HeartHandshake, type LucideIcon, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const T = HOME_COPY.blog;

/** SPEC §2: three blog teasers on the home page. */
export const BLOG_TEASER_COUNT = LATEST_ARTICLES;

// Covers for posts without an image: a token gradient with an icon, varied by position.
const covers: { gradient: string; icon: LucideIcon }[] = [
  { gradient: 'from-primary-600 to-secondary-500', icon: Sparkles },
  { gradient: 'from-secondary-500 to-accent-400', icon: HeartHandshake },
  { gradient: 'from-primary-800 to-primary-500', icon: BookOpen },
];

/**
 * The three latest published articles, each opening /blog/{slug}. While they load, the cards'
 * places wait (busy, no invented titles); when there are none (or they cannot be loaded) the
 * section is left out: no sample posts.
 */
export function BlogTeasers() {
  const latest = useQuery(latestArticlesQueryOptions());
  const articles = (latest.data ?? []).slice(0, BLOG_TEASER_COUNT);
  if (latest.isError || (latest.data && articles.length === 0)) return null;

  return (
    <section aria-labelledby="blog-title" className="mx-auto w-full max-w-6xl px-4 py-16 md:px-6 md:py-20">
      <SectionHeading
        id="blog-title"
        title={T.title}
        subtitle={T.subtitle}
        action={
          <Link
            to="/blog"
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {T.seeAll}
          </Link>
        }
      />
      <ul aria-busy={!latest.data} className="mt-10 grid min-h-40 gap-6 md:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.id} className="flex">
            <BlogTeaserCard post={article} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogTeaserCard({ post, index }: { post: NewsSummary; index: number }) {
  const to = `/blog/${encodeURIComponent(post.slug)}`;
  const cover = covers[index % covers.length] ?? covers[0]!;
  const CoverIcon = cover.icon;
  // A cover that fails to load (a removed file) gives way to the gradient.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = post.coverImageUrl && post.coverImageUrl !== failedSrc ? post.coverImageUrl : null;
  return (
    // The title link stretches over the whole card (after:inset-0), so the card is one target
    // and one tab stop, read by its title.
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised">
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          onError={() => setFailedSrc(image)}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          data-testid="blog-cover-fallback"
          className={cn(
            'flex aspect-video w-full items-center justify-center bg-linear-to-br',
            cover.gradient,
          )}
        >
          <CoverIcon className="size-12 text-white" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-ink">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{post.excerpt ?? ''}</p>
        <p className="mt-6 text-sm text-ink-muted">
          {post.authorName ? (
            <>
              <span className="font-medium text-ink">{T.by(post.authorName)}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
            </>
          ) : null}
          <time dateTime={post.publishedAt} className="whitespace-nowrap">
            {formatLongDate(post.publishedAt)}
          </time>
        </p>
      </div>
    </article>
  );
}
