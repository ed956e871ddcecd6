// The network feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { ConnectionsPage } from './connections-page';
export { InvitationsPage } from './invitations-page';
export { PeoplePage } from './people-page';
