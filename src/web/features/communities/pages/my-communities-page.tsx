import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { ListHeader } from '@web/ui/list-states';
import { Plus } from 'lucide-react';
import { MyCommunitiesList } from '../components/mine/my-communities-list';

const T = COMMUNITIES_COPY.mine;

/** Where the create page returns to (SPEC §2: navigation state 'from'). */
const CREATE_STATE = { from: '/minhas-comunidades' };

/** /minhas-comunidades (SPEC §2): the communities she created, with links to create, view and edit. */
export function MyCommunitiesPage() {
  usePageTitle(T.title);
  const createButton = (variant: 'primary' | 'outline') => (
    <ButtonLink to="/criar-comunidade" state={CREATE_STATE} variant={variant}>
      <Plus aria-hidden="true" className="size-4" />
      {T.create}
    </ButtonLink>
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 md:px-6 md:py-12">
      <ListHeader title={T.title} lead={T.lead} actions={createButton('primary')} />
      <MyCommunitiesList createAction={createButton('outline')} />
    </div>
  );
}
