import { describe, expect, it } from 'vitest';
import {
  isSomeoneElsesId,
  PROFILE_SLUG_MAX_LENGTH,
  profileSlugFromName,
  SLUG_PATTERN,
  slugFromName,
} from './slug.js';

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

describe('profileSlugFromName', () => {
  const herId = '0b7c1a52-6f0e-4d8a-9a51-2b3c4d5e6f70';
  const otherId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

  it('is the slug of her name', () => {
    expect(profileSlugFromName('Ana Lúcia Araújo', herId)).toBe('ana-lucia-araujo');
  });

  it('is null for a name that slugifies to another member id, so /m/{her id} cannot be taken', () => {
    expect(profileSlugFromName(otherId, herId)).toBeNull();
    expect(profileSlugFromName(` ${otherId.toUpperCase()} `, herId)).toBeNull();
    expect(isSomeoneElsesId(otherId, herId)).toBe(true);
    expect(isSomeoneElsesId(herId, herId)).toBe(false);
  });

  it('is null for a name without letters or digits', () => {
    expect(profileSlugFromName('!!! ???', herId)).toBeNull();
  });

  it('is cut between words to the length the slug editor accepts', () => {
    const slug = profileSlugFromName(`Maria ${'Aparecida '.repeat(12)}Silva`, herId)!;
    expect(slug.length).toBeLessThanOrEqual(PROFILE_SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^maria-aparecida(-aparecida)*$/);
  });
});
