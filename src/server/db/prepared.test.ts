import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/context.js';
import { recordStatements } from '../test/statements.js';
import type { DatabaseHandle, Executor } from './client.js';
import { perExecutor } from './prepared.js';
import { idiomas } from './schema/index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('perExecutor', () => {
  let builds = 0;
  const byName = perExecutor((db: Executor) => {
    builds += 1;
    return db
      .select({ id: idiomas.id })
      .from(idiomas)
      .where(eq(idiomas.name, sql.placeholder('name')))
      .prepare('test_language_by_name');
  });

  it('builds a statement once per database and runs it with new values each time', async () => {
    const { db } = database;
    const [first] = await db.select().from(idiomas).limit(1);
    const statements = await recordStatements(db, async () => {
      expect(await byName(db).execute({ name: first!.name })).toEqual([{ id: first!.id }]);
      expect(await byName(db).execute({ name: 'nenhuma língua' })).toEqual([]);
    });
    expect(statements).toHaveLength(2);
    expect(byName(db)).toBe(byName(db));
    expect(builds).toBe(1);
  });

  it('gives a transaction its own statement, which runs inside it', async () => {
    const { db } = database;
    const [first] = await db.select().from(idiomas).limit(1);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update idiomas set name = 'Renomeada' where id = ${first!.id}`);
        // Inside the transaction, the renamed row is visible (and on PGlite, running the
        // database's own statement here would wait for this very transaction's lock).
        expect(await byName(tx).execute({ name: 'Renomeada' })).toEqual([{ id: first!.id }]);
        expect(byName(tx)).not.toBe(byName(db));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect(await byName(db).execute({ name: 'Renomeada' })).toEqual([]);
  });
});
