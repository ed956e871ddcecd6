import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { PageEditor, type PageEditorTexts } from '@web/ui/page-editor';
import { communityQueryOptions } from '../../api';
import { communityHref } from '../explore/community-card';
import { CommunityForm } from './community-form';

const T = COMMUNITIES_COPY.form;
const MINE = '/minhas-comunidades';

const TEXTS: PageEditorTexts = {
  ...T,
  notFound: MSG.communities.notFound,
  loadError: MSG.communities.loadForEditError,
  backToPage: T.backToCommunity,
};

/**
 * Editing a community (/editar-comunidade/{id}, /criar-comunidade?edit={id}): its data loaded into
 * the form; success returns to /minhas-comunidades (SPEC §2). Only its administrators and
 * moderators may edit it (the server refuses the others too): anyone else is told so.
 */
export function EditCommunity({ id }: { id: string }) {
  const query = useQuery(communityQueryOptions(id));

  return (
    <PageEditor
      texts={TEXTS}
      query={query}
      canEdit={(community) => community.viewer.canEdit}
      pageHref={communityHref(id)}
      mineHref={MINE}
    >
      {(community, cancelTo) => (
        // A fresh form per community, so another one's values never linger.
        <CommunityForm
          key={community.id}
          mode="edit"
          community={community}
          returnTo={MINE}
          cancelTo={cancelTo}
        />
      )}
    </PageEditor>
  );
}
