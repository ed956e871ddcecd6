import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import type { MyCommunity } from '@domain/schemas/communities';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@web/ui/button';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Pencil, UserRoundCog, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { myCommunitiesQueryOptions } from '../../api';
import { CommunityCard } from '../explore/community-card';

const T = COMMUNITIES_COPY.mine;

export function editCommunityHref(id: string): string {
  return `/editar-comunidade/${encodeURIComponent(id)}`;
}

/**
 * Her communities (issue 22: every approved membership, not only those she created), in two
 * sections: those she runs (admin or moderator, with 'Editar' to /editar-comunidade/{id}), then
 * those she joined; each card says her role. Loading, error with retry, and an empty state.
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

  const runs = query.data.filter((community) => community.role !== 'member');
  const joined = query.data.filter((community) => community.role === 'member');
  return (
    <div className="flex flex-col gap-10">
      {runs.length > 0 ? <Section title={T.runLabel} communities={runs} /> : null}
      {joined.length > 0 ? <Section title={T.joinedLabel} communities={joined} /> : null}
    </div>
  );
}

function Section({ title, communities }: { title: string; communities: MyCommunity[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {communities.map((community) => (
          <li key={community.id} className="flex">
            <CommunityCard
              community={community}
              headingLevel="h3"
              actions={
                <>
                  <span className="inline-flex items-center gap-1 self-center rounded-full border border-primary-200 bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800">
                    <UserRoundCog aria-hidden="true" className="size-3.5" />
                    {T.roles[community.role]}
                  </span>
                  {community.role !== 'member' ? (
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
                  ) : null}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
