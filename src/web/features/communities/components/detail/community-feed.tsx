import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import type { CommunityDetail } from '@domain/schemas/communities';
import { Feed } from '@web/features/posts';
import { ListMessage } from '@web/ui/page-states';
import { Info, Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';

const T = COMMUNITY_DETAIL_COPY.feed;

/**
 * The community's posts (GET /api/posts?communityId=). Approved members get the composer (her
 * profile or, for those who manage it, the community speaks); a pending member or a visitor of
 * an open community reads only, with the reason shown above the list. A private community shows
 * its posts to approved members only (the server answers 403 to anyone else), so others see a
 * notice instead of the list.
 */
export function CommunityFeed({ community }: { community: CommunityDetail }) {
  const headingId = useId();
  const { id, name, viewer } = community;
  const approved = viewer.membership === 'approved';
  const canRead = viewer.canRead;

  let body: ReactNode;
  if (!canRead) {
    body = (
      <ListMessage
        icon={Lock}
        text={viewer.membership === 'pending' ? T.privatePendingNotice : T.privateNotice}
      />
    );
  } else {
    const reason = approved ? null : viewer.membership === 'pending' ? T.pendingCannotPost : T.joinToPost;
    body = (
      <>
        {reason ? (
          <p className="flex items-start gap-2 rounded-card bg-primary-50 px-4 py-3 text-primary-900">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {reason}
          </p>
        ) : null}
        <Feed
          filter={{ communityId: id }}
          community={{ id, name }}
          canPost={approved}
          emptyText={T.empty}
          emptyHint={approved ? T.emptyHintMember : T.emptyHintVisitor}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {T.heading}
      </h2>
      {body}
    </section>
  );
}
