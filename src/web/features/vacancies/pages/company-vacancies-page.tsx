import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { COPY, MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { ListHeader } from '@web/ui/list-header';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Building2, Plus } from 'lucide-react';
import { managedVacanciesQueryOptions } from '../api';
import { ManagedCompany } from '../components/managed/managed-company';
import { CREATE_VACANCY_PATH, MANAGED_PATH } from '../components/shared/links';

const T = VACANCIES_COPY.managed;

/**
 * /empresas?aba=minhas-vagas — 'Minhas Vagas' (SPEC §2 "Companies"): one block per company she helps run (admin
 * or editor), each with its counts, average and vacancies; 'Nova Vaga' opens the create form.
 * When she runs no company, the way to add one (which returns here).
 */
export function CompanyVacanciesPage() {
  usePageTitle(COPY.pages.companyArea);
  const query = useQuery(managedVacanciesQueryOptions());
  const hasCompanies = Boolean(query.data && query.data.length > 0);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader
        title={COPY.pages.companyArea}
        lead={T.lead}
        actions={
          hasCompanies ? (
            <ButtonLink to={CREATE_VACANCY_PATH}>
              <Plus aria-hidden="true" className="size-4" />
              {T.newVacancy}
            </ButtonLink>
          ) : null
        }
      />
      {query.isPending ? (
        <PageLoading height="section" label={T.loading} />
      ) : query.isError ? (
        <ListMessage tone="error" text={MSG.vacancies.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ListMessage
          text={T.noCompanies}
          hint={T.noCompaniesHint}
          icon={Building2}
          actions={
            <ButtonLink to="/adicionar-empresa" state={{ from: MANAGED_PATH }}>
              <Plus aria-hidden="true" className="size-4" />
              {T.addCompany}
            </ButtonLink>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          {query.data.map((block) => (
            <ManagedCompany key={block.company.id} block={block} />
          ))}
        </div>
      )}
    </div>
  );
}
