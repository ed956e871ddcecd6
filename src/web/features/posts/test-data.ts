import type { EventCard } from '@domain/schemas/events';
import type { NewsSummary } from '@domain/schemas/news';
import type { ActiveCommunity, AuthorOption, Post, RecommendedVacancy } from '@domain/schemas/posts';
import { createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

// Data factories shaped like the posts contract, and a fake API answering the feed page.

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p-1',
    content: 'Primeira postagem',
    imageUrl: null,
    author: {
      type: 'user',
      id: 'u-bia',
      name: 'Bia Lima',
      imageUrl: null,
      professionalTitle: 'Designer de produto',
      slug: 'bia-lima',
    },
    community: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    audience: 'members',
    viewer: { canRead: true, canEdit: false, canDelete: false, canReact: true, canComment: true },
    reactions: {
      counts: { like: 0, support: 0, congrats: 0, inspiring: 0, brilliant: 0 },
      total: 0,
      mine: null,
    },
    commentCount: 0,
    comments: [],
    mentions: [],
    ...overrides,
  };
}

/** A post Ana wrote herself (she may edit and delete it). */
export function anasPost(overrides: Partial<Post> = {}): Post {
  return post({
    id: 'p-ana',
    content: 'Minha postagem',
    author: {
      type: 'user',
      id: 'u-ana',
      name: 'Ana Souza',
      imageUrl: null,
      professionalTitle: 'Engenheira de dados',
      slug: 'ana-souza',
    },
    viewer: { canRead: true, canEdit: true, canDelete: true, canReact: true, canComment: true },
    ...overrides,
  });
}

/** Ana's profile, a community she moderates and a company she runs. */
export const ANA_AUTHORS: AuthorOption[] = [
  { id: 'u-ana', name: 'Ana Souza', type: 'user', logoUrl: null, isAdmin: true },
  { id: 'k-dados', name: 'Dados Delas', type: 'community', logoUrl: null, isAdmin: true },
  { id: 'c-nuvem', name: 'Nuvem Aberta', type: 'company', logoUrl: null, isAdmin: true },
];

export function community(overrides: Partial<ActiveCommunity> = {}): ActiveCommunity {
  return {
    id: 'k-dados',
    name: 'Dados Delas',
    logoUrl: null,
    niche: 'tecnologia',
    memberCount: 128,
    ...overrides,
  };
}

export function vacancy(overrides: Partial<RecommendedVacancy> = {}): RecommendedVacancy {
  return {
    id: 'v-1',
    title: 'Engenheira de Dados Sênior',
    companyId: 'c-nuvem',
    companyName: 'Nuvem Aberta',
    companyLogoUrl: null,
    location: 'Belo Horizonte, MG',
    workModel: 'Remoto',
    employmentType: 'CLT',
    salaryRange: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    matchReasons: [
      { criterion: 'role', met: true, label: 'Área e cargo' },
      { criterion: 'workModel', met: true, label: 'Remoto' },
    ],
    exact: true,
    ...overrides,
  };
}

export function newsItem(overrides: Partial<NewsSummary> = {}): NewsSummary {
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

/** An upcoming event card as GET /api/events/suggested answers it. */
export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  return {
    id: 'ev-1',
    organiser: { kind: 'community', id: 'c-1', name: 'Mulheres em Dados', logoUrl: null },
    title: 'Encontro de Dados',
    coverUrl: null,
    mode: 'online',
    city: null,
    state: null,
    startsAt: '2026-03-12T22:00:00.000Z',
    endsAt: '2026-03-13T00:00:00.000Z',
    when: 'qui., 12 de março · 19h–21h',
    capacity: null,
    goingCount: 3,
    visibility: 'public',
    status: 'scheduled',
    viewer: {
      canRead: true,
      canEdit: false,
      canCancel: false,
      canViewAttendees: false,
      canExportAttendees: false,
      canMessageAttendees: false,
      canRsvp: true,
      canWithdraw: false,
      canSeeLink: false,
      rsvp: null,
    },
    ...overrides,
  };
}

interface FeedApiData {
  posts?: Post[];
  authors?: AuthorOption[];
  communities?: ActiveCommunity[];
  vacancies?: RecommendedVacancy[];
  /** The recommendations are the nearest ones ('Próximas do seu perfil'). */
  nearest?: boolean;
  /** False: she has no active job preference profile. */
  hasActivePreference?: boolean;
  news?: NewsSummary[];
  events?: EventCard[];
}

/** Ana signed in; every call of the feed page answered (one page of posts, no next cursor). */
export function feedApi({
  posts = [],
  authors = ANA_AUTHORS,
  communities = [],
  vacancies = [],
  nearest = false,
  hasActivePreference = true,
  news = [],
  events = [],
}: FeedApiData = {}): FakeApi {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/posts', () => ok({ items: posts, nextCursor: null }))
    .on('GET /api/posts/author-options', () => ok(authors))
    .on('GET /api/me/communities', () => ok(communities))
    .on('GET /api/vacancies/recommended', () => ok({ hasActivePreference, nearest, items: vacancies }))
    .on('GET /api/news', () => ok({ items: news, nextCursor: null }))
    .on('GET /api/events/suggested', () => ok({ items: events }));
}

/** The multipart body of the request being answered now (the fake API does not parse FormData). */
export function currentForm(api: FakeApi): FormData {
  const body = api.fetch.mock.calls.at(-1)?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('The request has no multipart body.');
  return body;
}

/** The multipart bodies sent to `METHOD /api/path`, in order. */
export function formsSentTo(api: FakeApi, key: string): FormData[] {
  return api.fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
    })
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);
}
