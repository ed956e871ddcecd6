import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { fromState } from '@web/lib/return-to';
import { EditorPage } from '@web/ui/editor-page';
import { useLocation, useSearchParams } from 'react-router';
import { CommunityForm } from '../components/form/community-form';
import { EditCommunity } from '../components/form/edit-community';

const T = COMMUNITIES_COPY.form;

/**
 * /criar-comunidade (SPEC §2): a new community, then back to the navigation state's 'from' (or
 * /feed) REDIRECT_AFTER_COMMUNITY_CREATE_MS after the success message. With ?edit={id} it edits
 * that community instead, like /editar-comunidade/{id}.
 */
export function CreateCommunityPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit')?.trim();
  if (editId) return <EditCommunity key={editId} id={editId} />;
  return <CreateCommunity />;
}

function CreateCommunity() {
  const location = useLocation();
  const returnTo = fromState(location.state) ?? '/feed';
  return (
    <EditorPage title={T.createTitle} intro={T.createIntro} closeTo={returnTo}>
      <CommunityForm mode="create" returnTo={returnTo} cancelTo={returnTo} />
    </EditorPage>
  );
}
