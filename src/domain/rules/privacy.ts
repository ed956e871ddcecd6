// Privacy per field (issue 19): for each part of her profile she chooses who sees it. The
// rule is pure and the one source for the server (its SQL reads `audiencesSeenBy`), the
// settings form and the tests.

/** The parts of her profile she decides about, in the order Configurações lists them. */
export const PRIVACY_FIELDS = [
  'email',
  'phone',
  'city',
  'birthday',
  'children',
  'connections',
  'activity',
] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];

/**
 * What she may choose to be found by, each off until she turns it on: company staff in the talent
 * search ('Aceito ser encontrada por recrutadoras'), search engines (her public profile in the
 * sitemap and without a noindex tag).
 */
export const PRIVACY_OPT_INS = ['talentSearch', 'searchEngines'] as const;
export type PrivacyOptIn = (typeof PRIVACY_OPT_INS)[number];
/** Their addresses under /api/me/privacy. */
export const PRIVACY_OPT_IN_PATHS: Readonly<Record<PrivacyOptIn, string>> = {
  talentSearch: 'talent-search',
  searchEngines: 'search-engines',
};

/** Who may see a field, narrowest first: each audience includes the ones before it. */
export const PRIVACY_AUDIENCES = ['nobody', 'connections', 'members', 'public'] as const;
export type PrivacyAudience = (typeof PRIVACY_AUDIENCES)[number];

export type PrivacySettings = Record<PrivacyField, PrivacyAudience>;

/**
 * A member who never opened Privacidade. E-mail and phone stay hers, children her connections'
 * (the defaults). The rest keep what the platform showed before: her city on members'
 * cards, her connections list and activity to members; her birthday (new) to her connections.
 */
export const PRIVACY_DEFAULTS: PrivacySettings = {
  email: 'nobody',
  phone: 'nobody',
  city: 'members',
  birthday: 'connections',
  children: 'connections',
  connections: 'members',
  activity: 'members',
};

/** Her choices as stored (no row, or a column not set: the default). */
export function withDefaults(
  stored: Partial<Record<PrivacyField, PrivacyAudience | null>> | null | undefined,
): PrivacySettings {
  return Object.fromEntries(
    PRIVACY_FIELDS.map((field) => [field, stored?.[field] ?? PRIVACY_DEFAULTS[field]]),
  ) as PrivacySettings;
}

/** How the reader stands towards the member whose field it is. */
export type PrivacyStanding = 'owner' | 'connection' | 'member' | 'anonymous';

/** The narrowest audience that still includes a reader of this standing (null: the owner). */
const NARROWEST: Record<PrivacyStanding, PrivacyAudience | null> = {
  owner: null,
  connection: 'connections',
  member: 'members',
  anonymous: 'public',
};

/** Whether a reader of this standing sees a field shown to `audience`. She always sees hers. */
export function maySee(audience: PrivacyAudience, standing: PrivacyStanding): boolean {
  const narrowest = NARROWEST[standing];
  if (narrowest === null) return true;
  return PRIVACY_AUDIENCES.indexOf(audience) >= PRIVACY_AUDIENCES.indexOf(narrowest);
}

/** Every audience a reader of this standing is part of (the server's SQL tests membership). */
export function audiencesSeenBy(standing: PrivacyStanding): PrivacyAudience[] {
  return PRIVACY_AUDIENCES.filter((audience) => maySee(audience, standing));
}

/**
 * Her standing towards the member: herself, a connection, another signed-in member, or a
 * visitor. A block is decided before (the member does not exist for her).
 */
export function privacyStanding(reader: {
  signedIn: boolean;
  isSelf: boolean;
  connected: boolean;
}): PrivacyStanding {
  if (!reader.signedIn) return 'anonymous';
  if (reader.isSelf) return 'owner';
  return reader.connected ? 'connection' : 'member';
}

/** Which of her fields a reader of this standing sees. */
export function visibleFields(
  settings: PrivacySettings,
  standing: PrivacyStanding,
): Record<PrivacyField, boolean> {
  return Object.fromEntries(
    PRIVACY_FIELDS.map((field) => [field, maySee(settings[field], standing)]),
  ) as Record<PrivacyField, boolean>;
}

/**
 * Her birthday as others see it: day and month only (the year would tell her age). Null when
 * the date is not a valid YYYY-MM-DD.
 */
export function birthdayOf(birthDate: string | null): { day: number; month: number } | null {
  const match = birthDate ? /^\d{4}-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { day, month };
}
