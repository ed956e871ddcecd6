import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { vacancyQueryOptions } from '../api';
import { VacancyDetailView } from '../components/detail/vacancy-detail-view';
import { VACANCIES_PATH } from '../components/shared/links';

const T = VACANCIES_COPY.detail;
const C = VACANCIES_COPY.common;

/**
 * /vagas/{id}, for members and visitors alike (the reader layout picks the bar): a spinner while
 * loading; 'Vaga não encontrada.' for an unknown vacancy or one of a deactivated company (404);
 * an error with 'Tentar novamente' for any other failure; otherwise the vacancy.
 */
export function VacancyDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(vacancyQueryOptions(id));
  // A malformed id (400) is as unknown as a missing one.
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data && !notFound ? query.data.title : notFound ? C.notFound : undefined);

  if (notFound) {
    return (
      <PageNotFound
        title={C.notFound}
        text={C.notFoundHint}
        actions={<ButtonLink to={VACANCIES_PATH}>{C.seeVacancies}</ButtonLink>}
      />
    );
  }
  if (query.data) return <VacancyDetailView vacancy={query.data} onStale={() => void query.refetch()} />;
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
  // A whole screen: the vacancy is taller than one, so the footer never jumps when it arrives.
  return <PageLoading label={T.loading} height="screen" labelHidden />;
}
