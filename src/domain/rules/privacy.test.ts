import { describe, expect, it } from 'vitest';
import {
  audiencesSeenBy,
  birthdayOf,
  maySee,
  PRIVACY_AUDIENCES,
  PRIVACY_DEFAULTS,
  type PrivacyAudience,
  type PrivacyStanding,
  privacyStanding,
  visibleFields,
  withDefaults,
} from './privacy.js';

// Rows: the audience she chose. Columns: owner, connection, member, anonymous.
const MATRIX: Record<PrivacyAudience, [boolean, boolean, boolean, boolean]> = {
  nobody: [true, false, false, false],
  connections: [true, true, false, false],
  members: [true, true, true, false],
  public: [true, true, true, true],
};
const STANDINGS: PrivacyStanding[] = ['owner', 'connection', 'member', 'anonymous'];

describe('privacy per field', () => {
  for (const audience of PRIVACY_AUDIENCES) {
    it(`'${audience}' is seen by exactly ${STANDINGS.filter((_, i) => MATRIX[audience][i]).join(', ')}`, () => {
      expect(STANDINGS.map((standing) => maySee(audience, standing))).toEqual(MATRIX[audience]);
    });
  }

  it('lists the audiences each standing belongs to (what the SQL compares with)', () => {
    expect(audiencesSeenBy('owner')).toEqual(['nobody', 'connections', 'members', 'public']);
    expect(audiencesSeenBy('connection')).toEqual(['connections', 'members', 'public']);
    expect(audiencesSeenBy('member')).toEqual(['members', 'public']);
    expect(audiencesSeenBy('anonymous')).toEqual(['public']);
  });

  it('tells her standing: a visitor, herself, a connection, another member', () => {
    expect(privacyStanding({ signedIn: false, isSelf: false, connected: false })).toBe('anonymous');
    expect(privacyStanding({ signedIn: true, isSelf: true, connected: false })).toBe('owner');
    expect(privacyStanding({ signedIn: true, isSelf: false, connected: true })).toBe('connection');
    expect(privacyStanding({ signedIn: true, isSelf: false, connected: false })).toBe('member');
  });

  it('keeps e-mail and phone to herself and children to her connections by default', () => {
    expect(PRIVACY_DEFAULTS).toMatchObject({ email: 'nobody', phone: 'nobody', children: 'connections' });
    expect(visibleFields(PRIVACY_DEFAULTS, 'member')).toEqual({
      email: false,
      phone: false,
      city: true,
      birthday: false,
      children: false,
      connections: true,
      activity: true,
    });
    expect(Object.values(visibleFields(PRIVACY_DEFAULTS, 'owner')).every(Boolean)).toBe(true);
    expect(Object.values(visibleFields(PRIVACY_DEFAULTS, 'anonymous')).some(Boolean)).toBe(false);
  });

  it('fills what she never chose with the defaults', () => {
    expect(withDefaults(null)).toEqual(PRIVACY_DEFAULTS);
    expect(withDefaults({ email: 'public', city: null })).toEqual({ ...PRIVACY_DEFAULTS, email: 'public' });
  });

  it('gives others her birthday as day and month only', () => {
    expect(birthdayOf('1990-03-07')).toEqual({ day: 7, month: 3 });
    expect(birthdayOf(null)).toBeNull();
    expect(birthdayOf('1990-13-01')).toBeNull();
    expect(birthdayOf('07/03/1990')).toBeNull();
  });
});
