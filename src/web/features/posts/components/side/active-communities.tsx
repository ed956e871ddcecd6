import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@web/ui/avatar';
import { InlineProblem } from '@web/ui/page-states';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { activeCommunitiesQueryOptions } from '../../api';
import { boxLinkClasses, rowLinkClasses, SideBox, SideRowsSkeleton } from './side-box';

const T = FEED_COPY.communities;

/**
 * 'Comunidades Ativas' (SPEC §2, §9): up to five communities she belongs to, with logo (or
 * initials) and member count, each leading to its page; an empty state pointing to /rede.
 */
export function ActiveCommunities() {
  const query = useQuery(activeCommunitiesQueryOptions());
  return (
    <SideBox title={T.heading} icon={<Users aria-hidden="true" className="size-5 text-primary-700" />}>
      {query.isPending ? (
        <SideRowsSkeleton rows={3} />
      ) : query.isError ? (
        <InlineProblem text={MSG.communities.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {query.data.map((community) => (
            <li key={community.id}>
              <Link to={`/comunidades/${encodeURIComponent(community.id)}`} className={rowLinkClasses}>
                <Avatar name={community.name} src={community.logoUrl} size="md" shape="square" decorative />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{community.name}</span>
                  <span className="block text-sm text-ink-muted">{T.members(community.memberCount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-start gap-1">
          <p className="text-sm text-ink-muted">{T.empty}</p>
          <Link to="/rede" className={boxLinkClasses}>
            {T.explore}
          </Link>
        </div>
      )}
    </SideBox>
  );
}
