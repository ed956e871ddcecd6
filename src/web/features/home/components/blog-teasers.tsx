import { HOME_COPY } from '@domain/copy/home';
import type { NewsSummary } from '@domain/schemas/news';
import { useQuery } from '@tanstack/react-query';
import { LATEST_ARTICLES, latestArticlesQueryOptions } from '@web/features/news/api';
import { cn } from '@web/lib/cn';
import { formatLongDate } from '@web/lib/format-date';
import { BookOpen, HeartHandshake, type LucideIcon, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_TEASERS, type BlogTeaser } from '../sample-data';
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

interface TeaserCard {
  post: BlogTeaser;
  /** The real article (/blog/{slug}), or the blog's list for a sample. */
  to: string;
}

function fromArticle(article: NewsSummary): TeaserCard {
  return {
    post: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt ?? '',
      cover_image_url: article.coverImageUrl,
      author: article.authorName,
      published_at: article.publishedAt,
      tags: [],
    },
    to: `/blog/${encodeURIComponent(article.slug)}`,
  };
}

/**
 * The three latest published articles, each opening /blog/{slug}. While they load, and when there
 * are none (or they cannot be loaded), the static samples (`posts`) fill the section instead,
 * linking to /blog since their slugs are not real articles.
 */
export function BlogTeasers({ posts = BLOG_TEASERS }: { posts?: readonly BlogTeaser[] }) {
  const latest = useQuery(latestArticlesQueryOptions());
  const articles = latest.data ?? [];
  const cards: TeaserCard[] =
    articles.length > 0
      ? articles.slice(0, BLOG_TEASER_COUNT).map(fromArticle)
      : posts.slice(0, BLOG_TEASER_COUNT).map((post) => ({ post, to: '/blog' }));

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
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {cards.map(({ post, to }, index) => (
          <li key={`${to}:${post.slug}`} className="flex">
            <BlogTeaserCard post={post} to={to} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogTeaserCard({ post, to, index }: { post: BlogTeaser; to: string; index: number }) {
  const cover = covers[index % covers.length] ?? covers[0]!;
  const CoverIcon = cover.icon;
  // A cover that fails to load (a removed file) gives way to the gradient.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = post.cover_image_url && post.cover_image_url !== failedSrc ? post.cover_image_url : null;
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
        {post.tags.length > 0 ? (
          <ul aria-label={T.tags} className="mb-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-semibold text-secondary-800"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="text-xl font-semibold text-ink">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
        <p className="mt-6 text-sm text-ink-muted">
          {post.author ? (
            <>
              <span className="font-medium text-ink">{T.by(post.author)}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
            </>
          ) : null}
          <time dateTime={post.published_at} className="whitespace-nowrap">
            {formatLongDate(post.published_at)}
          </time>
        </p>
      </div>
    </article>
  );
}
