import { routes } from '@web/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

// Every link written into the editorial content must open a real page of the route table, not
// the catch-all 'Página não encontrada'. The walk reads every module of src/domain/content, so a
// new content file is checked without being listed here.

const CONTENT_MODULES = import.meta.glob<Record<string, unknown>>(
  ['/src/domain/content/*.ts', '!/src/domain/content/*.test.ts'],
  { eager: true },
);

interface FoundPath {
  readonly file: string;
  readonly to: string;
}

/**
 * The app paths in a value: `to` of links, of 'Na Elas Rede hoje' entries and of coming features,
 * `path` of the development topics, and top-level `..._PATH` constants.
 */
function pathsOf(value: unknown, file: string, found: FoundPath[] = []): FoundPath[] {
  if (Array.isArray(value)) {
    for (const item of value) pathsOf(item, file, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'to' || key === 'path') && typeof item === 'string') found.push({ file, to: item });
      else pathsOf(item, file, found);
    }
  }
  return found;
}

/** The e-mail addresses of mail links anywhere in a value. */
function mailtosOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) mailtosOf(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'mailto' && typeof item === 'string') found.push(item);
      else mailtosOf(item, found);
    }
  }
  return found;
}

const files = Object.keys(CONTENT_MODULES).map((path) => path.split('/').at(-1)!);

const allPaths: FoundPath[] = Object.entries(CONTENT_MODULES).flatMap(([path, module]) => {
  const file = path.split('/').at(-1)!;
  const constants = Object.entries(module)
    .filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string')
    .map(([, value]) => ({ file, to: value as string }));
  return [...constants, ...pathsOf(Object.values(module), file)];
});

const allMailtos = Object.values(CONTENT_MODULES).flatMap((module) => mailtosOf(Object.values(module)));

describe('links in the editorial content', () => {
  it('are read from every content file', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'business.ts',
        'development.ts',
        'faq.ts',
        'institutional.ts',
        'legal.ts',
        'rich-text.ts',
      ]),
    );
    for (const file of files.filter((name) => name !== 'rich-text.ts')) {
      expect(
        allPaths.filter((path) => path.file === file).length,
        `${file} has no links the walk found`,
      ).toBeGreaterThan(0);
    }
    expect(allPaths.length).toBeGreaterThan(150);
  });

  it.each([...new Set(allPaths.map((path) => path.to))])('%s is a route of the app', (to) => {
    expect(to.startsWith('/')).toBe(true);
    const pathname = new URL(to, 'http://localhost').pathname;
    const matches = matchRoutes(routes, pathname) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(matches.length).toBeGreaterThan(0);
  });

  it('writes to real-looking e-mail addresses', () => {
    expect(allMailtos.length).toBeGreaterThan(0);
    for (const address of allMailtos) expect(address).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
