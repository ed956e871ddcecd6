import { and, eq, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COMMUNITY_NICHE_LABELS, COMMUNITY_NICHES, COMPANY_INDUSTRIES } from '../../../domain/enums.js';
import { SEARCH_RESULTS_PER_CATEGORY, SEARCH_TRIGRAM_MIN } from '../../../domain/limits.js';
import type {
  CommunityHit,
  CompanyHit,
  ProfessionalHit,
  SearchResults,
} from '../../../domain/schemas/search.js';
import type { Database } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { perExecutor, preparedSql } from '../../db/prepared.js';
import { searchable } from '../../db/schema/helpers.js';
import { communities, companies, userProfile } from '../../db/schema/index.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { ifVisible } from '../../policy/privacy.js';

// Global search (SPEC §2 search overlay, §7): people by name; active companies by name, sector
// or description; active communities by name, description or niche. Both sides of every
// comparison go through f_unaccent(lower(…)), the expression the trigram and prefix indexes are
// built on, so 'joao' finds 'João' and 'JOÃO' finds 'Joao'. One query per category, whatever
// the number of matches; each fetches one row more than it shows, to answer `hasMore`.

const FETCH = SEARCH_RESULTS_PER_CATEGORY + 1;

/**
 * At most this many matches beyond the names that start with the text are ranked per category.
 * A common surname matches thousands of members (~5k of 100k for 'oliveira'); ranking all of
 * them cost seconds on PGlite. Which ones are taken is the trigram index's choice (table
 * order); they are then ranked — later word, inside a word, other fields — and sorted by name.
 */
export const SEARCH_CANDIDATES = 100;

