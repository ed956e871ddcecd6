import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import type { Executor } from '../../db/client.js';
import { education } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createMember } from '../../test/members.js';
import { deleteOwnedRow, saveOwnedRows } from './owned-rows.js';

// The helpers are driven here through a small entry of their own, on the education table:
// the editors' HTTP suites cover their real mappings and orderings.

// Each test signs up the members it needs and saves their rows itself: none relies on another's.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const newAna = () => createMember(ctx, 'Ana Linhas');
const newBia = () => createMember(ctx, 'Bia Linhas');

type Entry = { id?: string; institution: string };

const columns = (entry: Entry) => ({
  institution: entry.institution,
  degreeLevel: 'graduação' as const,
  field: 'Matemática',
  startDate: '2020-01-01',
  endDate: null,
  isCurrent: true,
  completed: false,
  description: null,
});

const rowsOf = (db: Executor, userId: string) =>
  db.select().from(education).where(eq(education.userId, userId)).orderBy(asc(education.institution));

const save = (userId: string, entries: Entry[]) =>
  saveOwnedRows(ctx.db, education, {
    mine: eq(education.userId, userId),
    entries,
    columns,
    newRow: (entry) => ({ userId, ...columns(entry) }),
    list: (tx) => rowsOf(tx, userId),
  });

describe('saveOwnedRows', () => {
  it('inserts entries without an id as hers and answers the list read on the transaction', async () => {
    const ana = await newAna();
    const list = await save(ana.id, [{ institution: 'B' }, { institution: 'A' }]);
    expect(list.map((r) => [r.institution, r.userId])).toEqual([
      ['A', ana.id],
      ['B', ana.id],
    ]);
    expect(await rowsOf(ctx.db, ana.id)).toEqual(list);
  });

  it('updates her rows that carry an id, stamps updatedAt, and keeps rows left out', async () => {
    const ana = await newAna();
    await save(ana.id, [{ institution: 'A' }, { institution: 'B' }]);
    // Saved long ago, so the new stamp is later whatever the clock's resolution.
    await ctx.db
      .update(education)
      .set({ updatedAt: new Date('2020-01-01') })
      .where(eq(education.userId, ana.id));
    const [a, b] = await rowsOf(ctx.db, ana.id);
    const list = await save(ana.id, [{ id: b!.id, institution: 'B2' }, { institution: 'C' }]);
    expect(list.map((r) => r.institution)).toEqual(['A', 'B2', 'C']);
    const updated = list.find((r) => r.id === b!.id)!;
    expect(updated.updatedAt.getTime()).toBeGreaterThan(b!.updatedAt.getTime());
    expect(list.find((r) => r.id === a!.id)).toEqual(a);
  });

  it('answers the same list untouched when there is nothing to save', async () => {
    const ana = await newAna();
    const before = await save(ana.id, [{ institution: 'A' }]);
    expect(await save(ana.id, [])).toEqual(before);
  });

  it('answers 404 naming the entry whose id is not hers, and saves nothing of the batch', async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    const [biaRow] = await save(bia.id, [{ institution: 'Da Bia' }]);
    const [anaRow] = await save(ana.id, [{ institution: 'Da Ana' }]);
    const before = await rowsOf(ctx.db, ana.id);

    const error = await save(ana.id, [
      { id: anaRow!.id, institution: 'Mudada antes do erro' },
      { institution: 'Inserida antes do erro' },
      { id: biaRow!.id, institution: 'Roubada' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      error: {
        code: 'not_found',
        message: MSG.common.notFound,
        fields: { 'entries.2.id': MSG.common.notFound },
      },
    });
    expect((error as AppError).status).toBe(404);

    expect(await rowsOf(ctx.db, ana.id)).toEqual(before);
    expect(await rowsOf(ctx.db, bia.id)).toEqual([biaRow]);
  });

  it('treats an unknown id like a foreign one', async () => {
    const ana = await newAna();
    const error = await save(ana.id, [
      { id: '00000000-0000-4000-8000-000000000000', institution: 'X' },
    ]).catch((e: unknown) => e);
    expect((error as AppError).fields).toEqual({ 'entries.0.id': MSG.common.notFound });
  });
});

describe('deleteOwnedRow', () => {
  const remove = (userId: string, id: string) =>
    deleteOwnedRow(ctx.db, education, { id, mine: eq(education.userId, userId) });

  it('answers 404 to a malformed id, an unknown one and hers only deletes', async () => {
    const [ana, bia] = [await newAna(), await newBia()];
    const [biaRow] = await save(bia.id, [{ institution: 'Da Bia' }]);
    await save(ana.id, [{ institution: 'Da Ana' }]);
    for (const id of ['nao-e-um-id', '00000000-0000-4000-8000-000000000000', biaRow!.id]) {
      const error = await remove(ana.id, id).catch((e: unknown) => e);
      expect(error, id).toBeInstanceOf(AppError);
      expect((error as AppError).status, id).toBe(404);
      expect((error as AppError).toBody(), id).toEqual({
        error: { code: 'not_found', message: MSG.common.notFound },
      });
    }
    expect(await rowsOf(ctx.db, bia.id)).toEqual([biaRow]);

    const [own] = await rowsOf(ctx.db, ana.id);
    await remove(ana.id, own!.id);
    expect((await rowsOf(ctx.db, ana.id)).map((r) => r.id)).not.toContain(own!.id);
    await expect(remove(ana.id, own!.id)).rejects.toBeInstanceOf(AppError);
  });
});
