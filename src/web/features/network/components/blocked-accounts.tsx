import { SAFETY_COPY } from '@domain/copy/safety';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { QueryLoadMore } from '@web/ui/load-more';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { blocksInfiniteQueryOptions, useBlockMember } from '../api';

const T = SAFETY_COPY.blocked;

/**
 * Configurações → 'Contas bloqueadas' (issue 19): the members she blocked, newest first, each
 * with when and 'Desbloquear'. The settings page gives the section its heading. Unblocking
 * brings nothing back by itself (a connection that the block ended stays ended), and the
 * member is not told either way.
 */
export function BlockedAccounts() {
  const query = useInfiniteQuery(blocksInfiniteQueryOptions());
  const unblock = useBlockMember();
  if (query.isPending) return <InlineLoading label={T.loading} />;
  if (query.isError) return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  const people = query.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <p className="text-ink-muted">{T.empty}</p>;

  const onUnblock = (member: { id: string; name: string }) => {
    if (unblock.isPending) return;
    unblock.mutate(
      { memberId: member.id, block: false },
      {
        onSuccess: () => toast.success(T.unblocked(member.name)),
        onError: (error) => {
          console.info('[rede] desbloqueio falhou', error);
          toast.error(SAFETY_COPY.member.failed);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={T.listLabel} className="flex flex-col divide-y divide-line">
        {people.map((person) => {
          const busy = unblock.isPending && unblock.variables?.memberId === person.id;
          return (
            <li key={person.id} className="flex flex-wrap items-center gap-3 py-3">
              <Avatar name={person.name} src={person.imageUrl} size="md" decorative />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words text-ink">{person.name}</span>
                <span className="text-sm text-ink-muted">{T.since(formatLongDate(person.blockedAt))}</span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={T.unblockName(person.name)}
                aria-disabled={unblock.isPending || undefined}
                onClick={() => onUnblock(person)}
              >
                {busy ? T.unblocking : T.unblock}
              </Button>
            </li>
          );
        })}
      </ul>
      <QueryLoadMore query={query} label={T.loadMore} loadingLabel={T.loading} />
    </div>
  );
}
