import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button, ButtonLink } from '@web/ui/button';
import { PageSpinner } from '@web/ui/spinner';
import { StatusPanel } from '@web/ui/status-panel';
import { CircleAlert, SearchX } from 'lucide-react';
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
      <div role="alert">
        <StatusPanel
          icon={<SearchX aria-hidden="true" className="size-12 text-primary-600" />}
          title={MSG.communities.notFound}
          text={T.notFoundHint}
          action={<ButtonLink to="/rede">{T.explore}</ButtonLink>}
        />
      </div>
    );
  }
  if (query.data) return <CommunityDetailView community={query.data} />;
  if (query.isError) {
    return (
      <div role="alert">
        <StatusPanel
          icon={<CircleAlert aria-hidden="true" className="size-12 text-danger" />}
          title={MSG.communities.loadOneError}
          text={T.loadErrorHint}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} aria-disabled={query.isFetching}>
              {MSG.common.retry}
            </Button>
          }
        />
      </div>
    );
  }
  return <PageSpinner label={T.loading} />;
}
