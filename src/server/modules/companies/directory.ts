import { and, asc, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import type { CompanyDirectoryQuery, CompanyPage } from '../../../domain/schemas/companies.js';
import type { Executor } from '../../db/client.js';
import { foldedTerm } from '../../db/like.js';
import { searchable } from '../../db/schema/helpers.js';
import { companies, companyNameKey, companyUf } from '../../db/schema/index.js';
import { invalidInput } from '../../lib/app-error.js';
import { summaryColumns, toSummary } from './service.js';

// The company directory (/empresas, issue 22): active companies by name, A to Z, in keyset pages
// on (f_unaccent(lower(name)), id), so 'Árvore' sorts with the A's whatever the collation. Each
// filter has an index that yields the rows in that order: companies_directory_idx (none),
// companies_directory_industry_idx, _uf_idx and _sealed_idx.

interface NameKey {
  name: string;
  id: string;
}

function encodeNameCursor(key: NameKey): string {
  return Buffer.from(JSON.stringify([key.name, key.id])).toString('base64url');
}

/** A cursor this server did not hand out answers 400, never a database error. */
function decodeNameCursor(cursor: string): NameKey {
  const refuse = () => invalidInput(MSG.common.invalidInput, { cursor: MSG.common.invalidInput });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const key = z.tuple([z.string().min(1).max(200), z.guid()]).safeParse(parsed);
  if (!key.success) throw refuse();
  return { name: key.data[0], id: key.data[1] };
}

/** The directory statement, unexecuted: the service runs it, the plan test EXPLAINs it. */
export function directoryStatement(db: Executor, query: CompanyDirectoryQuery) {
  const nameKey = companyNameKey(companies.name);
  const conditions: (SQL | undefined)[] = [eq(companies.isActive, true)];
  if (query.industry) conditions.push(eq(companies.industry, query.industry));
  if (query.uf) conditions.push(sql`${companyUf(companies.location)} = ${query.uf}`);
  if (query.sealed) conditions.push(isNotNull(companies.sealGrantedAt));
  const text = query.q?.trim();
  if (text) conditions.push(like(searchable(companies.name), sql`('%' || ${foldedTerm(text)} || '%')`));
  if (query.cursor) {
    const key = decodeNameCursor(query.cursor);
    conditions.push(sql`(${nameKey}, ${companies.id}) > (${key.name}, ${key.id}::uuid)`);
  }
  return db
    .select({ ...summaryColumns, key: sql<string>`${nameKey}` })
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(nameKey), asc(companies.id))
    .limit(query.limit + 1);
}

/**
 * GET /api/companies: the directory, filtered by name, sector, UF and the seal. One query.
 */
export async function listCompanies(db: Executor, query: CompanyDirectoryQuery): Promise<CompanyPage> {
  const rows = await directoryStatement(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toSummary),
    nextCursor: rows.length > query.limit && last ? encodeNameCursor({ name: last.key, id: last.id }) : null,
  };
}
