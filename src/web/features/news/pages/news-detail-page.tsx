import { NEWS_UI_COPY } from '@domain/copy/news-ui';
import { COPY, MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { isNotFound, newsDetailQueryOptions } from '../api';
import { NewsStory } from '../components/news-story';

/** /news/{id} (SPEC §2): one article (its HTML) or news item (its original story, framed). */
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
