import { type SQL, sql } from 'drizzle-orm';
import type { PrivacyOptIn } from '../../../domain/rules/privacy.js';
import type { OptInSetting } from '../../../domain/schemas/privacy.js';
import { type Executor, queryRows } from '../../db/client.js';

// Her opt-ins (rules/privacy.ts PRIVACY_OPT_INS): each a member_privacy column holding since
// when she accepts it, null (the default, and a member without a row) when she does not.

const COLUMNS: Readonly<Record<PrivacyOptIn, SQL>> = {
  talentSearch: sql.raw('talent_search_since'),
  searchEngines: sql.raw('search_engines_since'),
};

export async function optInOf(db: Executor, userId: string, optIn: PrivacyOptIn): Promise<OptInSetting> {
  const [row] = await queryRows<{ enabled: boolean }>(
    db,
    sql`select ${COLUMNS[optIn]} is not null as enabled from member_privacy where user_id = ${userId}`,
  );
  return { enabled: row?.enabled ?? false };
}

/** On keeps the first date she turned it on (the talent search's order); off clears it. */
export async function saveOptIn(
  db: Executor,
  userId: string,
  optIn: PrivacyOptIn,
  setting: OptInSetting,
): Promise<OptInSetting> {
  const column = COLUMNS[optIn];
  await db.execute(
    sql`insert into member_privacy (user_id, ${column}) values (${userId}, ${setting.enabled ? sql`now()` : sql`null`})
        on conflict (user_id) do update set
          ${column} = ${setting.enabled ? sql`coalesce(member_privacy.${column}, now())` : sql`null`},
          updated_at = now()`,
  );
  return optInOf(db, userId, optIn);
}
