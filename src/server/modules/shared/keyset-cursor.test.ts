import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { AppError } from '../../lib/app-error.js';
import { decodeCursor, encodeCursor, keysetPage } from './keyset-cursor.js';

const id = '0f440794-5631-41b8-a1f3-8a18e38cf4fe';

describe('keyset cursor', () => {
  it('round-trips a microsecond timestamp and an id', () => {
    const key = { at: '2024-03-08T12:00:00.500017Z', id };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('answers 400 on the cursor field to anything it did not issue', () => {
    const forged = [
      'nao-e-um-cursor',
      encodeCursor({ at: '2024-03-08T12:00:00.500Z', id }),
      encodeCursor({ at: '2024-03-08T12:00:00.500017Z', id: 'nao-uuid' }),
      Buffer.from(`2024-03-08T12:00:00.500017Z|${id}|mais`).toString('base64url'),
      // The right shape, but no such instant: the database would refuse them with an error.
      encodeCursor({ at: '2024-13-08T12:00:00.500017Z', id }),
      encodeCursor({ at: '2023-02-30T12:00:00.500017Z', id }),
      encodeCursor({ at: '2024-00-10T12:00:00.500017Z', id }),
      encodeCursor({ at: '2024-03-08T24:00:00.500017Z', id }),
      encodeCursor({ at: '2024-03-08T12:60:00.500017Z', id }),
      encodeCursor({ at: '0000-01-01T00:00:00.000000Z', id }),
    ];
    for (const cursor of forged) {
      const error = (() => {
        try {
          decodeCursor(cursor);
        } catch (e) {
          return e;
        }
      })();
      expect(error, cursor).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toEqual({ cursor: MSG.common.invalidInput });
    }
  });

  it('takes a real leap day', () => {
    const key = { at: '2024-02-29T23:59:59.999999Z', id };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('keeps `limit` rows and gives a next cursor only when an extra row came', () => {
    const rows = [1, 2, 3].map((n) => ({ n, key: { at: `2024-03-08T12:00:0${n}.000000Z`, id } }));
    const full = keysetPage(rows, 2, (r) => r.key);
    expect(full.rows.map((r) => r.n)).toEqual([1, 2]);
    expect(decodeCursor(full.nextCursor!)).toEqual(rows[1]!.key);
    expect(keysetPage(rows, 3, (r) => r.key)).toEqual({ rows, nextCursor: null });
  });
});
