import { sql } from 'drizzle-orm';
import { PROFILE_VIEWS_PAGE_SIZE } from '../../../domain/limits.js';
import type { ProfileViewPage } from '../../../domain/schemas/talent.js';
import { type Executor, queryRows } from '../../db/client.js';
import { decodeCursor, encodeCursor } from '../shared/keyset-cursor.js';

// Her side of the talent search (Configurações → Privacidade): 'Empresas que viram seu perfil'
// (her opt-in, 'Aceito ser encontrada por recrutadoras', is one of privacy/opt-ins.ts).

/**
 * The companies whose staff looked at her from the search, one line per company and day, newest
 * first (keyset on the first moment of that day, then the company). Never who of the staff.
 */
export async function listProfileViews(
  db: Executor,
  userId: string,
  cursor: string | undefined,
): Promise<ProfileViewPage> {
  const key = cursor ? decodeCursor(cursor) : null;
  const rows = await queryRows<{
    company_id: string;
    name: string;
    logo_url: string | null;
    day: string;
    at: string;
  }>(
    db,
    sql`select v.company_id, c.name, c.logo_url, to_char(v.day, 'YYYY-MM-DD') as day,
          to_char(v.viewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from company_profile_views v
        join companies c on c.id = v.company_id and c.is_active
        where v.member_id = ${userId}
          ${key ? sql`and (v.viewed_at, v.company_id) < (${key.at}::timestamptz, ${key.id}::uuid)` : sql``}
        order by v.viewed_at desc, v.company_id desc
        limit ${PROFILE_VIEWS_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, PROFILE_VIEWS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      company: { id: row.company_id, name: row.name, logoUrl: row.logo_url },
      day: row.day,
      viewedAt: row.at,
    })),
    nextCursor:
      rows.length > PROFILE_VIEWS_PAGE_SIZE && last
        ? encodeCursor({ at: last.at, id: last.company_id })
        : null,
  };
}
