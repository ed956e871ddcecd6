import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Literals are inlined in CHECK constraints because DDL takes no parameters.
function literalList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
}

/** `col IN ('a', 'b')`: a text column holds one of the values. */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${literalList(values)})`;
}

/** `col <@ array['a', 'b']`: every element of a text[] column is one of the values. */
export function subsetOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literalList(values)}]::text[]`;
}

/**
 * Accent- and case-insensitive trigram expression, as used by every name search. `f_unaccent`
 * is an IMMUTABLE wrapper created by the first migration, because plain `unaccent()` cannot
 * appear in an index expression.
 */
export function searchable(column: AnyColumn): SQL {
  return sql`f_unaccent(lower(${column}))`;
}

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Keyset indexes are declared ascending on purpose: PostgreSQL scans them backwards for
// `ORDER BY … DESC`, whose default NULLS FIRST matches that backward scan exactly.
