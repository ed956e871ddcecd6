import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { ListMessage, PageLoading } from '@web/ui/page-states';
import { UserSearch } from 'lucide-react';
import { suggestionsQueryOptions } from '../api';
import { ConnectionActions } from './connection-actions';
import { PersonCard } from './person-card';

const T = NETWORK_COPY.people;

/**
 * 'Pessoas que você talvez conheça': each card says why she is suggested, one line per reason
 * (strongest first, as the server ranks them), and carries the buttons.
 */
export function SuggestionList({ labelledBy }: { labelledBy: string }) {
  const query = useQuery(suggestionsQueryOptions());
  if (query.isPending) return <PageLoading height="section" label={MSG.common.loading} />;
  if (!query.data) {
    return <ListMessage tone="error" text={NETWORK_COPY.loadError} onRetry={() => void query.refetch()} />;
  }
  if (query.data.items.length === 0) return <ListMessage icon={UserSearch} text={T.empty} />;

  return (
    <ul aria-labelledby={labelledBy} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {query.data.items.map(({ member, reasons }) => (
        <li key={member.id} className="flex">
          <PersonCard
            person={member}
            details={
              <ul className="mt-1 flex flex-col gap-0.5 text-sm text-secondary-800">
                {reasons.map((reason) => {
                  const text = NETWORK_COPY.reason(reason);
                  return <li key={text}>{text}</li>;
                })}
              </ul>
            }
            actions={<ConnectionActions member={member} network={member.network} size="sm" />}
          />
        </li>
      ))}
    </ul>
  );
}
