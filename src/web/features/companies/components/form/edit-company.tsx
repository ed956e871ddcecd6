import { COMPANIES_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api';
import { fromState } from '@web/lib/return-to';
import { ButtonLink } from '@web/ui/button';
import { EditorPage, LoadError } from '@web/ui/editor-page';
import { ProblemNotice } from '@web/ui/problem-notice';
import { Spinner } from '@web/ui/spinner';
import { useLocation } from 'react-router';
import { companyHref, companyQueryOptions } from '../../api';
import { CompanyForm } from './company-form';

const T = COMPANIES_COPY.form;
export const MY_COMPANIES = '/minhas-empresas';

/**
 * Editing a company (/editar-empresa/{id}): its data loaded into the form; success returns to
 * /minhas-empresas (SPEC §2). Only its staff may edit it (viewer.canEdit; the server refuses the
 * others too): anyone else is told so, with the way to the company's page.
 */
export function EditCompany({ id }: { id: string }) {
  const location = useLocation();
  const cancelTo = fromState(location.state) ?? MY_COMPANIES;
  const query = useQuery(companyQueryOptions(id));

  return (
    <EditorPage title={T.editTitle} intro={T.editIntro} closeTo={cancelTo}>
      {query.isPending ? (
        <div role="status" className="flex min-h-[30dvh] items-center justify-center gap-3 text-ink-muted">
          <Spinner className="size-8" />
          <span>{T.loading}</span>
        </div>
      ) : query.isError ? (
        // A malformed id (400) is as unknown as a missing one.
        isApiError(query.error) && (query.error.status === 404 || query.error.status === 400) ? (
          <Problem text={MSG.companies.notFound} />
        ) : (
          <LoadError message={MSG.companies.loadError} onRetry={() => void query.refetch()} />
        )
      ) : !query.data.viewer.canEdit ? (
        <Problem text={T.forbiddenTitle} hint={T.forbiddenText} companyId={id} />
      ) : (
        // A fresh form per company, so another one's values never linger.
        <CompanyForm
          key={query.data.id}
          mode="edit"
          company={query.data}
          returnTo={MY_COMPANIES}
          cancelTo={cancelTo}
        />
      )}
    </EditorPage>
  );
}

/** Not found, or not hers to edit: the reason (announced) and the ways on. */
function Problem({ text, hint, companyId }: { text: string; hint?: string; companyId?: string }) {
  return (
    <ProblemNotice
      text={text}
      hint={hint}
      actions={
        <>
          {companyId ? (
            <ButtonLink to={companyHref(companyId)} variant="outline">
              {T.backToCompany}
            </ButtonLink>
          ) : null}
          <ButtonLink to={MY_COMPANIES} variant="ghost">
            {T.backToMine}
          </ButtonLink>
        </>
      }
    />
  );
}
