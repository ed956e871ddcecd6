import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { communityQueryOptions } from '../api';
import { CommunityDetailView } from '../components/detail/community-detail-view';

const T = COMMUNITY_DETAIL_COPY;

/**
 * /comunidades/{id} (SPEC §2 "Communities", detail): a spinner while loading; 'Comunidade não
 * encontrada.' for an unknown or inactive community (404); 'Erro ao carregar dados da
 * comunidade.' with 'Tentar novamente' for any other failure; otherwise the community.
 */
export function CommunityDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(communityQueryOptions(id));
  const notFound = isApiError(query.error) && query.error.status === 404;
  usePageTitle(query.data && !notFound ? query.data.name : notFound ? MSG.communities.notFound : undefined);

  if (notFound) {
    return (
      <PageNotFound
        title={MSG.communities.notFound}
        text={T.notFoundHint}
        actions={<ButtonLink to="/rede">{T.explore}</ButtonLink>}
      />
    );
  }
  if (query.data) return <CommunityDetailView community={query.data} />;
  if (query.isError) {
    return (
      <PageProblem
        title={MSG.communities.loadOneError}
        text={T.loadErrorHint}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading label={T.loading} labelHidden />;
}
