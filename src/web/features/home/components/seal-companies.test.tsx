import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEAL_COMPANIES } from '../test-data';
import type { SealCompany } from '../types';
import { SealCompanies } from './seal-companies';

function renderSection(companies: readonly SealCompany[] | null = SEAL_COMPANIES) {
  return render(
    <MemoryRouter>
      <SealCompanies companies={companies} />
    </MemoryRouter>,
  );
}

// jsdom cannot evaluate media queries, so these tests check the classes that make SPEC §9's
// 4/3/2 cards; the browser test counts the visible cards at 1024, 768 and below.
describe('SealCompanies', () => {
  it('renders four cards under the section heading', () => {
    renderSection();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Empresas com Selo de Diversidade' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
  });

  it('never renders more than four cards', () => {
    const many = [...SEAL_COMPANIES, { ...SEAL_COMPANIES[0]!, id: 'c-quinta', name: 'Quinta Empresa' }];
    renderSection(many);
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
    expect(screen.queryByText('Quinta Empresa')).not.toBeInTheDocument();
  });

  it('shows two cards on small screens, the third from md and the fourth from lg', () => {
    renderSection();
    const cards = screen.getAllByTestId('seal-company-card');
    for (const card of cards.slice(0, 2)) {
      expect(card).toHaveClass('flex');
      expect(card).not.toHaveClass('hidden');
    }
    expect(cards[2]).toHaveClass('hidden', 'md:flex');
    expect(cards[2]).not.toHaveClass('lg:flex');
    expect(cards[3]).toHaveClass('hidden', 'lg:flex');
    expect(cards[3]).not.toHaveClass('md:flex');
    expect(cards[0]!.parentElement).toHaveClass('grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4');
  });

  it('shows the logo initials, name, industry, description and seal of each company', () => {
    renderSection();
    const cards = screen.getAllByTestId('seal-company-card');
    SEAL_COMPANIES.forEach((company, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3, name: company.name })).toBeInTheDocument();
      expect(card.getByText(company.industry!)).toBeInTheDocument();
      expect(card.getByText(company.description)).toBeInTheDocument();
      expect(card.getByText('Selo de Diversidade')).toBeInTheDocument();
    });
    expect(within(cards[0]!).getByTestId('avatar-initials')).toHaveTextContent('AT');
  });

  it("links to each company's website in a new tab, safely", () => {
    renderSection();
    for (const company of SEAL_COMPANIES) {
      const link = screen.getByRole('link', { name: `Visitar site: ${company.name} (abre em nova aba)` });
      expect(link).toHaveAttribute('href', company.website_url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names a real company by a link to its page, and leaves out a website it does not have', () => {
    renderSection([
      {
        id: 'c-nuvem',
        name: 'Nuvem Aberta',
        logo_url: null,
        description: 'Infraestrutura em nuvem.',
        industry: null,
        website_url: null,
      },
    ]);
    const card = within(screen.getByTestId('seal-company-card'));
    expect(card.getByRole('heading', { level: 3, name: 'Nuvem Aberta' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Nuvem Aberta' })).toHaveAttribute('href', '/empresas/c-nuvem');
    expect(card.queryByRole('link', { name: /Visitar site/ })).not.toBeInTheDocument();
    expect(card.getByText('Selo de Diversidade')).toBeInTheDocument();
  });

  it('says plainly that no company holds the seal yet, with no sample cards', () => {
    renderSection([]);
    expect(screen.queryByTestId('seal-company-card')).not.toBeInTheDocument();
    expect(screen.getByText(/Nenhuma empresa recebeu o selo ainda/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Conheça o selo' })).toHaveAttribute(
      'href',
      '/empresas/diversidade',
    );
  });

  it('waits, busy and empty, while the companies load', () => {
    renderSection(null);
    expect(screen.queryByTestId('seal-company-card')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nenhuma empresa recebeu o selo ainda/)).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  });

  it('clamps the description in its own block, not in the flex item (nothing after the ellipsis)', () => {
    renderSection();
    const description = screen.getByText(SEAL_COMPANIES[0]!.description);
    expect(description).toHaveClass('line-clamp-4');
    expect(description).not.toHaveClass('flex-1');
    expect(description.parentElement).toHaveClass('flex-1');
  });
});
