import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** LIKE's wildcards in `text` escaped, so '%', '_' and '\' match themselves. */
export function escapeLike(text: SQL): SQL {
  return sql`replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/**
 * The query as the accent- and case-insensitive indexes see it (`f_unaccent(lower(…))`), with
 * LIKE's wildcards escaped. Escaping happens after unaccent because its rules turn a few symbols
 * into wildcards (full-width '％' becomes '%'). Every function here is immutable, so the planner
 * folds the pattern into a constant — which is what lets a b-tree serve a `like 'ab%'` prefix.
 */
export function foldedTerm(query: string | Placeholder): SQL {
  return escapeLike(sql`f_unaccent(lower(${query}))`);
}
