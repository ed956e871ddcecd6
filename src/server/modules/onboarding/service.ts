import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  ONBOARDING_STEPS,
  type OnboardingCounts,
  profileStrength,
} from '../../../domain/rules/profile-strength.js';
import type { OnboardingState } from '../../../domain/schemas/onboarding.js';
import type { Database } from '../../db/client.js';
import {
  communityMembers,
  connectionInvitations,
  connections,
  userJobPreferences,
  userProfile,
} from '../../db/schema/index.js';
import { ownedBy } from '../../policy/scopes.js';

/*
 * The guided setup (issue 22). Each step is counted from her own rows in ONE statement: her
 * profile's columns, and for the counted steps an index scan stopped at the step's target
 * (`limit`), so a member with thousands of connections costs the same as a newcomer.
 */

/** How many rows (at most `target`) a subquery finds: `select count(*) from (… limit target)`. */
function upTo(target: number, rows: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (${rows} limit ${target}) as found)`;
}

export async function onboardingState(db: Database, userId: string): Promise<OnboardingState> {
  const [row] = await db
    .select({
      photo: sql<number>`(${userProfile.profileImageUrl} is not null)::int`,
      title: sql<number>`(coalesce(btrim(${userProfile.professionalTitle}), '') <> '')::int`,
      city: sql<number>`(coalesce(btrim(${userProfile.city}), '') <> '')::int`,
      skills: sql<number>`(cardinality(${userProfile.softSkills}) + cardinality(${userProfile.hardSkills}))::int`,
      preference: upTo(
        ONBOARDING_STEPS.preference.target,
        sql`select 1 from ${userJobPreferences} where ${ownedBy(userJobPreferences.userId, userId)}`,
      ),
      communities: upTo(
        ONBOARDING_STEPS.communities.target,
        sql`select 1 from ${communityMembers}
          where ${and(eq(communityMembers.userId, userId), eq(communityMembers.isApproved, true))}`,
      ),
      // People she connected with, and those she invited and who have not answered yet.
      people: upTo(
        ONBOARDING_STEPS.people.target,
        sql`select 1 from ${connections} where ${eq(connections.userId, userId)}
          union all
          select 1 from ${connectionInvitations}
          where ${and(eq(connectionInvitations.senderId, userId), eq(connectionInvitations.status, 'pending'))}`,
      ),
      dismissedAt: userProfile.onboardingDismissedAt,
    })
    .from(userProfile)
    .where(ownedBy(userProfile.id, userId));

  const counts: OnboardingCounts = {
    photo: Number(row?.photo ?? 0),
    title: Number(row?.title ?? 0),
    city: Number(row?.city ?? 0),
    skills: Number(row?.skills ?? 0),
    preference: Number(row?.preference ?? 0),
    communities: Number(row?.communities ?? 0),
    people: Number(row?.people ?? 0),
  };
  const strength = profileStrength(counts);
  const dismissedAt = row?.dismissedAt ? new Date(row.dismissedAt).toISOString() : null;
  return { ...strength, dismissedAt, pending: strength.next !== null && dismissedAt === null };
}

/** 'Pular por enquanto': the setup stops greeting her (the meter still offers it). Idempotent. */
export async function dismissOnboarding(db: Database, userId: string): Promise<OnboardingState> {
  await db
    .update(userProfile)
    .set({ onboardingDismissedAt: sql`coalesce(${userProfile.onboardingDismissedAt}, now())` })
    .where(ownedBy(userProfile.id, userId));
  return onboardingState(db, userId);
}
