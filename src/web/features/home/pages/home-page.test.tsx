import type { SealedCompany } from '@domain/schemas/companies';
import { screen, waitFor, within } from '@testing-library/react';
import { newsSummary } from '@web/features/news/test-data';
import { apiError, createFakeApi, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

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

/** One sealed company and one published article, as the API answers them. */
function withContent() {
  return createFakeApi()
    .on(SEALED, () => ok([sealed()]))
    .on('GET /api/news', () => ok({ items: [newsSummary()], nextCursor: null }));
}

describe('HomePage (/home)', () => {
  it('has one h1 and an h2 for each section, in the order of SPEC §2', async () => {
    renderRoute('/home', { api: withContent() });
    await screen.findByRole('link', { name: 'Como negociar salário' });
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    const sectionTitles = Array.from(main.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Como funciona',
      'Empresas com Selo de Diversidade',
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

  it('shows the real sealed companies and the latest articles, and no sample testimonials', async () => {
    renderRoute('/home', { api: withContent() });
    await screen.findByRole('link', { name: 'Como negociar salário' });
    expect(await screen.findAllByTestId('seal-company-card')).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Próximo depoimento' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Exemplo|Em breve/);
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
    expect(api.callsTo(SEALED)[0]?.query).toEqual({ limit: '4' });
  });

  it('shows no company while the real ones load, and an honest line when there are none', async () => {
    const answer = deferred<Reply>();
    const api = createFakeApi().on(SEALED, () => answer.promise);
    renderRoute('/home', { api });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('seal-company-card')).not.toBeInTheDocument();

    answer.resolve(ok([]));
    expect(await sealSection().findByText(/Nenhuma empresa recebeu o selo ainda/)).toBeVisible();
    expect(screen.queryByTestId('seal-company-card')).not.toBeInTheDocument();
  });

  it('says there is no sealed company when the list cannot be loaded, and leaves the blog out', async () => {
    const api = createFakeApi()
      .on(SEALED, () => apiError(500, 'internal', 'Erro'))
      .on('GET /api/news', () => apiError(500, 'internal', 'Erro'));
    renderRoute('/home', { api });
    await screen.findByRole('heading', { level: 1 });
    expect(await sealSection().findByText(/Nenhuma empresa recebeu o selo ainda/)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Do nosso blog' })).not.toBeInTheDocument(),
    );
    expect(screen.queryAllByTestId('seal-company-card')).toHaveLength(0);
  });
});
