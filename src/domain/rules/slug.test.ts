import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromName } from './slug.js';

describe('slugFromName', () => {
  it.each([
    ['Ana Lúcia Araújo', 'ana-lucia-araujo'],
    ['  Joana   Conceição  ', 'joana-conceicao'],
    ["Maria D'Ávila", 'maria-davila'],
    ['Luíza Gonçalves (CEO) & Co.', 'luiza-goncalves-ceo-co'],
    ['Ñusta Übermann-Çelik', 'nusta-ubermann-celik'],
    ['Mãe de 3 — Sou Eu!', 'mae-de-3-sou-eu'],
  ])('%s → %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
    expect(slugFromName(name)).toMatch(SLUG_PATTERN);
  });

  it('gives an empty slug for names without letters or digits, so the caller uses the id', () => {
    expect(slugFromName('!!! ???')).toBe('');
    expect(slugFromName('李娜')).toBe('');
  });
});
