import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/context.js';
import { recordStatements } from '../test/statements.js';
import type { DatabaseHandle, Executor } from './client.js';
import { perExecutor, withColumnDecoders } from './prepared.js';
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

describe('withColumnDecoders', () => {
  it('maps rows as drizzle does: the same keys, values and types, nulls included', async () => {
    const { db } = database;
    const select = () =>
      db
        .select({
          id: idiomas.id,
          name: idiomas.name,
          upper: sql<string>`upper(${idiomas.name})`,
          missing: sql<string | null>`null`,
          at: sql`now()`.mapWith((v: string) => new Date(v)),
        })
        .from(idiomas)
        .orderBy(idiomas.id)
        .limit(3);
    const plain = await select().prepare('test_columns_plain').execute();
    const decoded = await withColumnDecoders(select().prepare('test_columns_decoded')).execute();
    expect(decoded).toHaveLength(3);
    expect(decoded.map((r) => ({ ...r, at: 0 }))).toEqual(plain.map((r) => ({ ...r, at: 0 })));
    expect(JSON.stringify(Object.keys(decoded[0]!))).toBe(JSON.stringify(Object.keys(plain[0]!)));
    expect(decoded[0]!.at).toBeInstanceOf(Date);
  });

  it('leaves a nested selection to drizzle', async () => {
    const { db } = database;
    const prepared = db
      .select({ language: { id: idiomas.id } })
      .from(idiomas)
      .limit(1)
      .prepare('test_columns_nested');
    expect(withColumnDecoders(prepared)).toBe(prepared);
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
