import { describe, expect, it } from 'vitest';
import { firstLetterOf, initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('Ana Lúcia Araújo')).toBe('AA');
    expect(initials('Juliana Ferreira dos Santos')).toBe('JS');
  });

  it('gives a single letter for a single word', () => {
    expect(initials('Maria')).toBe('M');
  });

  it('ignores extra spaces, tabs and line breaks', () => {
    expect(initials('  Maria   da \t Silva  ')).toBe('MS');
    expect(initials('\nMaria\n')).toBe('M');
  });

  it('upper-cases, keeping accents', () => {
    expect(initials('érica úrsula')).toBe('ÉÚ');
  });

  it('treats a decomposed accent as one letter', () => {
    expect(initials('A\u0301gata Souza')).toBe('ÁS');
  });

  it('is empty for an empty or blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});

describe('firstLetterOf', () => {
  it('takes the first letter of the name, upper-cased', () => {
    expect(firstLetterOf('  nuvem aberta')).toBe('N');
    expect(firstLetterOf('Évora Tech')).toBe('É');
    expect(firstLetterOf('   ')).toBe('');
  });
});
