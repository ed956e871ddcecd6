// The menus' links to /rede's tabs (issue 17): a module of their own, because the logged-in
// shell's menus are in /feed's first render and must not load every text of the network
// (issue 14's budget). NETWORK_COPY (network.ts) includes them as `tabs` and `menu`; use that
// elsewhere.

export const NETWORK_MENU_COPY = {
  /** The tabs' names (the mobile drawer's entries). */
  people: 'Pessoas',
  invitations: 'Convites',
  connections: 'Conexões',
  /** The personal menu's entries, about her. */
  myConnections: 'Minhas conexões',
  myInvitations: 'Convites de conexão',
  peopleYouMayKnow: 'Pessoas que você talvez conheça',
} as const;
