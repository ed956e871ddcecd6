import { POST_AUDIENCE_LABELS } from '../enums.js';

// The network's texts /feed shows on its first render (issue 17): the feed's order and a post's
// audience. A module of their own so the feed does not load every text of the network (issue
// 14's budget); NETWORK_COPY (network.ts) includes them as `feed` and `audience`.

export const NETWORK_FEED_COPY = {
  feed: {
    tabsLabel: 'Ordem do feed',
    forYou: 'Para você',
    recent: 'Recentes',
  },
  audience: {
    label: 'Quem pode ver',
    labels: POST_AUDIENCE_LABELS,
    /** The card's badge on a connections-only post. */
    connectionsBadge: POST_AUDIENCE_LABELS.connections,
  },
} as const;
