import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { insertBulkGroups, refreshSearchStatistics, sequentialScans } from '../../test/bulk-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type ExploreQuery, exploreStatement } from './service.js';

// The explore list at a size where plans matter: 2000 communities (one in 50 inactive).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await insertBulkGroups(ctx.db, 2000);
  await refreshSearchStatistics(ctx.db);
});
afterAll(() => ctx?.close());

async function plan(query: Partial<ExploreQuery>): Promise<string> {
  const statement = exploreStatement(ctx.db, { limit: 20, ...query });
  const rows = await queryRows<Record<string, string>>(ctx.db, sql`explain ${statement}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

describe('explore at scale', () => {
  it('reads the newest page straight off the (is_active, created_at, id) index', async () => {
    const text = await plan({});
    expect(text).toMatch(/Index Scan Backward using communities_active_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it('finds a text through the trigram indexes of name and description, never a full scan', async () => {
    // A rare text: the planner goes to the indexes rather than walk the newest rows.
    const text = await plan({ q: 'Nenhuma Assim' });
    expect(text).toMatch(/communities_name_trgm_idx/);
    expect(text).toMatch(/communities_description_trgm_idx/);
    for (const query of [
      { niche: 'cultura' as const },
      { q: 'ab' },
      { niche: 'cultura' as const, q: 'experiências' },
    ]) {
      expect(sequentialScans(await plan(query)), JSON.stringify(query)).toEqual([]);
    }
  });
});
