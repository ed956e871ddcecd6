import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/context.js';
import type { DatabaseHandle } from '../client.js';
import { brazilianStates, idiomas, industrySectors, jobCategories, jobRoles } from '../schema/index.js';
import { JOB_TAXONOMY } from './datasets/job-taxonomy.js';
import { seedReference } from './reference.js';

let handle: DatabaseHandle;
/** The catalogues' sizes right after the seed ran on the emptied database. */
let seeded: Awaited<ReturnType<typeof counts>>;

beforeAll(async () => {
  // The test template already holds the catalogues: empty them to start as a new database does,
  // then seed once; every test reads that result (none depends on another having run).
  handle = await openTestDatabase();
  await handle.db.execute(
    sql`truncate idiomas, brazilian_states, industry_sectors, job_categories, job_roles restart identity cascade`,
  );
  await seedReference(handle.db);
  seeded = await counts();
});

afterAll(async () => {
  await handle?.close();
});

async function counts() {
  const { db } = handle;
  return {
    languages: await db.$count(idiomas),
    states: await db.$count(brazilianStates),
    sectors: await db.$count(industrySectors),
    categories: await db.$count(jobCategories),
    roles: await db.$count(jobRoles),
  };
}

describe('seedReference', () => {
  it('fills the catalogues on a fresh database', () => {
    expect(seeded.languages).toBeGreaterThanOrEqual(40);
    expect(seeded.states).toBe(27);
    expect(seeded.sectors).toBeGreaterThanOrEqual(12);
    expect(seeded.categories).toBeGreaterThanOrEqual(45);
    expect(seeded.roles).toBeGreaterThanOrEqual(160);
  });

  it('includes the languages and states the product names explicitly', async () => {
    const languages = (await handle.db.select({ name: idiomas.name }).from(idiomas)).map((r) => r.name);
    expect(languages).toEqual(
      expect.arrayContaining([
        'Português',
        'Inglês',
        'Espanhol',
        'Libras (Língua Brasileira de Sinais)',
        'Guarani',
      ]),
    );
    const states = await handle.db.select().from(brazilianStates);
    expect(states).toContainEqual({ uf: 'DF', name: 'Distrito Federal' });
    expect(states.every((s) => /^[A-Z]{2}$/.test(s.uf))).toBe(true);
  });

  it('links every role to the category and sector it is listed under', async () => {
    const rows = await handle.db
      .select({ sector: industrySectors.name, category: jobCategories.name, role: jobRoles.name })
      .from(jobRoles)
      .innerJoin(jobCategories, eq(jobRoles.categoryId, jobCategories.id))
      .innerJoin(industrySectors, eq(jobCategories.sectorId, industrySectors.id));
    const stored = new Set(rows.map((r) => `${r.sector} › ${r.category} › ${r.role}`));
    const expected = JOB_TAXONOMY.flatMap((s) =>
      s.categories.flatMap((c) => c.roles.map((role) => `${s.name} › ${c.name} › ${role}`)),
    );
    expect(stored).toEqual(new Set(expected));
  });

  it('changes nothing when run again, even twice at once', async () => {
    const before = await counts();
    await seedReference(handle.db);
    await Promise.all([seedReference(handle.db), seedReference(handle.db)]);
    expect(await counts()).toEqual(before);
  });
});
