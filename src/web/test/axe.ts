import { expect } from 'vitest';

/**
 * Runs axe on the page as rendered and fails with the serious and critical violations found
 * (color contrast is left to the browser journeys: jsdom computes no styles).
 */
export async function expectNoSeriousA11yProblems(root: Element = document.body): Promise<void> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(serious).toEqual([]);
}
