// The network feature's public entry for components (.dependency-cruiser.cjs); its data is
// api.ts. /rede's explorer (communities) mounts the tabs; the public profile loads the profile's
// block on demand, for signed-in visitors only.

export { BlockedAccounts } from './components/blocked-accounts';
export { ConnectionActions } from './components/connection-actions';
export { NetworkTabs } from './components/network-tabs';
export { ProfileNetwork } from './components/profile-network';
