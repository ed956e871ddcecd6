import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LOCATION_COUNTRY } from '../../../domain/limits.js';
import { MSG } from '../../../domain/messages.js';
import { type JobPreference, jobPreferenceInputSchema } from '../../../domain/schemas/preferences.js';
import type { Database, Executor, Transaction } from '../../db/client.js';
import {
  brazilianStates,
  jobRoles,
  type PreferredLocation,
  userJobPreferences,
  userProfile,
} from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { ownedBy } from '../../policy/scopes.js';
import { MAX_MONEY, moneyFromColumn, moneyToColumn } from '../shared/money.js';

/** The wizard's validated answer. */
export type PreferenceEntry = z.output<typeof jobPreferenceInputSchema>;

type PreferenceRow = typeof userJobPreferences.$inferSelect;

/** POST/PUT /api/job-preferences: the shared schema, plus the salary bound of the columns. */
export const preferenceBody = jobPreferenceInputSchema.superRefine((p, ctx) => {
  for (const key of ['minSalary', 'maxSalary'] as const) {
    const value = p[key];
    if (value !== null && value > MAX_MONEY)
      ctx.addIssue({ code: 'custom', path: [key], message: MSG.common.invalidInput });
  }
});

export function toJobPreference(row: PreferenceRow): JobPreference {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    preferredWorkModels: row.preferredWorkModels,
    preferredContractTypes: row.preferredContractTypes,
    minSalary: moneyFromColumn(row.minSalary),
    maxSalary: moneyFromColumn(row.maxSalary),
    preferredLocations: row.preferredLocations,
    preferredRoles: row.preferredRoles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isBrazil = (country: string) =>
  country.localeCompare(DEFAULT_LOCATION_COUNTRY, 'pt-BR', { sensitivity: 'base' }) === 0;

function locations(entry: PreferenceEntry): PreferredLocation[] {
  return entry.preferredLocations.map((l) => ({
    country: l.country,
    state: l.state && isBrazil(l.country) ? l.state.toUpperCase() : l.state,
    city: l.city,
  }));
}

function columns(entry: PreferenceEntry) {
  return {
    name: entry.name,
    preferredWorkModels: entry.preferredWorkModels,
    preferredContractTypes: entry.preferredContractTypes,
    minSalary: moneyToColumn(entry.minSalary),
    maxSalary: moneyToColumn(entry.maxSalary),
    preferredLocations: locations(entry),
    preferredRoles: [...new Set(entry.preferredRoles)],
  };
}

/**
 * Roles must exist in the catalogue (vacancy recommendations match on them) and a Brazilian
 * state must be a real UF. Field keys follow the request paths, like the schema's own errors.
 */
async function assertReferencesExist(db: Executor, entry: PreferenceEntry): Promise<void> {
  const fields: Record<string, string> = {};
  const roleIds = [...new Set(entry.preferredRoles)];
  if (roleIds.length > 0) {
    const found = await db.select({ id: jobRoles.id }).from(jobRoles).where(inArray(jobRoles.id, roleIds));
    const known = new Set(found.map((r) => r.id));
    entry.preferredRoles.forEach((id, i) => {
      if (!known.has(id)) fields[`preferredRoles.${i}`] = MSG.common.invalidInput;
    });
  }
  const states = locations(entry).flatMap((l, i) =>
    l.state && isBrazil(l.country) ? [{ uf: l.state, i }] : [],
  );
  if (states.length > 0) {
    const found = await db
      .select({ uf: brazilianStates.uf })
      .from(brazilianStates)
      .where(
        inArray(
          brazilianStates.uf,
          states.map((s) => s.uf),
        ),
      );
    const known = new Set(found.map((r) => r.uf));
    for (const { uf, i } of states)
      if (!known.has(uf)) fields[`preferredLocations.${i}.state`] = MSG.common.invalidInput;
  }
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, fields);
}

/**
 * Serialises her preference changes: "first one is active" and "at most one active" each read
 * her rows before writing, so two concurrent requests must not both act on the same picture.
 */
async function lockMember(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${userProfile} where ${userProfile.id} = ${userId} for no key update`);
}

/** Her preference profiles: the active one first, then newest first. */
export async function listPreferences(db: Executor, userId: string): Promise<JobPreference[]> {
  const rows = await db
    .select()
    .from(userJobPreferences)
    .where(ownedBy(userJobPreferences.userId, userId))
    .orderBy(
      desc(userJobPreferences.isActive),
      desc(userJobPreferences.createdAt),
      desc(userJobPreferences.id),
    );
  return rows.map(toJobPreference);
}

/** Her first profile starts active (it drives recommendations); later ones start inactive. */
export async function createPreference(
  db: Database,
  userId: string,
  entry: PreferenceEntry,
): Promise<JobPreference> {
  return db.transaction(async (tx) => {
    await assertReferencesExist(tx, entry);
    await lockMember(tx, userId);
    const [existing] = await tx
      .select({ id: userJobPreferences.id })
      .from(userJobPreferences)
      .where(ownedBy(userJobPreferences.userId, userId))
      .limit(1);
    const [row] = await tx
      .insert(userJobPreferences)
      .values({ userId, ...columns(entry), isActive: !existing })
      .returning();
    return toJobPreference(row!);
  });
}

export async function updatePreference(
  db: Database,
  userId: string,
  id: string,
  entry: PreferenceEntry,
): Promise<JobPreference> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  await assertReferencesExist(db, entry);
  const [row] = await db
    .update(userJobPreferences)
    .set({ ...columns(entry), updatedAt: new Date() })
    .where(and(eq(userJobPreferences.id, id), ownedBy(userJobPreferences.userId, userId)))
    .returning();
  if (!row) throw notFound(MSG.common.notFound);
  return toJobPreference(row);
}

/** Activating one deactivates her others: at most one profile is active. Returns her list. */
export async function setPreferenceActive(
  db: Database,
  userId: string,
  id: string,
  isActive: boolean,
): Promise<JobPreference[]> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const now = new Date();
    const mine = and(ownedBy(userJobPreferences.userId, userId), eq(userJobPreferences.id, id));
    const [target] = await tx
      .update(userJobPreferences)
      .set({ isActive, updatedAt: now })
      .where(mine)
      .returning({ id: userJobPreferences.id });
    if (!target) throw notFound(MSG.common.notFound);
    if (isActive) {
      await tx
        .update(userJobPreferences)
        .set({ isActive: false, updatedAt: now })
        .where(
          and(
            ownedBy(userJobPreferences.userId, userId),
            ne(userJobPreferences.id, id),
            eq(userJobPreferences.isActive, true),
          ),
        );
    }
    return listPreferences(tx, userId);
  });
}

/** Her active profile cannot be deleted (the page disables it): she activates another first. */
export async function deletePreference(db: Database, userId: string, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw notFound(MSG.common.notFound);
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [row] = await tx
      .select({ isActive: userJobPreferences.isActive })
      .from(userJobPreferences)
      .where(and(eq(userJobPreferences.id, id), ownedBy(userJobPreferences.userId, userId)));
    if (!row) throw notFound(MSG.common.notFound);
    if (row.isActive) throw conflict(MSG.preferences.activeCannotBeRemoved);
    await tx
      .delete(userJobPreferences)
      .where(and(eq(userJobPreferences.id, id), ownedBy(userJobPreferences.userId, userId)));
  });
}
