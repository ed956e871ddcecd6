import type { NewsAdminItem, NewsDetail, NewsSummary } from '@domain/schemas/news';

// Data factories shaped like the news API contract, for the news, blog and home page tests.

export function newsSummary(overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id: 'n-1',
    type: 'article',
    slug: 'como-negociar-salario',
    title: 'Como negociar salário',
    excerpt: 'Um roteiro simples para pedir o que você vale.',
    coverImageUrl: null,
    publishedAt: '2026-03-12T12:00:00.000Z',
    authorName: 'Renata Alves',
    source: null,
    ...overrides,
  };
}

export function articleDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...newsSummary(),
    content: '<h2>Pesquise</h2><p>Comece pelas faixas salariais.</p>',
    newsUrl: null,
    ...overrides,
  };
}

export function newsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  return {
    ...newsSummary({
      id: 'n-2',
      type: 'news',
      slug: 'mulheres-na-tecnologia',
      title: 'Mulheres ocupam mais vagas em tecnologia',
      excerpt: 'Pesquisa mostra crescimento de 20% em cinco anos.',
      authorName: null,
      source: 'Jornal Exemplo',
      publishedAt: '2026-02-01T12:00:00.000Z',
    }),
    content: null,
    newsUrl: 'https://jornal.example/mulheres-na-tecnologia',
    ...overrides,
  };
}

/** An item as the administrators' API answers it (GET /api/news/admin/{id}, POST, PUT). */
export function newsAdminItem(overrides: Partial<NewsAdminItem> = {}): NewsAdminItem {
  return {
    ...articleDetail({ id: '7b0e6a52-3c1d-4d7e-9a51-2f1f3c4d5e6f' }),
    isPublished: true,
    status: 'published',
    updatedAt: '2026-03-12T12:00:00.000Z',
    ...overrides,
  };
}
