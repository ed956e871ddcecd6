import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import { usePageTitle } from '@web/lib/use-page-title';
import { ListHeader } from '@web/ui/list-header';
import { ManageNewsLink } from '../components/admin/manage-news-link';
import { NewsList } from '../components/news-list';

/** /news (SPEC §2): articles and news, newest first; each card opens /news/{id}. */
export function NewsListPage() {
  usePageTitle(MSG.news.title);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={MSG.news.title} lead={NEWS_UI_COPY.list.lead} actions={<ManageNewsLink />} />
      <NewsList hrefOf={newsPath} />
    </div>
  );
}
