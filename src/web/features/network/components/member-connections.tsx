import { NETWORK_COPY } from '@domain/copy/network';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogTrigger } from '@web/ui/dialog';
import { Users } from 'lucide-react';
import { memberConnectionsInfiniteQueryOptions } from '../api';
import { PersonList } from './person-list';

const T = NETWORK_COPY.profile;

/**
 * A profile's 'N conexões' when she shows her connections list to this reader (issue 19): a
 * button that opens her connections (GET /api/members/{id}/connections, asked only once open).
 */
export function MemberConnections({
  memberId,
  name,
  count,
}: {
  memberId: string;
  name: string;
  count: number;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-ink underline underline-offset-4 hover:text-primary-800"
        >
          <Users aria-hidden="true" className="size-4" />
          {NETWORK_COPY.counts.connections(count)}
        </button>
      </DialogTrigger>
      <DialogContent
        title={T.connectionsOf(name)}
        description={T.connectionsOfHint}
        className="max-h-[85vh] max-w-3xl overflow-y-auto"
      >
        <div className="mt-4">
          <MemberConnectionList memberId={memberId} name={name} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MemberConnectionList({ memberId, name }: { memberId: string; name: string }) {
  const query = useInfiniteQuery(memberConnectionsInfiniteQueryOptions(memberId));
  return (
    <PersonList query={query} label={T.connectionsOf(name)} empty={T.connectionsOfEmpty} headingLevel="h3" />
  );
}
