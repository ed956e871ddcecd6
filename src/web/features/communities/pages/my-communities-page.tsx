import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MyInvitations } from '@web/features/access';
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
      {(createAction) => (
        <>
          {/* Issue 13: roles offered to her wait here for her answer. */}
          <MyInvitations kind="community" />
          <MyCommunitiesList createAction={createAction} />
        </>
      )}
    </MyPagesPage>
  );
}
