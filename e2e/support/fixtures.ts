import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { CapturedMail } from '../../src/server/test/smtp-capture.js';

/**
 * Fails on serious or critical WCAG violations of the page once it is at rest: a fade still
 * running would be measured at partial opacity and read as low contrast. Something that starts
 * fading in a moment later (a toast: sonner loads on its first use) is waited for too: the page
 * is at rest once a short pause has passed with no animation running. A fade that starts while
 * axe runs (a toast timing out) cannot be waited for: the journeys run with reduced motion
 * (playwright.config.ts), so it has no partial state.
 */
export async function expectAccessible(page: Page, options: { include?: string } = {}) {
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round++) {
      const running = document.getAnimations();
      if (running.length === 0 && round > 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  // A popover checked on its own: what it covers of the page beneath (a card's buttons, whose
  // visible part depends on what else the run posted) is not what the journey is about.
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The e-mails the server sent so far (captured by the harness's SMTP server). */
export async function capturedMail(): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => {
      // A file still being written reads as incomplete JSON: skip it, the next poll gets it.
      try {
        return JSON.parse(await readFile(path.join(dir, f), 'utf8')) as CapturedMail;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((m): m is CapturedMail => m !== null);
}

// Chrome logs every non-2xx fetch as a console error. A 4xx is often the answer a test asks for
// (wrong password → 401); a 5xx never is.
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Every page fails its test on a console error (but an expected 4xx) or an uncaught exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
