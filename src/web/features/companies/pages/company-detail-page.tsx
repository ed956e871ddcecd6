import { COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageNotFound, PageProblem } from '@web/ui/page-states';
import { Building2, Plus } from 'lucide-react';
import { useId } from 'react';
import { useParams } from 'react-router';
import { companyQueryOptions } from '../api';
import { CompanyDetailView } from '../components/detail/company-detail-view';

const T = COMPANY_DETAIL_COPY;

/**
 * /empresas/{id} (SPEC §2 "Companies", detail): a spinner while loading; for an unknown or
 * inactive company (404, or a malformed id: 400) 'Empresa não encontrada.' with the spec's
 * 'Nenhuma empresa encontrada' offer to add hers; 'Erro ao carregar dados da empresa.' with
 * 'Tentar novamente' for any other failure; otherwise the company.
 */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(companyQueryOptions(id));
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data && !notFound ? query.data.name : notFound ? MSG.companies.notFound : undefined);

  if (notFound) return <NotFound />;
  if (query.data) return <CompanyDetailView company={query.data} />;
  if (query.isError) {
    return (
      <PageProblem
        title={MSG.companies.loadError}
        text={T.loadErrorHint}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading label={T.loading} labelHidden />;
}

/**
 * The spec has two texts for a company that is not there: the error 'Empresa não encontrada.'
 * and the state 'Nenhuma empresa encontrada' (she has not registered a company yet, with
 * 'Adicionar empresa'). Both show: the error as the page's <h1> (announced), the state as the
 * way on beneath it.
 */
function NotFound() {
  const headingId = useId();
  return (
    <PageNotFound title={MSG.companies.notFound} text={T.notFoundHint}>
      <section
        aria-labelledby={headingId}
        className="flex w-full flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-8"
      >
        <Building2 aria-hidden="true" className="size-10 text-secondary-700" />
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {MSG.companies.noneFound}
        </h2>
        <p className="text-ink-muted">{T.noneFoundText}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/adicionar-empresa" state={{ from: '/minhas-empresas' }}>
            <Plus aria-hidden="true" className="size-4" />
            {T.addCompany}
          </ButtonLink>
          <ButtonLink to="/minhas-empresas" variant="ghost">
            {T.myCompanies}
          </ButtonLink>
        </div>
      </section>
    </PageNotFound>
  );
}
