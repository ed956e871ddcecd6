import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@web/ui/button';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Pencil, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { myCommunitiesQueryOptions } from '../../api';
import { CommunityCard } from '../explore/community-card';

const T = COMMUNITIES_COPY.mine;

export function editCommunityHref(id: string): string {
  return `/editar-comunidade/${encodeURIComponent(id)}`;
}

/**
 * The communities she created (SPEC §6: creator_id = her), each card leading to its page and
 * with 'Editar' to /editar-comunidade/{id}; loading, error with retry, and an empty state.
 */
export function MyCommunitiesList({ createAction }: { createAction: ReactNode }) {
  const query = useQuery(myCommunitiesQueryOptions());

  if (query.isPending) return <PageLoading height="section" label={T.loading} />;
  if (query.isError) {
    return <ListMessage tone="error" text={MSG.communities.loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <ListMessage
        icon={Users}
        text={T.empty}
        hint={T.emptyHint}
        actions={
          <>
            {createAction}
            <ButtonLink to="/rede" variant="ghost">
              {T.explore}
            </ButtonLink>
          </>
        }
      />
    );
  }

  return (
    <ul aria-label={T.listLabel} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {query.data.map((community) => (
        <li key={community.id} className="flex">
          <CommunityCard
            community={community}
            actions={
              <ButtonLink
                to={editCommunityHref(community.id)}
                state={{ from: '/minhas-comunidades' }}
                variant="outline"
                size="sm"
                aria-label={T.editLabel(community.name)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {T.edit}
              </ButtonLink>
            }
          />
        </li>
      ))}
    </ul>
  );
}
