import { COMPANIES_COPY } from '@domain/copy/companies';
import { fromState } from '@web/lib/return-to';
import { EditorPage } from '@web/ui/editor-page';
import { useLocation } from 'react-router';
import { CompanyForm } from '../components/form/company-form';

const T = COMPANIES_COPY.form;

/**
 * /adicionar-empresa (SPEC §2): a new company (she becomes its admin), then back to the
 * navigation state's 'from' (or /feed) REDIRECT_AFTER_COMPANY_SAVE_MS after the success message.
 */
export function AddCompanyPage() {
  const location = useLocation();
  const returnTo = fromState(location.state) ?? '/feed';
  return (
    <EditorPage title={T.createTitle} intro={T.createIntro} closeTo={returnTo}>
      <CompanyForm mode="create" returnTo={returnTo} cancelTo={returnTo} />
    </EditorPage>
  );
}
