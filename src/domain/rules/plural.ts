// Counts as pt-BR writes them: one helper for every "1 seguidora / 2 seguidoras" in the product,
// so no text is built as 'membro(s)' or with a bare `n === 1`.

const RULES = new Intl.PluralRules('pt-BR');

/** '1.234': a whole count with pt-BR digit grouping. */
export function formatCount(n: number): string {
  return n.toLocaleString('pt-BR');
}

/**
 * The noun that goes with `n`: `one` for 1 (and, as Intl.PluralRules('pt-BR') says, for
 * fractions below 2: '1,5 candidatura'), `other` from 2 on. Zero takes the plural
 * ('0 seguidoras'), as pt-BR writes a count of nothing, although CLDR files 0 under 'one'.
 */
export function pluralNoun(n: number, one: string, other: string): string {
  return n !== 0 && RULES.select(n) === 'one' ? one : other;
}

/** '1 seguidora', '2 seguidoras', '1.234 participantes'. */
export function countOf(n: number, one: string, other: string): string {
  return `${formatCount(n)} ${pluralNoun(n, one, other)}`;
}
