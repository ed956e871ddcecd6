import type { SealedCompany } from '@domain/schemas/companies';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, createFakeApi, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { SEAL_COMPANIES } from '../sample-data';

const SEALED = 'GET /api/companies/sealed';

function sealed(overrides: Partial<SealedCompany> = {}): SealedCompany {
  return {
    id: 'c-nuvem',
    name: 'Nuvem Aberta',
    description: 'Infraestrutura em nuvem com metade da engenharia formada por mulheres.',
    industry: 'Tecnologia',
    logoUrl: null,
    website: 'https://nuvemaberta.example',
    ...overrides,
  };
}

function sealSection() {
  return within(screen.getByRole('region', { name: 'Empresas com Selo de Diversidade' }));
}

describe('HomePage (/home)', () => {
  it('has one h1 and an h2 for each section, in the order of SPEC §2', async () => {
    renderRoute('/home');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    const sectionTitles = Array.from(main.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Como funciona',
      'Empresas com Selo de Diversidade',
      'Histórias de quem faz parte',
      'Do nosso blog',
      'Pronta para dar o próximo passo?',
    ]);
  });

  it('keeps the hero links and the #como-funciona anchor', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Comece agora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/home#como-funciona');
    expect(document.getElementById('como-funciona')).toHaveAccessibleName('Como funciona');
  });

  it('closes with the sign-up and company calls to action', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Cadastre-se agora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Para empresas' })).toHaveAttribute('href', '/empresas/cadastro');
  });

  it('shows the seal companies, the testimonials carousel and three blog teasers', async () => {
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Próximo depoimento' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the real sealed companies, asked for without a session, each linking to its page', async () => {
    const api = createFakeApi().on(SEALED, () =>
      ok([sealed(), sealed({ id: 'c-ipe', name: 'Ipê Clínicas', industry: 'Saúde', website: null })]),
    );
    renderRoute('/home', { api });
    await screen.findByRole('heading', { level: 1 });

    expect(await sealSection().findByRole('link', { name: 'Nuvem Aberta' })).toHaveAttribute(
      'href',
      '/empresas/c-nuvem',
    );
    expect(sealSection().getByRole('link', { name: 'Ipê Clínicas' })).toHaveAttribute(
      'href',
      '/empresas/c-ipe',
    );
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(2);
    expect(screen.queryByText(SEAL_COMPANIES[0]!.name)).not.toBeInTheDocument();
    expect(api.callsTo(SEALED)[0]?.query).toEqual({ limit: '4' });
  });

  it('shows the sample companies while the real ones load, and keeps them when there are none', async () => {
    const answer = deferred<Reply>();
    const api = createFakeApi().on(SEALED, () => answer.promise);
    renderRoute('/home', { api });
    await screen.findByRole('heading', { level: 1 });
    expect(sealSection().getByText(SEAL_COMPANIES[0]!.name)).toBeInTheDocument();

    answer.resolve(ok([]));
    await waitFor(() => expect(api.callsTo(SEALED)).toHaveLength(1));
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
    expect(sealSection().getByText(SEAL_COMPANIES[0]!.name)).toBeInTheDocument();
    expect(sealSection().queryByRole('link', { name: SEAL_COMPANIES[0]!.name })).not.toBeInTheDocument();
  });

  it('keeps the sample companies when the sealed list cannot be loaded', async () => {
    const api = createFakeApi().on(SEALED, () => apiError(500, 'internal', 'Erro'));
    renderRoute('/home', { api });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.callsTo(SEALED)).toHaveLength(1));
    expect(screen.getAllByTestId('seal-company-card')).toHaveLength(4);
    expect(sealSection().getByText(SEAL_COMPANIES[1]!.name)).toBeInTheDocument();
  });
});
