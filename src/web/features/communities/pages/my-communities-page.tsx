import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MyPagesPage } from '@web/ui/my-pages-page';
import { MyCommunitiesList } from '../components/mine/my-communities-list';

const T = COMMUNITIES_COPY.mine;

/** /minhas-comunidades (SPEC §2): the communities she created, with links to create, view and edit. */
export function MyCommunitiesPage() {
  return (
    <MyPagesPage
      title={T.title}
      lead={T.lead}
      createLabel={T.create}
      createTo="/criar-comunidade"
      returnTo="/minhas-comunidades"
    >
      {(createAction) => <MyCommunitiesList createAction={createAction} />}
    </MyPagesPage>
  );
}
