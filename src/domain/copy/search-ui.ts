// pt-BR texts of the global search overlay (SPEC §2 "Search overlay") that the spec does not fix.
// The spec's own texts (placeholder, empty state) stay in MSG.search.

import { COPY, MSG } from '../messages.js';
import { formatCount, pluralNoun } from '../rules/plural.js';

export const SEARCH_UI_COPY = {
  /** Title of the results panel. */
  resultsFor: (query: string) => `Resultados para "${query}"`,
  clear: 'Limpar busca',
  loading: MSG.common.searching,
  tabs: {
    all: MSG.common.all,
    professionals: 'Profissionais',
    companies: MSG.common.companies,
    communities: COPY.appNav.communities,
  },
  /** Count shown on a tab: "20+" when the server holds more than the items it sent. */
  tabCount: (n: number, hasMore: boolean) => (hasMore ? `${formatCount(n)}+` : formatCount(n)),
  members: MSG.common.participants,
  /** Announced once the results for a query have loaded. */
  announcement: (n: number, hasMore: boolean, query: string) => {
    const amount = hasMore ? `Mais de ${formatCount(n)}` : formatCount(n);
    const noun = hasMore ? 'resultados' : pluralNoun(n, 'resultado', 'resultados');
    return `${amount} ${noun} para "${query}"`;
  },
} as const;
