import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { eventQueryOptions } from '../api';
import { EventDetailView } from '../components/event-detail-view';
import { EVENTS_PATH } from '../components/links';

const T = EVENTS_PAGES_COPY.detail;

/**
 * /eventos/{id}, for members and visitors alike: a spinner while loading; 'Evento não
 * encontrado.' for an unknown event or one she may not see (404, and a malformed id's 400); an
 * error with 'Tentar novamente' for any other failure; otherwise the event.
 */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(eventQueryOptions(id));
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data && !notFound ? query.data.title : notFound ? T.notFound : undefined);

  if (notFound) {
    return (
      <PageNotFound
        title={T.notFound}
        text={T.notFoundHint}
        actions={<ButtonLink to={EVENTS_PATH}>{T.seeEvents}</ButtonLink>}
      />
    );
  }
  if (query.data) return <EventDetailView event={query.data} />;
  if (query.isError) {
    return (
      <PageProblem
        title={T.loadError}
        text={T.loadErrorHint}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading label={T.loading} height="screen" labelHidden />;
}
