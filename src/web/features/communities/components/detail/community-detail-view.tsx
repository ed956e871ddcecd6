import type { CommunityDetail } from '@domain/schemas/communities';
import { PlaceEvents } from '@web/features/events';
import { CommunityFeed } from './community-feed';
import { CommunityHeader } from './community-header';
import { CommunitySections } from './community-sections';
import { JoinRequestsPanel } from './join-requests-panel';
import { ManageActions } from './manage-actions';
import { MembershipActions } from './membership-actions';

/**
 * /comunidades/{id} once loaded: the header with her controls, then two columns from lg up —
 * who manages it sees the pending requests first, then 'Sobre a comunidade', 'Regras',
 * 'Bem-vinda' and its next events; the community's feed beside them (below them on a phone, in the same order as read).
 */
export function CommunityDetailView({ community }: { community: CommunityDetail }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <CommunityHeader
        community={community}
        actions={
          <>
            <MembershipActions community={community} />
            <ManageActions community={community} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <JoinRequestsPanel community={community} />
          <CommunitySections community={community} />
          <PlaceEvents
            place={{ kind: 'community', id: community.id }}
            canCreate={community.viewer.canCreateEvents}
          />
        </div>
        <CommunityFeed community={community} />
      </div>
    </div>
  );
}
