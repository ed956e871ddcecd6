import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { Navigate, useParams } from 'react-router';
import { isNotFound, newsDetailQueryOptions } from '../api';
import { NewsNotFound } from './news-detail-page';

/**
 * /noticias/{n}: an older address of a news item, by id or slug. It is resolved through the
 * detail endpoint and replaced by the item's one address (newsPath), so history keeps one entry.
 */
export function LegacyNewsPage() {
  const { n = '' } = useParams();
  const query = useQuery(newsDetailQueryOptions(n));
  const notFound = query.isError && isNotFound(query.error);
  usePageTitle(notFound ? MSG.news.notFound : MSG.news.title);

  if (query.isPending) return <PageLoading height="screen" label={NEWS_UI_COPY.detail.loading} />;
  if (query.isError) {
    if (notFound) return <NewsNotFound />;
    return <PageProblem title={MSG.news.loadError} onRetry={() => void query.refetch()} />;
  }
  return <Navigate to={newsPath(query.data)} replace />;
}
