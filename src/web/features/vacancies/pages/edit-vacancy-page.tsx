import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { COPY } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { ButtonLink } from '@web/ui/button';
import { EditorPage } from '@web/ui/editor-page';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { useParams } from 'react-router';
import { vacancyQueryOptions } from '../api';
import { BackToManaged } from '../components/form/back-to-managed';
import { VacancyForm } from '../components/form/vacancy-form';
import { vacancyFormValuesOf } from '../components/form/vacancy-form-schema';
import { MANAGED_PATH, vacancyHref } from '../components/shared/links';

const T = VACANCIES_COPY.form;

/**
 * /editar-vaga/{id}: the create form filled from GET /api/vacancies/{id}, its company fixed; PUT,
 * then back to /empresas. Only the company's staff (viewer.canManage) may edit — the server
 * refuses the others too — anyone else is told so.
 */
export function EditVacancyPage() {
  const { id = '' } = useParams();
  const query = useQuery(vacancyQueryOptions(id));

  return (
    <EditorPage title={COPY.pages.editVacancy} intro={T.editIntro} closeTo={MANAGED_PATH}>
      {query.isPending ? (
        <PageLoading height="section" label={T.loading} />
      ) : query.isError ? (
        // A malformed id (400) is as unknown as a missing one.
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <ProblemNotice text={VACANCIES_COPY.common.notFound} actions={<BackToManaged />} />
        ) : (
          <ProblemNotice text={T.loadError} onRetry={() => void query.refetch()} />
        )
      ) : !query.data.viewer.canManage ? (
        <ProblemNotice
          text={T.forbiddenTitle}
          hint={T.forbiddenText}
          actions={
            <>
              <ButtonLink to={vacancyHref(id)} variant="outline">
                {T.viewVacancy}
              </ButtonLink>
              <BackToManaged />
            </>
          }
        />
      ) : (
        // A fresh form per vacancy, so another one's values never linger.
        <VacancyForm
          key={query.data.id}
          mode="edit"
          vacancyId={query.data.id}
          company={{ name: query.data.company.name, logoUrl: query.data.company.logoUrl }}
          defaultValues={vacancyFormValuesOf(query.data)}
        />
      )}
    </EditorPage>
  );
}
