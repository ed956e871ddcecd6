import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { COPY, MSG } from '@domain/messages';
import { newsPath } from '@domain/rules/news-path';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { Navigate, useParams } from 'react-router';
import { isNotFound, newsDetailQueryOptions } from '../api';
import { NewsStory } from '../components/news-story';

/**
 * /news/{id} (SPEC §2): a news item's own page (summary, source, date, cover and the link to the
 * original site). An article's one address is the blog's (/blog/{slug}): it is replaced by it.
 */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(newsDetailQueryOptions(id));
  const notFound = query.isError && isNotFound(query.error);
  usePageTitle(notFound ? MSG.news.notFound : (query.data?.title ?? COPY.pages.newsDetail));

  if (query.isPending) return <PageLoading height="screen" label={NEWS_UI_COPY.detail.loading} />;
  if (query.isError) {
    if (notFound) return <NewsNotFound />;
    return <PageProblem title={MSG.news.loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data.type === 'article') return <Navigate to={newsPath(query.data)} replace />;
  return <NewsStory item={query.data} back={{ to: '/feed', label: MSG.news.backToFeed }} />;
}

/** 'Notícia ou artigo não encontrado.', with the way to the list. */
export function NewsNotFound() {
  return (
    <PageNotFound
      title={MSG.news.notFound}
      text={NEWS_UI_COPY.detail.notFoundText}
      actions={<ButtonLink to="/news">{NEWS_UI_COPY.detail.seeAll}</ButtonLink>}
    />
  );
}
