import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { searchable } from '../../db/schema/helpers.js';
import { brazilianStates, idiomas, industrySectors, jobCategories, jobRoles } from '../../db/schema/index.js';

// Reference lists behind the profile and job-preference forms. Names sort accent- and
// case-insensitively ('Árabe' next to 'Alemão'), the same on PGlite and on any server collation.

export function listLanguages(db: Database) {
  return db
    .select({ id: idiomas.id, name: idiomas.name })
    .from(idiomas)
    .orderBy(searchable(idiomas.name), idiomas.name);
}

export function listStates(db: Database) {
  return db
    .select({ uf: brazilianStates.uf, name: brazilianStates.name })
    .from(brazilianStates)
    .orderBy(searchable(brazilianStates.name), brazilianStates.name);
}

export function listSectors(db: Database) {
  return db
    .select({ id: industrySectors.id, name: industrySectors.name })
    .from(industrySectors)
    .orderBy(searchable(industrySectors.name), industrySectors.name);
}

/** An unknown sector simply has no categories. */
export function listCategories(db: Database, sectorId: number) {
  return db
    .select({ id: jobCategories.id, name: jobCategories.name })
    .from(jobCategories)
    .where(eq(jobCategories.sectorId, sectorId))
    .orderBy(searchable(jobCategories.name), jobCategories.name);
}

/** Every category with its sector's name, sector by sector (a mentora's areas: issue 20). */
export function listAllCategories(db: Database) {
  return db
    .select({ id: jobCategories.id, name: jobCategories.name, sector: industrySectors.name })
    .from(jobCategories)
    .innerJoin(industrySectors, eq(industrySectors.id, jobCategories.sectorId))
    .orderBy(
      searchable(industrySectors.name),
      industrySectors.name,
      searchable(jobCategories.name),
      jobCategories.name,
    );
}

export function listRoles(db: Database, categoryId: number) {
  return db
    .select({ id: jobRoles.id, name: jobRoles.name })
    .from(jobRoles)
    .where(eq(jobRoles.categoryId, categoryId))
    .orderBy(searchable(jobRoles.name), jobRoles.name);
}

/** Names (and where they sit in the taxonomy) of the roles a saved preference points at. */
export async function describeRoles(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobRoles.id,
      name: jobRoles.name,
      categoryId: jobRoles.categoryId,
      sectorId: jobCategories.sectorId,
    })
    .from(jobRoles)
    .innerJoin(jobCategories, eq(jobCategories.id, jobRoles.categoryId))
    .where(inArray(jobRoles.id, [...ids]))
    .orderBy(searchable(jobRoles.name), jobRoles.name);
}
