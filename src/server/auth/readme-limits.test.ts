import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../domain/limits.js';

// The README documents the abuse limits for operators; it must say what the code does.
describe('README abuse-limit table', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

  it.each(Object.entries(AUTH_RATE_LIMITS))('documents %s as configured', (endpoint, rule) => {
    const row = readme
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith(`| \`${endpoint.slice(1)}\``));
    expect(row, `README row for ${endpoint}`).toBeDefined();
    const cells = row!.split('|').map((c) => c.trim());
    const minutes = rule.windowSeconds / 60;
    expect(cells[2]).toBe(`${minutes} min`);
    expect(cells[3]).toBe(String(rule.perIp));
    expect(cells[4]).toBe('perEmail' in rule ? String(rule.perEmail) : '—');
  });
});
