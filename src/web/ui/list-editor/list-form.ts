import { z } from 'zod';

/*
 * The form of a "save all" list editor (experience, education): `entries`, one row per item, each
 * the domain's row schema plus `clientId`, a key that exists only in the browser. A row added on
 * the page gets a temporary one and no `id`, so the server inserts it; a saved row keeps its id.
 */

/** What the list editor needs of every row; the feature's rows carry their own fields too. */
export interface ListRow {
  clientId: string;
  id?: string;
}

export interface ListFormValues<TRow extends ListRow = ListRow> {
  entries: TRow[];
}

/** The editor's schema: the domain's row schema with `clientId`, at most `max` rows. */
export function listFormSchema<TRowSchema extends z.ZodType>(rowSchema: TRowSchema, max: number) {
  return z.object({
    entries: z.array(z.intersection(z.object({ clientId: z.string() }), rowSchema)).max(max),
  });
}

let sequence = 0;

/** A key for a row that has no server id yet; never sent. */
export function temporaryId(): string {
  sequence += 1;
  return `tmp-${Date.now().toString(36)}-${sequence}`;
}
