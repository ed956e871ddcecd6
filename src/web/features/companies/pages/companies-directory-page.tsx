import { COMPANIES_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useWorkspaces } from '@web/features/access/api';
import { cn } from '@web/lib/cn';
import { ContentPage } from '@web/ui/content-page';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Building2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { companyDirectoryQueryOptions, type DirectoryFilters } from '../api';
import { DirectoryCard } from '../components/directory/directory-card';
import {
  DirectoryFiltersForm,
  directoryFiltersFrom,
  directoryParams,
} from '../components/directory/directory-filters';

const T = COMPANIES_COPY.directory;

/** ?aba= of /empresas: the directory (no parameter) or 'Minhas Vagas'. */
const MY_VACANCIES_TAB = 'minhas-vagas';

// 'Minhas Vagas' is the vacancies feature's: loaded only when that tab opens.
const MyVacancies = lazy(async () => ({
  default: (await import('@web/features/vacancies')).MyVacanciesSection,
}));

/**
 * /empresas (issue 22): the company directory for every member, and, for the staff of some
 * company (her workspaces), a second tab 'Minhas Vagas' (?aba=minhas-vagas) where the vacancy
 * pages send her back.
 */
export function CompaniesDirectoryPage() {
  const [params] = useSearchParams();
  const tab = params.get('aba') === MY_VACANCIES_TAB ? 'vacancies' : 'directory';
  const workspaces = useWorkspaces();
  const isStaff = (workspaces.data?.companies.length ?? 0) > 0;

  return (
    <>
      {isStaff || tab === 'vacancies' ? <CompaniesTabs current={tab} /> : null}
      {tab === 'vacancies' ? (
        <Suspense fallback={<PageLoading label={MSG.common.loading} labelHidden />}>
          <MyVacancies />
        </Suspense>
      ) : (
        <Directory />
      )}
    </>
  );
}

function CompaniesTabs({ current }: { current: 'directory' | 'vacancies' }) {
  const tabs = [
    { key: 'directory', to: '/empresas', label: T.tab },
    { key: 'vacancies', to: `/empresas?aba=${MY_VACANCIES_TAB}`, label: T.myVacancies },
  ] as const;
  return (
    <nav aria-label={T.tabsLabel} className="mx-auto w-full max-w-6xl px-4 pt-6 md:px-6">
      <ul className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? 'page' : undefined}
              className={cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 md:text-base',
                tab.key === current
                  ? 'border-primary-600 text-primary-800'
                  : 'border-transparent text-ink-muted hover:border-primary-200 hover:text-primary-800',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Directory() {
  const [params, setParams] = useSearchParams();
  const filters = directoryFiltersFrom(params);
  const query = useInfiniteQuery(companyDirectoryQueryOptions(filters));
  const onChange = (next: DirectoryFilters) => setParams(directoryParams(next), { replace: true });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const updating = query.isPlaceholderData;

  return (
    <ContentPage title={T.title} lead={T.lead} width="wide">
      <div className="flex flex-col gap-6">
        <DirectoryFiltersForm key={params.toString()} value={filters} onChange={onChange} />
        {query.isPending ? (
          <PageLoading height="section" label={MSG.common.loading} />
        ) : !query.data ? (
          <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          updating ? null : (
            <ListMessage icon={Building2} text={T.empty} hint={T.emptyHint} />
          )
        ) : (
          <div className="flex flex-col gap-6">
            <ul
              aria-label={T.listLabel}
              aria-busy={updating || undefined}
              className={cn('grid gap-4 md:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
            >
              {items.map((company) => (
                <li key={company.id} className="flex">
                  <DirectoryCard company={company} />
                </li>
              ))}
            </ul>
            {!updating ? (
              <QueryLoadMore
                query={query}
                label={T.loadMore}
                loadingLabel={T.loadingMore}
                errorText={T.loadError}
              />
            ) : null}
          </div>
        )}
      </div>
    </ContentPage>
  );
}
