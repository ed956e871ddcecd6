import { NETWORK_COPY } from '@domain/copy/network';
import { InvitationList } from '../components/invitation-list';
import { NetworkPageFrame } from './network-page-frame';

/** /rede/convites: the invitations waiting for her answer, then the ones she sent. */
export function InvitationsPage() {
  return (
    <NetworkPageFrame title={NETWORK_COPY.tabs.invitations}>
      <InvitationList box="received" />
      <InvitationList box="sent" />
    </NetworkPageFrame>
  );
}
