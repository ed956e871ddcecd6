import { describe, expect, it } from 'vitest';
import { formatBRL, maskBRLInput, parseBRL } from './money.js';

describe('BRL', () => {
  it('formats with dot thousands, comma decimals and two fixed decimals', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(0.5)).toBe('R$ 0,50');
  });

  it('parses what it formats and what people type', () => {
    expect(parseBRL('R$ 1.234,56')).toBe(1234.56);
    expect(parseBRL('1234,5')).toBe(1234.5);
    expect(parseBRL('8.000')).toBe(8000);
    expect(parseBRL('')).toBeNull();
    expect(parseBRL('abc')).toBeNull();
  });

  it('masks typed digits as cents', () => {
    expect(maskBRLInput('1')).toBe('R$ 0,01');
    expect(maskBRLInput('123456')).toBe('R$ 1.234,56');
    expect(maskBRLInput('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(maskBRLInput('')).toBe('');
  });
});
