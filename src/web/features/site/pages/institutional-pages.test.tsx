import { ABOUT, HOW_IT_WORKS_STEPS } from '@domain/content/institutional';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const FIRST_LOAD = { timeout: 5000 };

describe('institutional pages', { timeout: 15_000 }, () => {
  it('/como-funciona: steps for professionals and companies, and both calls to action', async () => {
    renderRoute('/como-funciona');
    expect(await screen.findByRole('heading', { level: 1, name: 'Como funciona' }, FIRST_LOAD)).toBeVisible();

    const C = INSTITUTIONAL_COPY.howItWorks;
    const professionals = screen.getByRole('region', { name: C.professionalsTitle });
    expect(
      within(professionals)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(HOW_IT_WORKS_STEPS.professionals.map((step) => step.title));
    const companies = screen.getByRole('region', { name: C.companiesTitle });
    expect(within(companies).getAllByRole('listitem')).toHaveLength(HOW_IT_WORKS_STEPS.companies.length);

    // Under the lead and again at the end; the header and footer have links of their own.
    const main = within(screen.getByRole('main'));
    const signUps = main.getAllByRole('link', { name: C.signUp });
    expect(signUps).toHaveLength(2);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/register');
    const forCompanies = main.getAllByRole('link', { name: C.forCompanies });
    expect(forCompanies).toHaveLength(2);
    for (const link of forCompanies) expect(link).toHaveAttribute('href', '/empresas/cadastro');
  });

  it("/sobre: mission, values and what exists today, mentoring and events included, nothing 'Em breve'", async () => {
    renderRoute('/sobre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('region', { name: ABOUT.mission.title })).toBeVisible();

    const values = screen.getByRole('region', { name: INSTITUTIONAL_COPY.about.valuesTitle });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Segurança', 'Diversidade', 'Mães no mercado de trabalho', 'Crescer juntas']);

    expect(screen.getByRole('link', { name: 'Conheça a mentoria' })).toHaveAttribute('href', '/mentoria');
    expect(screen.getByRole('link', { name: 'Veja os eventos' })).toHaveAttribute('href', '/eventos');
    expect(screen.getByRole('main')).not.toHaveTextContent(/Em breve|O que vem por aí/);
  });
});
