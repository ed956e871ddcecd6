import { SEAL_GRANTED_ONLY_BY_TEAM } from '@domain/content/business';
import { render, screen, within } from '@testing-library/react';
import { AdvertiseServicesPage } from '@web/features/communities/pages/communities-pages';
import { FindProfessionalPage, OfferServicesPage } from '@web/features/companies/pages/companies-pages';
import { routes } from '@web/routes';
import type { ComponentType } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompanySignUpPage } from '../../pages/company-sign-up-page';
import { ConsultingPage } from '../../pages/consulting-page';
import { DiversitySealPage } from '../../pages/diversity-seal-page';
import { PublishVacanciesPage } from '../../pages/publish-vacancies-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

/** True when the path reaches a real page of the route table, not the catch-all 404. */
function isKnownRoute(href: string): boolean {
  const { pathname } = new URL(href, 'http://localhost');
  const matches = matchRoutes(routes, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

const pages: [string, ComponentType, string][] = [
  ['/empresas/cadastro', CompanySignUpPage, 'Cadastre sua empresa'],
  ['/empresas/publicar-vagas', PublishVacanciesPage, 'Publique suas vagas'],
  ['/empresas/diversidade', DiversitySealPage, 'Selo de diversidade'],
  ['/empresas/consultoria', ConsultingPage, 'Consultoria em diversidade'],
  ['/empresas/encontrar-profissional', FindProfessionalPage, 'Encontrar uma profissional'],
  ['/empresas/oferecer-servicos', OfferServicesPage, 'Oferecer serviços'],
  ['/comunidades/anunciar-servicos', AdvertiseServicesPage, 'Anunciar serviços'],
];

describe.each(pages)('%s', (path, Page, title) => {
  it('has its title as the only h1 and headings in order', () => {
    renderPage(Page);
    expect(isKnownRoute(path)).toBe(true);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveProperty('tagName', 'H1');
    expect(headings[0]).toHaveTextContent(title);
    expect(headings.filter((h) => h.tagName === 'H1')).toHaveLength(1);
    // No level is skipped going down (h1 → h2 → h3).
    const levels = headings.map((h) => Number(h.tagName.slice(1)));
    levels.slice(1).forEach((level, i) => {
      expect(level).toBeLessThanOrEqual(levels[i]! + 1);
    });
  });

  it('links only to pages that exist, with descriptive names, and hides its icons', () => {
    const { container } = renderPage(Page);
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href')!;
      expect(isKnownRoute(href), `${href} is not a route`).toBe(true);
      expect(link.textContent!.trim().length, href).toBeGreaterThan(3);
    }
    for (const icon of container.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('DiversitySealPage', () => {
  it('says the seal is granted only by the platform team, after evidence review, and renewed yearly', () => {
    renderPage(DiversitySealPage);
    expect(screen.getByText(SEAL_GRANTED_ONLY_BY_TEAM)).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'Como a empresa conquista o selo' });
    expect(within(how).getByText(/analisa as evidências/)).toBeInTheDocument();
    expect(within(how).getByRole('link', { name: 'formulário de contato' })).toHaveAttribute(
      'href',
      '/contato',
    );
    expect(screen.getByText(/vale por um ano/)).toBeInTheDocument();
    expect(screen.getByText(/pode ser revogado/)).toBeInTheDocument();
    expect(screen.getByText(/Lei 14.611\/2023/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar avaliação' })).toHaveAttribute('href', '/contato');
  });
});

describe.each([
  ['OfferServicesPage', OfferServicesPage],
  ['AdvertiseServicesPage', AdvertiseServicesPage],
])('%s', (_name, Page) => {
  it("says how to publicise services today, with nothing 'Em breve'", () => {
    const { container } = renderPage(Page);
    expect(container).not.toHaveTextContent(/Em breve/i);
    expect(screen.getByRole('heading', { level: 2, name: 'Como divulgar hoje' })).toBeInTheDocument();
  });
});
