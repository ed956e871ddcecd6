import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import type { PersonPage } from '@domain/schemas/network';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessageButton } from '@web/features/chat';
import { cn } from '@web/lib/cn';
import { focusWhenReady } from '@web/lib/focus';
import { QueryLoadMore } from '@web/ui/load-more';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { Users } from 'lucide-react';
import { useRef } from 'react';
import { ConnectionActions } from './connection-actions';
import { MemberMenu } from './member-menu';
import { PersonCard } from './person-card';

interface PersonListProps {
  query: UseInfiniteQueryResult<InfiniteData<PersonPage, unknown>>;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list is empty. */
  empty: string;
  headingLevel?: 'h2' | 'h3';
  /** 'Mensagem' on each card the server lets her write to (her connections' list). */
  withMessage?: boolean;
  /** Each card's '…' menu (silence, block, report: issue 19), as the server's flags allow. */
  withMenu?: boolean;
}

/**
 * Members (search results, her connections) as cards with their buttons ('Mensagem' too, in her
 * connections' list) and, on /rede's pages, her '…' menu; a member she blocks leaves the list
 * (the block reads every list again) and focus goes to the list. 'Carregar mais' asks for the next keyset page. While another search loads,
 * the previous cards stay (dimmed, aria-busy). Loading, error (with 'Tentar novamente') and empty
 * states.
 */
export function PersonList({
  query,
  label,
  empty,
  headingLevel,
  withMessage = false,
  withMenu = false,
}: PersonListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  if (query.isPending) return <PageLoading height="section" label={MSG.common.loading} />;
  if (!query.data) {
    return <ListMessage tone="error" text={NETWORK_COPY.loadError} onRetry={() => void query.refetch()} />;
  }
  const people = query.data.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData;
  if (people.length === 0) return updating ? null : <ListMessage icon={Users} text={empty} />;

  return (
    <div className="flex flex-col gap-6">
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={label}
        aria-busy={updating || undefined}
        className={cn('grid gap-4 md:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60')}
      >
        {people.map((person) => (
          <li key={person.id} className="flex">
            <PersonCard
              person={person}
              headingLevel={headingLevel}
              menu={
                withMenu ? (
                  <MemberMenu
                    member={person}
                    network={person.network}
                    onBlocked={() => focusWhenReady(() => listRef.current)}
                  />
                ) : null
              }
              details={
                person.network.mutualConnectionCount ? (
                  <p className="text-sm text-ink-muted">
                    {NETWORK_COPY.counts.mutual(person.network.mutualConnectionCount)}
                  </p>
                ) : null
              }
              actions={
                withMessage && person.network.viewer.canMessage ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <MessageButton member={person} compact variant="primary" size="sm" />
                    <ConnectionActions member={person} network={person.network} size="sm" />
                  </div>
                ) : (
                  <ConnectionActions member={person} network={person.network} size="sm" />
                )
              }
            />
          </li>
        ))}
      </ul>
      {!updating ? (
        <QueryLoadMore
          query={query}
          label={NETWORK_COPY.loadMore}
          loadingLabel={MSG.common.loadingMore}
          errorText={NETWORK_COPY.loadError}
        />
      ) : null}
    </div>
  );
}
