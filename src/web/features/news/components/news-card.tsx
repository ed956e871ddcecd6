import type { NewsSummary } from '@domain/schemas/news';
import { formatLongDate } from '@web/lib/format-date';
import { Link } from 'react-router';
import { NewsBadge } from './news-badge';
import { NewsCover } from './news-cover';
import { newsByline } from './news-meta';

interface NewsCardProps {
  item: NewsSummary;
  /** Where the card leads (/news/{id} or /blog/{slug}). */
  to: string;
  /** The 'Artigo' / 'Notícia' badge; off where every item is of one kind (the blog). */
  showBadge?: boolean;
}

/** One item of a news list: cover, badge, date, title (the link), excerpt and byline. */
export function NewsCard({ item, to, showBadge = true }: NewsCardProps) {
  const byline = newsByline(item);
  return (
    // The title link stretches over the whole card (after:inset-0), so the card is one target
    // and one tab stop, read by its title.
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-raised hover:shadow-raised">
      <NewsCover src={item.coverImageUrl} type={item.type} />
      <div className="flex flex-1 flex-col p-5 md:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          {showBadge ? <NewsBadge type={item.type} /> : null}
          <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt)}</time>
        </div>
        <h2 className="mt-3 text-lg font-semibold text-ink md:text-xl">
          <Link
            to={to}
            className="rounded-sm after:absolute after:inset-0 hover:text-primary-700 hover:underline hover:underline-offset-4"
          >
            {item.title}
          </Link>
        </h2>
        {/* The clamp sits on its own block, not on the flex item: line-clamp needs display
            -webkit-box, and `flex-1` here would stretch it and show text after the '…'. */}
        <div className="mt-2 flex-1">
          {item.excerpt ? <p className="line-clamp-3 text-ink-muted">{item.excerpt}</p> : null}
        </div>
        {byline ? <p className="mt-4 text-sm font-medium text-ink">{byline}</p> : null}
      </div>
    </article>
  );
}
