import { DEVELOPMENT_GUIDES } from '@domain/content/development';
import { render, screen, within } from '@testing-library/react';
import { routes } from '@web/routes';
import type { ComponentType } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CareerGuidancePage } from './career-guidance-page';
import { CognitivePage } from './cognitive-page';
import { CoursesPage } from './courses-page';
import { EntrepreneurshipPage } from './entrepreneurship-page';
import { HealthPage } from './health-page';
import { MentorshipsPage } from './mentorships-page';

/** True when the path reaches a real page of the route table, not the catch-all 404. */
function isKnownRoute(href: string): boolean {
  const { pathname } = new URL(href, 'http://localhost');
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

const guides: [string, ComponentType, string, keyof typeof DEVELOPMENT_GUIDES, string][] = [
  ['/desenvolvimento/mentorias', MentorshipsPage, 'Mentorias', 'mentorias', 'Desenvolvimento profissional'],
  [
    '/desenvolvimento/orientacao',
    CareerGuidancePage,
    'Orientação de carreira',
    'orientacao',
    'Desenvolvimento profissional',
  ],
  ['/desenvolvimento/cursos', CoursesPage, 'Cursos', 'cursos', 'Desenvolvimento profissional'],
  [
    '/desenvolvimento/empreendedorismo',
    EntrepreneurshipPage,
    'Empreendedorismo',
    'empreendedorismo',
    'Desenvolvimento pessoal',
  ],
  ['/desenvolvimento/saude', HealthPage, 'Saúde e bem-estar', 'saude', 'Desenvolvimento pessoal'],
  [
    '/desenvolvimento/cognitivo',
    CognitivePage,
    'Desenvolvimento cognitivo',
    'cognitivo',
    'Desenvolvimento pessoal',
  ],
];

it('tells a route of the table from the catch-all 404', () => {
  expect(isKnownRoute('/rede?q=x')).toBe(true);
  expect(isKnownRoute('/desenvolvimento/inexistente')).toBe(false);
});

describe.each(guides)('%s', (path, Page, title, key, group) => {
  function renderGuide() {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
  }

  it('is a page of the route table', () => {
    expect(isKnownRoute(path)).toBe(true);
  });

  it('shows its title as the only h1, its group and a back link to the hub', () => {
    renderGuide();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    expect(screen.getByText(group)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Desenvolvimento pessoal' })).toHaveAttribute(
      'href',
      '/desenvolvimento',
    );
  });

  it('has 3 to 5 guidance sections, then the "today" box, and nothing \'Em breve\'', () => {
    renderGuide();
    const content = DEVELOPMENT_GUIDES[key];
    expect(content.sections.length).toBeGreaterThanOrEqual(3);
    expect(content.sections.length).toBeLessThanOrEqual(5);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([...content.sections.map((s) => s.title), 'Na Elas Rede hoje']);

    const today = screen.getByRole('region', { name: 'Na Elas Rede hoje' });
    const todayLinks = within(today).getAllByRole('link');
    expect(todayLinks.map((link) => link.getAttribute('href'))).toEqual(content.today?.map((l) => l.to));
    expect(document.body).not.toHaveTextContent(/Em breve/i);
  });

  it('links only to pages that exist, with descriptive names', () => {
    renderGuide();
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(isKnownRoute(href), `${href} is not a route`).toBe(true);
      expect(link.textContent!.trim().length, href).toBeGreaterThan(3);
    }
  });
});
