import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { COPY, MSG } from '@domain/messages';
import type { WorkspaceCompany } from '@domain/schemas/workspaces';
import { useWorkspaces } from '@web/features/access/api';
import { ButtonLink } from '@web/ui/button';
import { EditorPage } from '@web/ui/editor-page';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { Building2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BackToManaged } from '../components/form/back-to-managed';
import { VacancyForm } from '../components/form/vacancy-form';
import { emptyVacancyForm } from '../components/form/vacancy-form-schema';
import { CREATE_VACANCY_PATH, MANAGED_PATH } from '../components/shared/links';

const T = VACANCIES_COPY.form;

/** The query parameter that picks the company (links from 'Minhas Vagas'). */
export const COMPANY_PARAM = 'empresa';

/** The company chosen at first: the one named in ?empresa= when it is hers, else her only one. */
function preselected(companies: readonly WorkspaceCompany[], wanted: string | null): string {
  if (wanted && companies.some((company) => company.id === wanted)) return wanted;
  return companies.length === 1 ? (companies[0]?.id ?? '') : '';
}

/**
 * /empresas/anunciar-vaga (SPEC §2 "Create vacancy"): 'Criar Nova Vaga' for one of the companies
 * she helps run (every role there — admin and editor — may manage vacancies, so her workspaces
 * are exactly the choices). Close and 'Cancelar' go to /empresas.
 */
export function CreateVacancyPage() {
  const [params] = useSearchParams();
  const workspaces = useWorkspaces();

  return (
    <EditorPage title={COPY.pages.createVacancy} intro={T.createIntro} closeTo={MANAGED_PATH}>
      {workspaces.isPending ? (
        <PageLoading height="section" label={T.loading} />
      ) : workspaces.isError ? (
        <ProblemNotice text={MSG.vacancies.companiesError} onRetry={() => void workspaces.refetch()} />
      ) : workspaces.data.companies.length === 0 ? (
        <ProblemNotice
          text={T.noCompanies}
          hint={T.noCompaniesHint}
          actions={
            <>
              <ButtonLink to="/adicionar-empresa" state={{ from: CREATE_VACANCY_PATH }}>
                <Building2 aria-hidden="true" className="size-4" />
                {T.addCompany}
              </ButtonLink>
              <BackToManaged />
            </>
          }
        />
      ) : (
        <VacancyForm
          mode="create"
          companies={workspaces.data.companies}
          defaultValues={emptyVacancyForm(preselected(workspaces.data.companies, params.get(COMPANY_PARAM)))}
        />
      )}
    </EditorPage>
  );
}
