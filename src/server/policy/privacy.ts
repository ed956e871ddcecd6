import { type AnyColumn, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  audiencesSeenBy,
  maySee,
  PRIVACY_DEFAULTS,
  type PrivacyField,
  type PrivacySettings,
  type PrivacyStanding,
  privacyStanding,
  withDefaults,
} from '../../domain/rules/privacy.js';
import type { Executor } from '../db/client.js';
import { connections, memberPrivacy } from '../db/schema/index.js';

// Privacy per field (issue 19) on the server: her choices as a record (a profile, the export,
// Configurações) and as SQL (lists of members decide per row in the statement itself). Both
// apply the one rule, rules/privacy.ts: the SQL compares her choice with the audiences a
// standing belongs to (`audiencesSeenBy`), never with a list of its own.

/** Her choices, the defaults where she made none (no row: she never changed them). */
export async function privacySettingsOf(db: Executor, userId: string): Promise<PrivacySettings> {
  const [row] = await db.select().from(memberPrivacy).where(eq(memberPrivacy.userId, userId));
  return withDefaults(row);
}

/** Her choices saved as given (every field), and read back. */
export async function savePrivacySettings(
  db: Executor,
  userId: string,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  await db
    .insert(memberPrivacy)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: memberPrivacy.userId, set: { ...settings, updatedAt: sql`now()` } });
  return privacySettingsOf(db, userId);
}

/** 'a', 'b' — the audiences are the domain's constants, inlined so the plan is the same for all. */
const audienceList = (standing: PrivacyStanding) =>
  sql.raw(
    audiencesSeenBy(standing)
      .map((audience) => `'${audience}'`)
      .join(', '),
  );

/** The audience she chose for `field`, the default without a row (a primary-key lookup). */
function audienceOf(field: PrivacyField, ownerId: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((select ${memberPrivacy}.${sql.identifier(field)} from ${memberPrivacy}
    where ${memberPrivacy.userId} = ${ownerId}), ${PRIVACY_DEFAULTS[field]})`;
}

/**
 * Whether the reader (null: a visitor) sees `field` of the member `ownerId`, as SQL for a select
 * list or a CASE. Herself always; a member when the field is shown to members; a connection
 * (her row in `connections`, primary key) when shown to connections.
 */
export function fieldVisibleSql(
  field: PrivacyField,
  readerId: string | Placeholder | null,
  ownerId: AnyColumn | SQL,
): SQL<boolean> {
  const audience = audienceOf(field, ownerId);
  if (readerId === null) return sql<boolean>`(${audience} in (${audienceList('anonymous')}))`;
  return sql<boolean>`(${ownerId} = ${readerId}::uuid
    or ${audience} in (${audienceList('member')})
    or (${audience} in (${audienceList('connection')}) and exists (select 1 from ${connections}
      where ${connections.userId} = ${readerId}::uuid and ${connections.otherId} = ${ownerId})))`;
}

/** `value` when the reader may see `field` of the member `ownerId`, else null. */
export function ifVisible<T>(
  field: PrivacyField,
  readerId: string | Placeholder | null,
  ownerId: AnyColumn | SQL,
  value: AnyColumn | SQL,
): SQL<T | null> {
  return sql<T | null>`case when ${fieldVisibleSql(field, readerId, ownerId)} then ${value} end`;
}

/**
 * Whether a signed-in reader sees `field` of a member she stands towards (a MemberStanding from
 * requireMember: herself or not, connected or not; a block already answered 404).
 */
export async function memberShows(
  db: Executor,
  standing: { memberId: string; isSelf: boolean; relation: { connected: boolean } },
  field: PrivacyField,
): Promise<boolean> {
  const settings = await privacySettingsOf(db, standing.memberId);
  const reader = privacyStanding({
    signedIn: true,
    isSelf: standing.isSelf,
    connected: standing.relation.connected,
  });
  return maySee(settings[field], reader);
}
