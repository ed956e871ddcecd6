import { NETWORK_COPY } from '@domain/copy/network';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchText } from '@web/lib/use-search-text';
import { SearchBox } from '@web/ui/search-box';
import { connectionsInfiniteQueryOptions, networkSummaryQueryOptions } from '../api';
import { PersonList } from '../components/person-list';
import { NetworkPageFrame } from './network-page-frame';

const T = NETWORK_COPY.connections;

/**
 * /rede/conexoes: her connections, newest first, searchable by name (the address's q), each with
 * 'Mensagem'.
 */
export function ConnectionsPage() {
  const { q, text, setText, submitText } = useSearchText();
  const summary = useQuery(networkSummaryQueryOptions());
  const query = useInfiniteQuery(connectionsInfiniteQueryOptions(q));
  return (
    <NetworkPageFrame
      title={NETWORK_COPY.tabs.connections}
      lead={summary.data ? NETWORK_COPY.counts.connections(summary.data.connections) : undefined}
    >
      <SearchBox label={T.searchLabel} value={text} onChange={setText} onSubmit={submitText} />
      <PersonList
        query={query}
        label={T.listLabel}
        empty={q ? T.noResults(q) : T.empty}
        headingLevel="h2"
        withMessage
        withMenu
      />
    </NetworkPageFrame>
  );
}
