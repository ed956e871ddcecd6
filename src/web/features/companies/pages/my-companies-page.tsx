import { COMPANIES_COPY } from '@domain/copy/companies';
import { MyInvitations } from '@web/features/access';
import { MyPagesPage } from '@web/ui/my-pages-page';
import { MyCompaniesList } from '../components/mine/my-companies-list';

const T = COMPANIES_COPY.mine;

/** /minhas-empresas (SPEC §2): her companies, with 'Nova Página Corporativa' and links to view and edit. */
export function MyCompaniesPage() {
  return (
    <MyPagesPage
      title={T.title}
      lead={T.lead}
      createLabel={T.create}
      createTo="/adicionar-empresa"
      returnTo="/minhas-empresas"
    >
      {(createAction) => (
        <>
          {/* Issue 13: roles offered to her wait here for her answer. */}
          <MyInvitations kind="company" />
          <MyCompaniesList createAction={createAction} />
        </>
      )}
    </MyPagesPage>
  );
}
