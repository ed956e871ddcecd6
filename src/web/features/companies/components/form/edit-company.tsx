import { COMPANIES_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { PageEditor, type PageEditorTexts } from '@web/ui/page-editor';
import { companyHref, companyQueryOptions } from '../../api';
import { CompanyForm } from './company-form';

const T = COMPANIES_COPY.form;
export const MY_COMPANIES = '/minhas-empresas';

const TEXTS: PageEditorTexts = {
  ...T,
  notFound: MSG.companies.notFound,
  loadError: MSG.companies.loadError,
  backToPage: T.backToCompany,
};

/**
 * Editing a company (/editar-empresa/{id}): its data loaded into the form; success returns to
 * /minhas-empresas (SPEC §2). Only its staff may edit it (viewer.canEdit; the server refuses the
 * others too): anyone else is told so, with the way to the company's page.
 */
export function EditCompany({ id }: { id: string }) {
  const query = useQuery(companyQueryOptions(id));

  return (
    <PageEditor
      texts={TEXTS}
      query={query}
      canEdit={(company) => company.viewer.canEdit}
      pageHref={companyHref(id)}
      mineHref={MY_COMPANIES}
    >
      {(company, cancelTo) => (
        // A fresh form per company, so another one's values never linger.
        <CompanyForm
          key={company.id}
          mode="edit"
          company={company}
          returnTo={MY_COMPANIES}
          cancelTo={cancelTo}
        />
      )}
    </PageEditor>
  );
}
