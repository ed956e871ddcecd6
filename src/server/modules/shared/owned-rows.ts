import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import type { Database, Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** A table of rows that each belong to one member, keyed by a uuid `id`. */
export type OwnedTable = PgTable & { id: AnyPgColumn };

/** An owned table whose rows carry the `updatedAt` a save stamps. */
export type EditableOwnedTable = OwnedTable & { updatedAt: AnyPgColumn };

export type SaveOwnedRows<TTable extends EditableOwnedTable, TEntry, TItem> = {
  /**
   * Her rows, written by the caller as `eq(table.userId, me)`. The id check and every update
   * are limited to it; new rows get their owner from `newRow`.
   */
  mine: SQL;
  entries: readonly TEntry[];
  /** The columns one entry sets on her existing row (no owner, no timestamps). */
  columns: (entry: TEntry) => PgUpdateSetSource<TTable>;
  /** The row one entry without an id inserts, owner included: `{ userId: me, ...columns(entry) }`. */
  newRow: (entry: TEntry) => PgInsertValue<TTable>;
  /** Her whole list after the save, in the order the page shows it; runs on the transaction. */
  list: (tx: Transaction) => Promise<TItem[]>;
};

/**
 * "Save all" of an editor: entries with an id update her rows, entries without are inserted,
 * rows left out stay (deleting is explicit). All or nothing, in one transaction: one id that is
 * not among `mine` saves nothing and answers 404 naming that entry (`entries.N.id`).
 */
export async function saveOwnedRows<
  TTable extends EditableOwnedTable,
  TEntry extends { id?: string | null },
  TItem,
>(db: Database, table: TTable, save: SaveOwnedRows<TTable, TEntry, TItem>): Promise<TItem[]> {
  const { mine, entries } = save;
  return db.transaction(async (tx) => {
    const ids = entries.flatMap((e) => (e.id ? [e.id] : []));
    if (ids.length > 0) {
      const owned = await tx
        .select({ id: table.id })
        // Drizzle's check on `from` cannot resolve a generic table; the table is a plain one.
        .from(table as PgTable)
        .where(and(mine, inArray(table.id, ids)));
      const ownedIds = new Set(owned.map((r) => r.id));
      const foreign = entries.findIndex((e) => e.id && !ownedIds.has(e.id));
      if (foreign !== -1)
        throw new AppError(404, 'not_found', MSG.common.notFound, {
          [`entries.${foreign}.id`]: MSG.common.notFound,
        });
    }
    const now = new Date();
    for (const entry of entries) {
      if (!entry.id) continue;
      await tx
        .update(table)
        .set({ ...save.columns(entry), updatedAt: now } as PgUpdateSetSource<TTable>)
        .where(and(eq(table.id, entry.id), mine));
    }
    const added = entries.filter((e) => !e.id).map((e) => save.newRow(e));
    if (added.length > 0) await tx.insert(table).values(added);
    return save.list(tx);
  });
}

/**
 * Deletes one of her rows: `mine` is the caller's `eq(table.userId, me)`. A malformed id, an
 * unknown one and someone else's all answer the same 404.
 */
export async function deleteOwnedRow(
  db: Database,
  table: OwnedTable,
  row: { id: string; mine: SQL },
): Promise<void> {
  if (!z.uuid().safeParse(row.id).success) throw notFound(MSG.common.notFound);
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, row.id), row.mine))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound(MSG.common.notFound);
}
