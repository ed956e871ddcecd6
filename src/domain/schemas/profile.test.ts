import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { profileUpdateSchema, slugSchema } from './profile.js';

describe('slugSchema', () => {
  it('lower-cases and accepts letters, digits and hyphens', () => {
    expect(slugSchema.parse(' Ana-Silva-2 ')).toBe('ana-silva-2');
  });

  it.each(['ana silva', 'ana_silva', 'anã', 'ana/silva', ''])(
    "refuses '%s' with the spec's message",
    (slug) => {
      const result = slugSchema.safeParse(slug);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.slug.invalidChars);
    },
  );
});

describe('profileUpdateSchema', () => {
  const base = {
    fullName: 'Ana',
    experienceYears: 0,
    isLookingForJob: true,
    softSkills: [],
    hardSkills: [],
    filhos: [],
    idiomas: [],
  };

  it('refuses negative years of experience with a pt-BR message', () => {
    const result = profileUpdateSchema.safeParse({ ...base, experienceYears: -1 });
    expect(result.error?.issues[0]?.message).toBe(MSG.profile.experienceYearsInvalid);
  });

  it('refuses duplicate skills case-insensitively and the same language twice', () => {
    expect(profileUpdateSchema.safeParse({ ...base, softSkills: ['Escuta', 'escuta'] }).success).toBe(false);
    const twice = [
      { idioma_id: 1, nivel: 'nativo' },
      { idioma_id: 1, nivel: 'basico' },
    ];
    expect(profileUpdateSchema.safeParse({ ...base, idiomas: twice }).success).toBe(false);
  });

  it('normalises links and empties', () => {
    const parsed = profileUpdateSchema.parse({ ...base, linkedinUrl: 'linkedin.com/in/ana', bio: '  ' });
    expect(parsed.linkedinUrl).toBe('https://linkedin.com/in/ana');
    expect(parsed.bio).toBeNull();
  });

  it("speaks pt-BR even in zod's own messages", () => {
    const result = profileUpdateSchema.safeParse({
      ...base,
      idiomas: [{ idioma_id: 1, nivel: 'fluentissimo' }],
    });
    expect(result.error?.issues[0]?.message).toMatch(/inválid/i);
  });
});
