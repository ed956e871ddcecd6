import { describe, expect, it } from 'vitest';
import { eventClock, eventWhen } from './event-time.js';

// Events are said in Brasília time (issue 20), whatever the reader's zone.

const NOW = new Date('2026-01-10T12:00:00Z');

describe('eventWhen', () => {
  it("says an evening event as 'qui., 12 de março · 19h–21h' (UTC-3 all year)", () => {
    expect(eventWhen(new Date('2026-03-12T22:00:00Z'), new Date('2026-03-13T00:00:00Z'), NOW)).toBe(
      'qui., 12 de março · 19h–21h',
    );
  });

  it('keeps -03:00 where Brazil once had daylight saving time (no DST since 2019)', () => {
    // Mid-November: before 2019 this would have been 20h in São Paulo.
    expect(eventWhen(new Date('2026-11-19T22:00:00Z'), new Date('2026-11-19T23:30:00Z'), NOW)).toBe(
      'qui., 19 de novembro · 19h–20h30',
    );
  });

  it('names the Brasília day even when it is already the next day in UTC', () => {
    // 23h in São Paulo is 02h the next day in UTC.
    expect(eventWhen(new Date('2026-03-13T02:00:00Z'), new Date('2026-03-13T02:45:00Z'), NOW)).toBe(
      'qui., 12 de março · 23h–23h45',
    );
  });

  it('spells both days of an event across days, with the year when it is not this year', () => {
    expect(eventWhen(new Date('2026-03-12T12:00:00Z'), new Date('2026-03-14T21:00:00Z'), NOW)).toBe(
      'qui., 12 de março, 9h – sáb., 14 de março, 18h',
    );
    expect(eventWhen(new Date('2027-03-11T22:00:00Z'), new Date('2027-03-12T00:00:00Z'), NOW)).toBe(
      'qui., 11 de março de 2027 · 19h–21h',
    );
  });

  it('renders the same Brasília time for a member abroad (the process zone does not matter)', () => {
    const before = process.env.TZ;
    try {
      // Intl formats with the event's zone; a reader in Lisbon or Tokyo sees Brasília's hours.
      for (const zone of ['Europe/Lisbon', 'Asia/Tokyo', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(eventWhen(new Date('2026-03-12T22:00:00Z'), new Date('2026-03-13T00:00:00Z'), NOW)).toBe(
          'qui., 12 de março · 19h–21h',
        );
      }
      expect(eventClock(new Date('2026-07-01T03:05:00Z'))).toBe('0h05');
    } finally {
      process.env.TZ = before;
    }
  });
});
