import { NETWORK_COPY } from '@domain/copy/network';
import { useQuery } from '@tanstack/react-query';
import { MessageButton } from '@web/features/chat';
import { Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { memberNetworkQueryOptions } from '../api';
import { ConnectionActions } from './connection-actions';
import { MemberConnections } from './member-connections';
import { MemberMenu } from './member-menu';

const ReportButton = lazy(async () => ({
  default: (await import('@web/features/moderation')).ReportButton,
}));

export interface ProfileNetworkProps {
  /** The profile's member (her user id). */
  memberId: string;
  name: string;
  /** Her own profile: the counts, no buttons. */
  own: boolean;
  /** She shows her connections list to this reader (issue 19): the count opens it. */
  showsConnections?: boolean;
}

/**
 * A profile's network block for a signed-in visitor (GET /api/members/{id}/network): 'N conexões'
 * (which opens her connections when she shows them to this reader, issue 19),
 * 'N seguidoras', 'N conexões em comum' when they have any, the connection and follow buttons,
 * and 'Enviar mensagem' when the server's flags let her write (first for a connection, after the
 * others otherwise), and her '…' menu (silence, block, report); on her own profile only her
 * counts. Nothing while it loads; when it fails, only 'Denunciar' (issue 19: reporting her never
 * depends on her network).
 */
export function ProfileNetwork({ memberId, name, own, showsConnections = false }: ProfileNetworkProps) {
  const query = useQuery(memberNetworkQueryOptions(memberId));
  const navigate = useNavigate();
  const network = query.data;
  if (!network) {
    return query.isError && !own ? (
      <Suspense fallback={null}>
        <ReportButton item={{ type: 'member', id: memberId }} />
      </Suspense>
    ) : null;
  }
  const mutual = own ? null : network.mutualConnectionCount;

  return (
    <div className="flex flex-col gap-3 md:items-end">
      <ul
        aria-label={NETWORK_COPY.profile.counts}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted md:justify-end"
      >
        {showsConnections && !own && network.connectionCount > 0 ? (
          <li>
            <MemberConnections memberId={memberId} name={name} count={network.connectionCount} />
          </li>
        ) : (
          <li className="flex items-center gap-1.5 font-semibold text-ink">
            <Users aria-hidden="true" className="size-4" />
            {NETWORK_COPY.counts.connections(network.connectionCount)}
          </li>
        )}
        <li className="font-semibold text-ink">{NETWORK_COPY.counts.followers(network.followerCount)}</li>
        {mutual ? <li>{NETWORK_COPY.counts.mutual(mutual)}</li> : null}
      </ul>
      {own ? null : (
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          {network.viewer.canMessage && network.connected ? (
            <MessageButton member={{ id: memberId, name }} variant="primary" />
          ) : null}
          <ConnectionActions member={{ id: memberId, name }} network={network} />
          {network.viewer.canMessage && !network.connected ? (
            <MessageButton member={{ id: memberId, name }} />
          ) : null}
          <MemberMenu member={{ id: memberId, name }} network={network} onBlocked={() => navigate('/feed')} />
        </div>
      )}
    </div>
  );
}
