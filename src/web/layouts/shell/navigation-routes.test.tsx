import { workspaceInPath } from '@domain/rules/navigation';
import { routes } from '@web/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

function collectPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...collectPaths(route.children ?? []),
  ]);
}

const paths = collectPaths(routes);

// domain/rules/navigation.ts keeps its own list of static pages under /empresas and /comunidades
// (the domain cannot import the route table); this keeps the two in step.
describe('workspaceInPath and the route table', () => {
  const staticPages = paths.filter((path) => /^\/(empresas|comunidades)\/[^:/]+$/.test(path));

  it('knows the static pages', () => {
    expect(staticPages.length).toBeGreaterThan(5);
  });

  it.each(staticPages)('treats %s as a page, not an id', (path) => {
    expect(workspaceInPath(path)).toBeNull();
  });

  it.each(paths.filter((path) => /^\/(empresas|comunidades)\/:id/.test(path)))(
    'finds the id in %s',
    (path) => {
      expect(workspaceInPath(path.replace(':id', 'abc-123'))?.id).toBe('abc-123');
    },
  );
});