export const SEARCH_CATEGORIES = ['professionals', 'companies', 'communities'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

type Matcher = {
  /** Below SEARCH_TRIGRAM_MIN characters only the start of a name is matched. */
  short: boolean;
  startsWith(folded: SQL): SQL;
  contains(folded: SQL): SQL;
  /** Where a name ranks: 0 starts with the query, 1 a later word does, 2 contains it, 3 no name match. */
  nameRank(folded: SQL): SQL;
};

function matcher(query: string | Placeholder, short: boolean): Matcher {
  const term = foldedTerm(query);
  const startsWith = (folded: SQL) => sql`${folded} like (${term} || '%')`;
  const contains = (folded: SQL) => sql`${folded} like ('%' || ${term} || '%')`;
  return {
    short,
    startsWith,
    contains,
    nameRank: (folded) => sql`case
      when ${startsWith(folded)} then 0
      when ${folded} like ('% ' || ${term} || '%') then 1
      when ${contains(folded)} then 2
      else 3 end`,
  };
}

/** Lower-case without accents, for the fixed lists (sectors, niches) matched in code. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The values of a fixed list whose label contains the query (e.g. 'saude' → 'Saúde'). */
function matchingValues<T extends string>(values: readonly T[], label: (value: T) => string, query: string) {
  const needle = fold(query);
  return values.filter((value) => fold(label(value)).includes(needle));
}

/** One category's search: what to select, from where, which name to rank and which rows match. */
type Category = {
  table: PgTable & { id: PgColumn };
  /** The item's fields, aliased to the contract's keys. */
  fields: SQL;
  keys: readonly string[];
  name: PgColumn;
  nameKey: string;
  /** Which rows may be shown at all (e.g. active ones). */
  visible?: SQL;
  /** For texts of SEARCH_TRIGRAM_MIN characters or more: what else matches besides the name. */
  otherFields: (m: Matcher) => (SQL | undefined)[];
};

/**
 * Names sort by their folded form in byte order (`using ~<~`, the order of the text_pattern_ops
 * prefix indexes), so the order is the same on PGlite and on a server of any collation.
 */
function statement(m: Matcher, c: Category): SQL {
  const folded = searchable(c.name);
  if (m.short) {
    // Every match starts with the text: the prefix index hands them over already in name
    // order, and the scan stops after FETCH rows however many names share the prefix.
    return sql`select ${c.fields} from ${c.table}
      where ${and(c.visible, m.startsWith(folded))}
      order by ${folded} using ~<~, ${c.name}, ${c.table.id}
      limit ${FETCH}`;
  }
  // Names that start with the text come first, straight from the prefix index in name order;
  // when there are FETCH of them the rest is never read (its branch is gated on the count).
  // Otherwise the other matches — a later word, inside a word, other fields — are taken from
  // the trigram index, at most SEARCH_CANDIDATES of them, and only those are ranked and sorted: a
  // common surname matching thousands of names costs the same as a rare one. The candidate
  // select is fenced by its LIMIT, so f_unaccent runs once per candidate, not once for every
  // place the outer query mentions the name.
  const hit = (key: string) => sql`hit.${sql.identifier(key)}`;
  const prefix = sql`select ${c.fields}, ${folded} as folded, 0 as tier from ${c.table}
    where ${and(c.visible, m.startsWith(folded))}
    order by ${folded} using ~<~, ${c.name}, ${c.table.id}
    limit ${FETCH}`;
  const candidates = sql`select ${c.fields}, ${folded} as folded from ${c.table}
    where ${and(c.visible, or(m.contains(folded), ...c.otherFields(m)), not(m.startsWith(folded)))}
    limit ${SEARCH_CANDIDATES}`;
  const rest = sql`select hit.*, ${m.nameRank(hit('folded'))} as tier from (${candidates}) hit
    where (select count(*) from prefix) < ${FETCH}`;
  return sql`with prefix as materialized (${prefix})
    select ${sql.join(c.keys.map(hit), sql`, `)} from (select * from prefix union all ${rest}) hit
    order by ${hit('tier')}, ${hit('folded')} using ~<~, ${hit(c.nameKey)}, ${hit('id')}
    limit ${FETCH}`;
}

/**
 * The three statements of one search, unexecuted: the service runs them, the benchmark and the
 * index tests EXPLAIN them. `query` is already trimmed and non-empty.
 */
export function searchStatements(query: string, readerId: string): Record<SearchCategory, SQL> {
  const values = searchValues(query);
  return statementsFor(values.query, values.industries, values.niches, isShort(query), readerId);
}

/** Below SEARCH_TRIGRAM_MIN characters only the start of a name is matched. */
function isShort(query: string): boolean {
  return [...query].length < SEARCH_TRIGRAM_MIN;
}

/** Sectors and niches travel as one '|'-joined text (the fixed lists hold no '|'). */
const LIST_SEPARATOR = '|';

/** The values a search statement takes: the text, and the sectors and niches it names. */
function searchValues(query: string) {
  // A sector or niche is matched on the label she reads, then looked up by its stored value.
  return {
    query,
    industries: matchingValues(COMPANY_INDUSTRIES, (v) => v, query).join(LIST_SEPARATOR),
    niches: matchingValues(COMMUNITY_NICHES, (v) => COMMUNITY_NICHE_LABELS[v], query).join(LIST_SEPARATOR),
  };
}

type Value = string | Placeholder;

const inList = (column: PgColumn, list: Value) =>
  sql`${column} = any(string_to_array(${list}, ${LIST_SEPARATOR}))`;

function statementsFor(query: Value, industries: Value, niches: Value, short: boolean, reader: Value) {
  const m = matcher(query, short);
  const p = userProfile;
  const c = companies;
  const g = communities;
  return {
    professionals: statement(m, {
      table: p,
      fields: sql`${p.id} as id, ${p.slug} as slug, ${p.fullName} as "fullName",
        ${p.professionalTitle} as "professionalTitle", ${p.profileImageUrl} as "profileImageUrl",
        ${ifVisible('city', reader, p.id, p.location)} as location`,
      keys: ['id', 'slug', 'fullName', 'professionalTitle', 'profileImageUrl', 'location'],
      name: p.fullName,
      nameKey: 'fullName',
      // A member a block stands between, either way, is not found (issue 19).
      visible: notBlockedWith(reader, p.id),
      otherFields: () => [],
    }),
    companies: statement(m, {
      table: c,
      fields: sql`${c.id} as id, ${c.name} as name, ${c.industry} as industry, ${c.logoUrl} as "logoUrl",
        ${c.location} as location`,
      keys: ['id', 'name', 'industry', 'logoUrl', 'location'],
      name: c.name,
      nameKey: 'name',
      visible: eq(c.isActive, true),
      otherFields: (m) => [m.contains(searchable(c.description)), inList(c.industry, industries)],
    }),
    communities: statement(m, {
      table: g,
      fields: sql`${g.id} as id, ${g.name} as name, ${g.niche} as niche, ${g.logoUrl} as "logoUrl",
        ${g.memberCount} as "memberCount"`,
      keys: ['id', 'name', 'niche', 'logoUrl', 'memberCount'],
      name: g.name,
      nameKey: 'name',
      visible: eq(g.isActive, true),
      otherFields: (m) => [m.contains(searchable(g.description)), inList(g.niche, niches)],
    }),
  };
}

function page<T>(rows: T[]) {
  return {
    items: rows.slice(0, SEARCH_RESULTS_PER_CATEGORY),
    hasMore: rows.length > SEARCH_RESULTS_PER_CATEGORY,
  };
}

/**
 * One category's rows as a JSON array of objects keyed by the contract's names. The statement
 * ends in ORDER BY … LIMIT: the aggregate reads its rows in that order.
 */
function asJsonArray(statement: SQL): SQL {
  return sql`(select coalesce(json_agg(found), '[]'::json) from (${statement}) found)`;
}

/**
 * What the overlay shows for a (trimmed, non-empty) query: the three categories' statements
 * in one round trip (on PGlite every statement queues behind the others; on a server one
 * connection serves the whole search), its SQL text built once per database.
 */
export async function search(db: Database, query: string, readerId: string): Promise<SearchResults> {
  const statements = searchStatementsOf(db);
  const values = { ...searchValues(query), reader: readerId };
  const [row] = await (isShort(query) ? statements.short : statements.long)(values);
  return {
    query,
    professionals: page(row!.professionals),
    companies: page(row!.companies),
    communities: page(row!.communities),
  };
}

type SearchRow = { professionals: ProfessionalHit[]; companies: CompanyHit[]; communities: CommunityHit[] };

/**
 * The search's statement, for a short text and for a longer one, turned into SQL text once per
 * database; the text, sectors and niches are its parameters. Unnamed on purpose: each run is
 * planned with its values, which is what lets the prefix index serve `like 'text%'`.
 */
const searchStatementsOf = perExecutor((db) => {
  const prepare = (short: boolean) => {
    const s = statementsFor(
      sql.placeholder('query'),
      sql.placeholder('industries'),
      sql.placeholder('niches'),
      short,
      sql.placeholder('reader'),
    );
    return preparedSql<SearchRow>(
      db,
      sql`select ${asJsonArray(s.professionals)} as professionals,
        ${asJsonArray(s.companies)} as companies,
        ${asJsonArray(s.communities)} as communities`,
    );
  };
  return { short: prepare(true), long: prepare(false) };
});
