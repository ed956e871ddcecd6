import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { MSG } from '@domain/messages';
import type { MentorPage } from '@domain/schemas/mentoring';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { cn } from '@web/lib/cn';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { UserRoundSearch } from 'lucide-react';
import { MentorCard } from './mentor-card';

const T = MENTORING_UI.directory;

/** The directory's cards, 'Carregar mais' for the next keyset page; loading, error, empty. */
export function MentorList({
  query,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<MentorPage, unknown>>;
  label: string;
}) {
  if (query.isPending) return <PageLoading height="section" label={MSG.common.loading} />;
  if (!query.data)
    return <ListMessage tone="error" text={T.loadError} onRetry={() => void query.refetch()} />;
  const mentors = query.data.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData;
  if (mentors.length === 0) return updating ? null : <ListMessage icon={UserRoundSearch} text={T.empty} />;
  return (
    <div className="flex flex-col gap-6">
      <ul
        aria-label={label}
        aria-busy={updating || undefined}
        className={cn('grid gap-4 md:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
      >
        {mentors.map((mentor) => (
          <li key={mentor.member.id} className="flex">
            <MentorCard mentor={mentor} />
          </li>
        ))}
      </ul>
      {!updating ? (
        <QueryLoadMore
          query={query}
          label={T.loadMore}
          loadingLabel={MSG.common.loadingMore}
          errorText={T.loadError}
        />
      ) : null}
    </div>
  );
}
