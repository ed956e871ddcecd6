import { COMPANIES_COPY } from '@domain/copy/companies';
import { useQuery } from '@tanstack/react-query';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { myCompaniesQueryOptions } from '../../api';
import { CompanyCard } from './company-card';

const T = COMPANIES_COPY.mine;

/**
 * The companies she helps run (GET /api/companies/mine), each card leading to its page and, when
 * her role may edit, to /editar-empresa/{id}; loading, error with retry, and an empty state.
 */
export function MyCompaniesList({ createAction }: { createAction: ReactNode }) {
  const query = useQuery(myCompaniesQueryOptions());

  if (query.isPending) return <PageLoading height="section" label={T.loading} />;
  if (query.isError) {
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return <ListMessage icon={Building2} text={T.empty} hint={T.emptyHint} actions={createAction} />;
  }

  return (
    <ul aria-label={T.listLabel} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {query.data.map((company) => (
        <li key={company.id} className="flex">
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
