// pt-BR texts of the global search overlay (SPEC §2 "Search overlay") that the spec does not fix.
// The spec's own texts (placeholder, empty state) stay in MSG.search.

const count = (n: number) => n.toLocaleString('pt-BR');

export const SEARCH_UI_COPY = {
  /** Title of the results panel. */
  resultsFor: (query: string) => `Resultados para "${query}"`,
  clear: 'Limpar busca',
  loading: 'Buscando...',
  tabs: {
    all: 'Todos',
    professionals: 'Profissionais',
    companies: 'Empresas',
    communities: 'Comunidades',
  },
  /** Count shown on a tab: "20+" when the server holds more than the items it sent. */
  tabCount: (n: number, hasMore: boolean) => (hasMore ? `${count(n)}+` : count(n)),
  members: (n: number) => `${count(n)} ${n === 1 ? 'membro' : 'membros'}`,
  /** Announced once the results for a query have loaded. */
  announcement: (n: number, hasMore: boolean, query: string) => {
    const amount = hasMore ? `Mais de ${count(n)}` : count(n);
    const noun = n === 1 && !hasMore ? 'resultado' : 'resultados';
    return `${amount} ${noun} para "${query}"`;
  },
} as const;
