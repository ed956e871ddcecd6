import { HOME_COPY } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { formatLongDate } from '@web/lib/format-date';
import { BookOpen, HeartHandshake, type LucideIcon, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogTeaser } from '../sample-data';
import { SectionHeading } from './section-heading';

const T = HOME_COPY.blog;

// Covers for posts without an image: a token gradient with an icon, varied by position.
const covers: { gradient: string; icon: LucideIcon }[] = [
  { gradient: 'from-primary-600 to-secondary-500', icon: Sparkles },
  { gradient: 'from-secondary-500 to-accent-400', icon: HeartHandshake },
  { gradient: 'from-primary-800 to-primary-500', icon: BookOpen },
];

export function BlogTeasers({ posts }: { posts: readonly BlogTeaser[] }) {
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
        {posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <BlogTeaserCard post={post} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogTeaserCard({ post, index }: { post: BlogTeaser; index: number }) {
  const cover = covers[index % covers.length] ?? covers[0]!;
  const CoverIcon = cover.icon;
  return (
    // The title link stretches over the whole card (after:inset-0), so the card is one target
    // and one tab stop, read by its title.
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-raised">
      {post.cover_image_url ? (
        <img src={post.cover_image_url} alt="" className="aspect-video w-full object-cover" />
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
        <ul aria-label={T.tags} className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-secondary-50 px-2.5 py-0.5 text-xs font-semibold text-secondary-800"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-xl font-semibold text-ink">
          <Link
            to={`/blog/${post.slug}`}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-ink-muted">{post.excerpt}</p>
        <p className="mt-6 text-sm text-ink-muted">
          <span className="font-medium text-ink">{T.by(post.author)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <time dateTime={post.published_at} className="whitespace-nowrap">
            {formatLongDate(post.published_at)}
          </time>
        </p>
      </div>
    </article>
  );
}
