import { randomUUID } from 'node:crypto';
import { daysBefore } from './clock.js';
import { DEMO_COMMUNITIES } from './datasets/demo-communities.js';
import { DEMO_COMPANIES } from './datasets/demo-companies.js';
import { DEMO_MEMBERS } from './datasets/demo-members.js';
import type { CommunityKey, CompanyKey, MemberKey } from './datasets/demo-types.js';

/**
 * Everything the row builders share. Ids are generated here rather than by the database so the
 * whole demo can be built in memory first and then written with one bulk insert per table.
 */
export type DemoContext = {
  now: Date;
  memberIds: Record<MemberKey, string>;
  communityIds: Record<CommunityKey, string>;
  companyIds: Record<CompanyKey, string>;
  /** When each member signed up: nothing she does can be older. */
  memberSince: Record<MemberKey, Date>;
  /** Lookups into the reference catalogues, by name. */
  languageIds: ReadonlyMap<string, number>;
  roleIds: ReadonlyMap<string, number>;
  /** Categories of the job taxonomy (a mentora's areas). */
  categoryIds: ReadonlyMap<string, number>;
};

export function mapValues<K extends string, V, R>(
  record: Record<K, V>,
  fn: (value: V, key: K) => R,
): Record<K, R> {
  return Object.fromEntries(
    (Object.entries(record) as [K, V][]).map(([key, value]) => [key, fn(value, key)]),
  ) as Record<K, R>;
}

export function entriesOf<K extends string, V>(record: Record<K, V>): [K, V][] {
  return Object.entries(record) as [K, V][];
}

export function createDemoContext(
  now: Date,
  languageIds: ReadonlyMap<string, number>,
  roleIds: ReadonlyMap<string, number>,
  categoryIds: ReadonlyMap<string, number>,
): DemoContext {
  return {
    now,
    memberIds: mapValues(DEMO_MEMBERS, () => randomUUID()),
    communityIds: mapValues(DEMO_COMMUNITIES, () => randomUUID()),
    companyIds: mapValues(DEMO_COMPANIES, () => randomUUID()),
    memberSince: mapValues(DEMO_MEMBERS, (m) => daysBefore(now, m.joinedDaysAgo)),
    languageIds,
    roleIds,
    categoryIds,
  };
}

/** A dataset names a catalogue entry the reference seed does not have: fail loudly. */
export function lookup(map: ReadonlyMap<string, number>, name: string, what: string): number {
  const id = map.get(name);
  if (id === undefined)
    throw new Error(`Demo seed: unknown ${what} "${name}" (is the reference data seeded?)`);
  return id;
}
