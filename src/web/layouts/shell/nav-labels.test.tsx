import { NAV_LABELS, PEOPLE_LABELS, RETIRED_LABELS } from '@domain/rules/agreed-labels';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { ANA_WORKSPACES, appNav, memberApi, openDrawer, openPersonalMenu, pageReady } from './shell-test-kit';

/*
 * Issue 22: every label of the bar, the drawer, the personal menu and the shell's modals, as she
 * sees them, is in the agreed pt-BR list (src/domain/rules/agreed-labels.ts); roles are named in
 * the feminine. A new or renamed label fails here until it is agreed there.
 */

/** The visible text of each link and button in `container` (icon-only ones have none). */
function labelsIn(container: HTMLElement): string[] {
  return [...within(container).queryAllByRole('link'), ...within(container).queryAllByRole('button')]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((label) => label !== '');
}

function expectAgreed(labels: string[]) {
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(NAV_LABELS, `'${label}' is not an agreed nav label`).toContain(label);
    expect(RETIRED_LABELS).not.toContain(label);
  }
}

describe('nav labels', { timeout: 20_000 }, () => {
  it('the bar, the drawer and the personal menu use only agreed labels', async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    expectAgreed(labelsIn(appNav()));

    const drawer = await openDrawer(user);
    expectAgreed(labelsIn(within(drawer).getByRole('navigation', { name: 'Menu de navegação' })));
    expectAgreed(labelsIn(within(drawer).getByRole('navigation', { name: 'Mais links' })));
    await user.keyboard('{Escape}');

    const menu = await openPersonalMenu(user);
    expectAgreed(labelsIn(within(menu).getByRole('navigation', { name: 'Menu pessoal' })));
  });

  it("the 'Desenvolvimento pessoal' modal uses only agreed labels", async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    await user.click(within(appNav()).getByRole('button', { name: 'Desenvolvimento pessoal' }));
    const modal = await screen.findByRole('dialog', { name: 'Desenvolvimento pessoal' });
    expectAgreed(labelsIn(modal));
    for (const heading of within(modal).getAllByRole('heading', { level: 3 })) {
      expect(NAV_LABELS).toContain(heading.textContent);
    }
  });

  it("'Para negócios' names her roles in the feminine", async () => {
    const user = userEvent.setup();
    renderRoute('/chat', { api: memberApi() });
    await pageReady();
    await user.click(within(appNav()).getByRole('button', { name: 'Para negócios' }));
    const modal = await screen.findByRole('dialog', { name: 'Para negócios' });
    await within(modal).findByText('Nuvem Aberta');
    const places = [...ANA_WORKSPACES.companies, ...ANA_WORKSPACES.communities];
    for (const place of places) {
      const link = within(modal).getByRole('link', { name: new RegExp(`^${place.name} `) });
      const text = link.textContent ?? '';
      const role = text.slice(text.lastIndexOf(place.name) + place.name.length).trim();
      expect(PEOPLE_LABELS, `'${role}' is not an agreed people label`).toContain(role);
    }
  });

  it("a company's menu, under the main one, uses only agreed labels", async () => {
    renderRoute('/empresas/c-nuvem', { api: memberApi() });
    await pageReady();
    expect(labelsIn(appNav())[0]).toBe('Início');
    expectAgreed(labelsIn(appNav()));
    expectAgreed(labelsIn(await screen.findByRole('navigation', { name: 'Menu da empresa' })));
  });
});
