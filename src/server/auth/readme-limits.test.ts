import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, SIGN_IN_BACKOFF } from '../../domain/limits.js';

// The README documents the abuse limits for operators; it must say what the code does.
const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

/** The cells of the README table row that starts with `first` (in backticks). */
function rowCells(first: string): string[] | undefined {
  const row = readme
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith(`| \`${first}\``));
  return row?.split('|').map((c) => c.trim());
}

describe('README sign-in back-off table', () => {
  it.each(Object.entries(SIGN_IN_BACKOFF))('documents the %s key as configured', (key, rule) => {
    const cells = rowCells(key);
    expect(cells, `README row for ${key}`).toBeDefined();
    expect(cells![2]).toBe(String(rule.freeFailures));
    expect(cells![3]).toBe(`${rule.firstWaitMs / 60_000} min, ×2`);
    expect(cells![4]).toBe(`${rule.maxWaitMs / 60_000} min`);
    expect(cells![5]).toBe(`${rule.forgetAfterMs / 3_600_000} h`);
  });
});

describe('README abuse-limit table', () => {
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
