import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { NewsList } from '@web/features/news';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';

const T = NEWS_UI_COPY.blog;

/** /blog: the published articles, newest first; each card opens /blog/{slug}. */
export function BlogPage() {
  usePageTitle(T.title);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 md:px-6 md:py-14">
      <ListHeader eyebrow={T.eyebrow} title={T.title} lead={T.lead} />
      <NewsList
        filter={{ type: 'article' }}
        hrefOf={(item) => `/blog/${encodeURIComponent(item.slug)}`}
        showBadge={false}
        emptyText={T.empty}
      />
    </div>
  );
}
