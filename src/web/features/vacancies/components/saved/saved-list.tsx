import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { SAVED_VACANCIES_COPY as S } from '@domain/copy/vacancy-alerts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNow } from '@web/lib/use-now';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { savedVacanciesInfiniteQueryOptions } from '../../saved-api';
import { VacancyCard } from '../list/vacancy-card';

const C = VACANCIES_COPY.common;

/**
 * 'Salvas': the vacancies she saved, newest saved first, 'Carregar mais' for the next keyset
 * page; closed ones stay, marked 'Encerrada'. Unsaving one here takes it off the list.
 */
export function SavedList() {
  const query = useInfiniteQuery(savedVacanciesInfiniteQueryOptions());
  const now = useNow();
  const headingId = useId();

  if (query.isPending) return <PageLoading height="section" label={S.loading} />;
  if (!query.data) {
    return <ListMessage tone="error" text={S.loadError} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <ListMessage text={S.empty} hint={S.emptyHint} icon={Bookmark} />;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink">
        <Bookmark aria-hidden="true" className="size-5 text-primary-700" />
        {S.tabSaved}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-4 md:grid-cols-2">
        {items.map((vacancy) => (
          <li key={vacancy.id} className="flex">
            <VacancyCard vacancy={vacancy} now={now} saveToggle />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={C.loadMore}
          loadingLabel={C.loadingMore}
          errorText={S.loadMoreError}
        />
      ) : null}
    </section>
  );
}
