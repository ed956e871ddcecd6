import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { MSG } from '@domain/messages';
import type { MatchedVacancyCard, VacancyCard as VacancyCardData } from '@domain/schemas/vacancies';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import { LoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Briefcase, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { type VacancyFilter, vacancyListInfiniteQueryOptions } from '../../api';
import { VacancyCard } from './vacancy-card';

const T = VACANCIES_COPY.list;
const C = VACANCIES_COPY.common;

/**
 * The vacancies matching the filter: first the ones that suit her active preference profile
 * ('Combinam com o seu perfil', first page only, as the server sends them, each with why), then
 * the nearest ones that miss a criterion ('Próximas do seu perfil', each with why); then every other
 * one, newest first, with 'Carregar mais' for the next keyset page. While another filter loads,
 * the previous cards stay (dimmed, aria-busy). Loading, error (with 'Tentar novamente') and empty
 * states.
 */
export function VacancyList({ filter, filtered }: { filter: VacancyFilter; filtered: boolean }) {
  const query = useInfiniteQuery(vacancyListInfiniteQueryOptions(filter));
  const now = useNow();

  if (query.isPending) return <PageLoading height="section" label={T.loading} />;
  // A failed refetch keeps the cards it has; only a list never loaded shows the error.
  if (!query.data) {
    return <ListMessage tone="error" text={MSG.vacancies.loadError} onRetry={() => void query.refetch()} />;
  }

  const matching = query.data.pages[0]?.matching ?? [];
  const exact = matching.filter((vacancy) => vacancy.exact);
  const near = matching.filter((vacancy) => !vacancy.exact);
  const items = query.data.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData;
  const total = matching.length + items.length;

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className={cn('text-sm text-ink-muted', !updating && total === 0 && 'sr-only')}>
        {updating ? T.updating : T.results(total, query.hasNextPage)}
      </p>
      {total === 0 ? (
        updating ? null : (
          <ListMessage text={T.empty} hint={filtered ? T.emptyFiltered : T.emptyAll} icon={Briefcase} />
        )
      ) : (
        <>
          {exact.length > 0 ? (
            <CardSection
              title={T.matchingTitle}
              hint={T.matchingHint}
              icon={<Sparkles aria-hidden="true" className="size-5 text-accent-700" />}
              vacancies={exact}
              matching
              now={now}
              updating={updating}
            />
          ) : null}
          {near.length > 0 ? (
            <CardSection
              title={MATCH_COPY.nearestTitle}
              hint={exact.length > 0 ? undefined : MATCH_COPY.nearestHint}
              icon={<Sparkles aria-hidden="true" className="size-5 text-accent-700" />}
              vacancies={near}
              now={now}
              updating={updating}
            />
          ) : null}
          {matching.length > 0 ? null : query.data.pages[0]?.hasActivePreference ? (
            // Say why nothing is on top, and where to widen what she asked for.
            <p className="rounded-card border border-line bg-surface p-4 text-sm text-ink-muted">
              {T.noMatching}{' '}
              <Link
                to="/preferencias-vagas"
                className="font-semibold text-primary-700 underline underline-offset-4"
              >
                {T.reviewPreferences}
              </Link>
            </p>
          ) : null}
          {items.length > 0 ? (
            <CardSection
              title={matching.length > 0 ? T.othersTitle : T.allTitle}
              vacancies={items}
              now={now}
              updating={updating}
            />
          ) : null}
        </>
      )}
      {query.hasNextPage && !updating ? (
        <LoadMore
          onLoadMore={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          label={C.loadMore}
          loadingLabel={C.loadingMore}
          errorText={T.loadMoreError}
        />
      ) : null}
    </div>
  );
}

function CardSection({
  title,
  hint,
  icon,
  vacancies,
  matching = false,
  now,
  updating,
}: {
  title: string;
  hint?: string;
  icon?: ReactNode;
  vacancies: readonly (VacancyCardData | MatchedVacancyCard)[];
  matching?: boolean;
  now: Date;
  updating: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink">
          {icon}
          {title}
        </h2>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      </div>
      <ul
        aria-labelledby={headingId}
        aria-busy={updating || undefined}
        className={cn('grid gap-4 md:grid-cols-2', updating && 'opacity-60')}
      >
        {vacancies.map((vacancy) => (
          <li key={vacancy.id} className="flex">
            <VacancyCard vacancy={vacancy} now={now} matching={matching} saveToggle />
          </li>
        ))}
      </ul>
    </section>
  );
}
