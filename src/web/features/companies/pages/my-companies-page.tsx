import { COMPANIES_COPY } from '@domain/copy/companies';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { ListHeader } from '@web/ui/list-states';
import { Plus } from 'lucide-react';
import { MyCompaniesList } from '../components/mine/my-companies-list';

const T = COMPANIES_COPY.mine;

/** Where the add page returns to (SPEC §2: navigation state 'from'). */
const CREATE_STATE = { from: '/minhas-empresas' };

/** /minhas-empresas (SPEC §2): her companies, with 'Nova Página Corporativa' and links to view and edit. */
export function MyCompaniesPage() {
  usePageTitle(T.title);
  const createButton = (variant: 'primary' | 'outline') => (
    <ButtonLink to="/adicionar-empresa" state={CREATE_STATE} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      {T.create}
    </ButtonLink>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={T.title} lead={T.lead} actions={createButton('primary')} />
      <MyCompaniesList createAction={createButton('outline')} />
    </div>
  );
}
