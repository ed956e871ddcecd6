import { describe, expect, it } from 'vitest';
import { isWebUrl, normalizeLink } from './links.js';

describe('links', () => {
  it('prepends https:// when there is no http(s) prefix', () => {
    expect(normalizeLink('github.com/ana')).toBe('https://github.com/ana');
    expect(normalizeLink(' http://exemplo.com.br ')).toBe('http://exemplo.com.br');
    expect(normalizeLink('HTTPS://Exemplo.com')).toBe('HTTPS://Exemplo.com');
    expect(normalizeLink('')).toBe('');
  });

  it('accepts only web addresses', () => {
    expect(isWebUrl('lattes.cnpq.br/123')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,x')).toBe(false);
    expect(isWebUrl('não é link')).toBe(false);
  });
});
