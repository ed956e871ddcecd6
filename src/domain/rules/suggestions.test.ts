import { describe, expect, it } from 'vitest';
import { NETWORK_COPY } from '../copy/network.js';
import {
  compareSuggestions,
  SUGGESTION_CAPS,
  SUGGESTION_REASONS_MAX,
  SUGGESTION_SKILLS_SHOWN,
  SUGGESTION_WEIGHTS,
  type SuggestionSignals,
  signalPoints,
  suggestionReasons,
  suggestionScore,
} from './suggestions.js';

const none: SuggestionSignals = { mutual: 0, communities: null, company: null, city: null, skills: [] };
const signals = (partial: Partial<SuggestionSignals>): SuggestionSignals => ({ ...none, ...partial });
const sp = { city: 'São Paulo', state: 'SP' };

describe('people she may know: score', () => {
  it('is zero without signals, and adds each signal once per unit', () => {
    expect(suggestionScore(none)).toBe(0);
    expect(suggestionScore(signals({ mutual: 3 }))).toBe(3 * SUGGESTION_WEIGHTS.mutual);
    expect(suggestionScore(signals({ company: 'Natura', city: sp }))).toBe(
      SUGGESTION_WEIGHTS.company + SUGGESTION_WEIGHTS.city,
    );
    expect(suggestionScore(signals({ communities: { count: 2, name: 'A' }, skills: ['SQL', 'UX'] }))).toBe(
      2 * SUGGESTION_WEIGHTS.community + 2 * SUGGESTION_WEIGHTS.skill,
    );
  });

  it('caps shared communities and skills, not connections in common', () => {
    const many = signals({
      mutual: 40,
      communities: { count: 12, name: 'A' },
      skills: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(signalPoints(many)).toEqual({
      mutual: 40 * SUGGESTION_WEIGHTS.mutual,
      company: 0,
      community: SUGGESTION_CAPS.community * SUGGESTION_WEIGHTS.community,
      city: 0,
      skills: SUGGESTION_CAPS.skills * SUGGESTION_WEIGHTS.skill,
    });
  });

  it('keeps weak signals, all together, below any single strong one', () => {
    const weakest = suggestionScore(signals({ city: sp, skills: ['a', 'b', 'c', 'd'] }));
    for (const strong of [
      signals({ mutual: 1 }),
      signals({ company: 'Natura' }),
      signals({ communities: { count: 1, name: 'A' } }),
    ]) {
      expect(suggestionScore(strong)).toBeGreaterThan(weakest);
    }
  });

  it('ranks a connection in common above a shared company above a shared community', () => {
    expect(suggestionScore(signals({ mutual: 1 }))).toBeGreaterThan(
      suggestionScore(signals({ company: 'X' })),
    );
    expect(suggestionScore(signals({ company: 'X' }))).toBeGreaterThan(
      suggestionScore(signals({ communities: { count: 1, name: 'A' } })),
    );
  });
});

describe('people she may know: order', () => {
  it('puts the higher score first, then the lower id, whatever the input order', () => {
    const items = [
      { id: 'b', score: 5 },
      { id: 'c', score: 9 },
      { id: 'a', score: 5 },
    ];
    expect(items.sort(compareSuggestions).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(compareSuggestions({ id: 'a', score: 1 }, { id: 'a', score: 1 })).toBe(0);
  });

  it('orders ids as PostgreSQL orders uuids (byte order = lowercase hex order)', () => {
    const low = { id: '0a000000-0000-4000-8000-000000000000', score: 1 };
    const high = { id: 'f0000000-0000-4000-8000-000000000000', score: 1 };
    expect([high, low].sort(compareSuggestions)).toEqual([low, high]);
  });
});

describe('people she may know: reasons', () => {
  it('gives nothing to say without signals', () => {
    expect(suggestionReasons(none)).toEqual([]);
  });

  it('words each signal as the API contract says', () => {
    expect(suggestionReasons(signals({ mutual: 2 }))).toEqual([{ kind: 'mutual', count: 2 }]);
    expect(suggestionReasons(signals({ communities: { count: 3, name: 'Mulheres na Tecnologia' } }))).toEqual(
      [{ kind: 'community', name: 'Mulheres na Tecnologia', others: 2 }],
    );
    expect(suggestionReasons(signals({ company: 'Itaú' }))).toEqual([{ kind: 'company', name: 'Itaú' }]);
    expect(suggestionReasons(signals({ city: sp }))).toEqual([{ kind: 'city', ...sp }]);
    expect(suggestionReasons(signals({ skills: ['SQL'] }))).toEqual([{ kind: 'skills', skills: ['SQL'] }]);
  });

  it('lists at most three skills, in her order', () => {
    const [reason] = suggestionReasons(signals({ skills: ['Python', 'SQL', 'UX', 'Figma', 'Scrum'] }));
    expect(reason).toEqual({ kind: 'skills', skills: ['Python', 'SQL', 'UX'] });
    expect(SUGGESTION_SKILLS_SHOWN).toBe(3);
  });

  it('shows the strongest reasons first, by the points each contributed, and no more than the maximum', () => {
    const all = signals({
      mutual: 1,
      communities: { count: 2, name: 'Rede Dev' },
      company: 'Natura',
      city: sp,
      skills: ['SQL', 'UX'],
    });
    // community 2 × 5 = 10 > mutual 8 > company 6 > skills 2 > city 1.
    expect(suggestionReasons(all).map((r) => r.kind)).toEqual(
      ['community', 'mutual'].slice(0, SUGGESTION_REASONS_MAX),
    );
    expect(suggestionReasons(all)).toHaveLength(SUGGESTION_REASONS_MAX);
  });

  it('breaks equal points by the kind of evidence (skills 1 vs city 1: city first)', () => {
    expect(suggestionReasons(signals({ city: sp, skills: ['SQL'] })).map((r) => r.kind)).toEqual([
      'city',
      'skills',
    ]);
  });

  it('reads as pt-BR cards through the copy', () => {
    const texts = suggestionReasons(
      signals({ mutual: 3, communities: { count: 1, name: 'Mulheres na Tecnologia' } }),
    ).map(NETWORK_COPY.reason);
    expect(texts).toEqual(['3 conexões em comum', 'Vocês participam de Mulheres na Tecnologia']);
  });
});
