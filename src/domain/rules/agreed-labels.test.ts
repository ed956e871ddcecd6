import { describe, expect, it } from 'vitest';
import { COMMUNITIES_COPY } from '../copy/communities';
import { COMPANIES_COPY } from '../copy/companies';
import { FEED_COPY } from '../copy/feed';
import { NETWORK_COPY } from '../copy/network';
import { SHELL_COPY } from '../copy/shell';
import { MSG, ROLE_LABELS } from '../messages';
import { NAV_LABELS, PEOPLE_LABELS, RETIRED_LABELS } from './agreed-labels';
import {
  barEntries,
  DEVELOPMENT_GROUPS,
  DRAWER_LINKS,
  drawerEntries,
  PERSONAL_MENU_ENTRIES,
  type WorkspaceRef,
  workspaceEntries,
} from './navigation';

const WORKSPACES: WorkspaceRef[] = [
  { kind: 'company', id: 'c' },
  { kind: 'community', id: 'k' },
];

/** Every label the shell's menus are built from. */
function menuLabels(): string[] {
  const m = FEED_COPY.mobileMenu;
  return [
    ...barEntries(),
    ...drawerEntries(),
    ...WORKSPACES.flatMap((ref) => workspaceEntries(ref)),
    ...DRAWER_LINKS,
    ...PERSONAL_MENU_ENTRIES,
  ]
    .map((entry) => entry.label)
    .concat(DEVELOPMENT_GROUPS.flatMap((group) => [group.title, ...group.links.map((link) => link.label)]))
    .concat([SHELL_COPY.development.hub, SHELL_COPY.business.companies])
    .concat([
      m.myProfile,
      m.publicProfile,
      m.experience,
      m.projects,
      m.education,
      m.jobPreferences,
      m.companies,
      m.communities,
      m.development,
    ]);
}

/** The noun of a count: '1.234 seguidoras' → 'seguidoras'. */
const noun = (count: string) => count.replace(/^[\d.]+ /, '');

describe('agreed pt-BR labels', () => {
  it('every menu label is in NAV_LABELS', () => {
    for (const label of menuLabels()) expect(NAV_LABELS, label).toContain(label);
  });

  it("the first entry of the main menus is 'Início'", () => {
    expect(barEntries()[0]?.label).toBe('Início');
    expect(drawerEntries()[0]?.label).toBe('Início');
  });

  it('no retired word is agreed, nor used by a menu', () => {
    for (const word of RETIRED_LABELS) {
      expect(NAV_LABELS).not.toContain(word);
      expect(PEOPLE_LABELS).not.toContain(word);
      expect(menuLabels()).not.toContain(word);
    }
  });

  it('every role is named in the feminine, from PEOPLE_LABELS', () => {
    for (const label of Object.values(ROLE_LABELS)) expect(PEOPLE_LABELS, label).toContain(label);
  });

  it('counts of people use feminine nouns with real plurals', () => {
    const counts = [
      MSG.common.participants,
      COMMUNITIES_COPY.card.followers,
      COMPANIES_COPY.counts.followers,
      NETWORK_COPY.counts.followers,
    ];
    for (const countOf of counts) {
      const [zero, one, two, many] = [0, 1, 2, 1234].map((n) => noun(countOf(n)));
      for (const word of [zero, one, two, many]) expect(PEOPLE_LABELS, word).toContain(word);
      expect(one).not.toBe(two);
      expect(zero).toBe(two);
      expect(many).toBe(two);
    }
  });
});
