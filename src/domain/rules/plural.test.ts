import { describe, expect, it } from 'vitest';
import { countOf, formatCount, pluralNoun } from './plural.js';

describe('plural', () => {
  it('takes the singular for one and the plural from two on', () => {
    expect(countOf(1, 'seguidora', 'seguidoras')).toBe('1 seguidora');
    expect(countOf(2, 'seguidora', 'seguidoras')).toBe('2 seguidoras');
    expect(countOf(1_000_000, 'participante', 'participantes')).toBe('1.000.000 participantes');
  });

  it('writes zero with the plural', () => {
    expect(countOf(0, 'candidatura', 'candidaturas')).toBe('0 candidaturas');
    expect(pluralNoun(0, 'ano', 'anos')).toBe('anos');
  });

  it('follows Intl.PluralRules for fractions below two', () => {
    expect(pluralNoun(1.5, 'candidatura', 'candidaturas')).toBe('candidatura');
    expect(pluralNoun(2.5, 'candidatura', 'candidaturas')).toBe('candidaturas');
  });

  it('groups thousands the pt-BR way', () => {
    expect(formatCount(1234)).toBe('1.234');
  });
});
