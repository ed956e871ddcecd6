import { TALENT_COPY } from '@domain/copy/talent';
import { COPY, MSG } from '@domain/messages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ContentPage } from '@web/ui/content-page';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading, PageMessage, PageNotFound, PageProblem } from '@web/ui/page-states';
import { UserRoundSearch } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { companyQueryOptions } from '../api';
import { TalentCard } from '../components/talent/talent-card';
import { TalentFiltersForm, talentFiltersFrom } from '../components/talent/talent-filters';
import { type TalentFilters, talentInfiniteQueryOptions } from '../talent-api';

const T = TALENT_COPY;

/**
 * /empresas/{id}/talentos — 'Encontrar uma profissional' for the company's staff (viewer
 * canSearchTalent): the members who accepted to be found, filtered, newest opt-in first.
 * Anyone else gets the page's refusal (the server refuses the search too).
 */
export function TalentPage() {
  const { id = '' } = useParams();
  const company = useQuery(companyQueryOptions(id));
  const notFound =
    isApiError(company.error) && (company.error.status === 404 || company.error.status === 400);
  if (notFound) return <PageNotFound title={MSG.companies.notFound} />;
  if (company.isError)
    return (
      <PageProblem
        title={MSG.companies.loadError}
        onRetry={() => void company.refetch()}
        retrying={company.isFetching}
      />
    );
  if (!company.data) return <PageLoading label={MSG.common.loading} labelHidden />;
  if (!company.data.viewer.canSearchTalent)
    return <PageMessage kind="forbidden" title={COPY.pages.findProfessional} text={T.staffOnly} />;
  return <TalentSearch companyId={id} companyName={company.data.name} />;
}

function TalentSearch({ companyId, companyName }: { companyId: string; companyName: string }) {
  const [params, setParams] = useSearchParams();
  const filters = talentFiltersFrom(params);
  const query = useInfiniteQuery(talentInfiniteQueryOptions(companyId, filters));
  const onChange = (next: TalentFilters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== undefined) search.set(key, String(value));
    setParams(search, { replace: true });
  };
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const updating = query.isPlaceholderData;

  return (
    <ContentPage title={COPY.pages.findProfessional} eyebrow={companyName} lead={T.description} width="wide">
      <div className="mt-8 flex flex-col gap-6">
        <TalentFiltersForm key={params.toString()} value={filters} onChange={onChange} />
        {query.isPending ? (
          <PageLoading height="section" label={MSG.common.loading} />
        ) : !query.data ? (
          <ListMessage
            tone="error"
            text={isApiError(query.error) && query.error.status === 429 ? query.error.message : T.loadError}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          updating ? null : (
            <ListMessage icon={UserRoundSearch} text={T.empty} />
          )
        ) : (
          <div className="flex flex-col gap-6">
            <ul
              aria-label={COPY.pages.findProfessional}
              aria-busy={updating || undefined}
              className={cn('grid gap-4 md:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
            >
              {items.map((talent) => (
                <li key={talent.id} className="flex">
                  <TalentCard companyId={companyId} talent={talent} />
                </li>
              ))}
            </ul>
            {!updating ? (
              <QueryLoadMore
                query={query}
                label={T.loadMore}
                loadingLabel={MSG.common.loadingMore}
                errorText={T.loadError}
              />
            ) : null}
          </div>
        )}
      </div>
    </ContentPage>
  );
}
