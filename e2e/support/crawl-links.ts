import type { Page } from '@playwright/test';

/*
 * Link gathering shared by the crawls (e2e/crawl.spec.ts, e2e/nothing-fake.spec.ts): the
 * same-origin page links on the current page, and the shape of a path so that a crawl can visit a
 * bounded number of pages of each shape.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `/m/camila-ribeiro` and `/m/ana-lucia` share the shape `/m/:x`; static paths are their own. A
 * segment is a placeholder when it is a UUID or follows one of `slugParents`.
 */
export function shapeOf(path: string, slugParents: ReadonlySet<string>): string {
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
