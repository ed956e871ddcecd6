import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/*
 * The crawl shared by e2e/crawl.spec.ts and e2e/nothing-fake.spec.ts: the same-origin page links
 * on the current page, the shape of a path, and the breadth-first visit that follows the links
 * to a bounded number of pages of each shape.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `/m/camila-ribeiro` and `/m/ana-lucia` share the shape `/m/:x`; static paths are their own. A
 * segment is a placeholder when it is a UUID or follows one of `slugParents`.
 */
function shapeOf(path: string, slugParents: ReadonlySet<string>): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => (UUID.test(segment) || slugParents.has(segments[i - 1] ?? '') ? ':x' : segment))
    .join('/');
}

/** The paths of the same-origin links on the page, leaving out the API and uploaded files. */
export async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]:not([download])')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) =>
        url.origin === origin && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/uploads/'),
    )
    .map((url) => url.pathname);
}

interface CrawlOptions {
  /** Parents whose child segment is an id or slug (see shapeOf). */
  slugParents: ReadonlySet<string>;
  /** How many pages of each shape are visited. */
  perShape: number;
  /** At most this many pages in all (unbounded when left out). */
  maxPages?: number;
  /** The checks on each page once its heading shows; `firstOfShape` on the first of its shape. */
  check: (path: string, firstOfShape: boolean) => Promise<void>;
}

/**
 * Visits the pages reachable from `start` breadth first, `perShape` of each shape, expecting a
 * heading on each and running `check` there; returns the paths visited, in order.
 */
export async function crawlFrom(page: Page, start: string[], options: CrawlOptions): Promise<string[]> {
  const { slugParents, perShape: limit, maxPages = Number.POSITIVE_INFINITY, check } = options;
  const queue = [...start];
  const seen = new Set<string>();
  const perShape = new Map<string, number>();
  const visited: string[] = [];

  while (queue.length > 0 && visited.length < maxPages) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const shape = shapeOf(path, slugParents);
    const count = perShape.get(shape) ?? 0;
    if (count >= limit) continue;
    perShape.set(shape, count + 1);

    await page.goto(path);
    await expect(page.locator('main h1, h1').first(), `a page heading on ${path}`).toBeVisible();
    await check(path, count === 0);
    visited.push(path);
    for (const link of await linksOn(page)) if (!seen.has(link)) queue.push(link);
  }
  return visited;
}
