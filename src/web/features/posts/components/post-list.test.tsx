import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it, vi } from 'vitest';
import { anasPost, feedApi, post } from '../test-data';

const WAIT = { timeout: 5000 };
const L = FEED_COPY.list;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const feed = () => screen.findByRole('feed', {}, WAIT);

// The first test also waits for the page's code chunk.
describe('the post list of /feed', { timeout: 15_000 }, () => {
  it('shows each post with its author, title, community, relative time, text and image', async () => {
    const api = feedApi({
      posts: [
        post({
          id: 'p1',
          content: 'Linha um\nLinha dois',
          community: { id: 'k-dados', name: 'Dados Delas' },
          createdAt: minutesAgo(5),
          imageUrl: '/uploads/foto.webp',
        }),
        post({
          id: 'p2',
          author: {
            type: 'company',
            id: 'c-nuvem',
            name: 'Nuvem Aberta',
            imageUrl: null,
            professionalTitle: null,
            slug: null,
          },
          createdAt: minutesAgo(3 * 60),
        }),
        post({
          id: 'p3',
          author: {
            type: 'community',
            id: 'k-maes',
            name: 'Mães na Tech',
            imageUrl: null,
            professionalTitle: null,
            slug: null,
          },
          createdAt: 'não é uma data',
        }),
      ],
    });
    renderRoute('/feed', { api });
    const [first, second, third] = within(await feed()).getAllByRole('article');

    const one = within(first!);
    expect(first).toHaveAccessibleName(FEED_COPY.card.label('Bia Lima'));
    expect(one.getByRole('link', { name: 'Bia Lima' })).toHaveAttribute('href', '/m/bia-lima');
    expect(one.getByText('Designer de produto')).toBeVisible();
    expect(one.getByRole('link', { name: 'Dados Delas' })).toHaveAttribute('href', '/comunidades/k-dados');
    const time = one.getByText('há 5 minutos');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-/));
    // Line breaks are kept as typed.
    const text = one.getByText(/Linha um/);
    expect(text.textContent).toBe('Linha um\nLinha dois');
    expect(text).toHaveClass('whitespace-pre-wrap');
    const image = one.getByRole('img', { name: FEED_COPY.card.imageAlt('Bia Lima') });
    expect(image).toHaveAttribute('src', '/uploads/foto.webp');
    // A frame of a fixed shape, so the posts below do not move when the picture arrives.
    expect(image).toHaveClass('aspect-[4/3]', 'w-full', 'object-contain');

    const two = within(second!);
    expect(two.getByRole('link', { name: 'Nuvem Aberta' })).toHaveAttribute('href', '/empresas/c-nuvem');
    expect(two.getByText('há 3 horas')).toBeVisible();
    expect(two.queryByText(MSG.posts.edited('há 3 horas'))).not.toBeInTheDocument();

    const three = within(third!);
    expect(three.getByRole('link', { name: 'Mães na Tech' })).toHaveAttribute('href', '/comunidades/k-maes');
    expect(three.getByText(MSG.common.someTimeAgo)).toBeVisible();
    expect(api.callsTo('GET /api/posts')[0]!.query).toEqual({ order: 'for-you' });
  });

  it("shows 'Editado {relative time}' on an edited post", async () => {
    renderRoute('/feed', {
      api: feedApi({ posts: [post({ createdAt: minutesAgo(120), editedAt: minutesAgo(10) })] }),
    });
    const article = within(await feed()).getByRole('article');
    expect(within(article).getByText('há 2 horas')).toBeVisible();
    expect(within(article).getByText(MSG.posts.edited('há 10 minutos')).tagName).toBe('TIME');
  });

  it('offers no edit or delete controls on posts she did not write', async () => {
    renderRoute('/feed', {
      api: feedApi({
        posts: [
          post({
            viewer: { canRead: true, canEdit: false, canDelete: false, canReact: true, canComment: true },
          }),
          anasPost(),
        ],
      }),
    });
    const [theirs, hers] = within(await feed()).getAllByRole('article');
    expect(within(theirs!).getByRole('button', { name: FEED_COPY.card.menu })).toBeVisible();
    expect(within(theirs!).queryByRole('button', { name: FEED_COPY.card.edit })).not.toBeInTheDocument();
    expect(within(hers!).getByRole('button', { name: FEED_COPY.card.menu })).toBeVisible();
  });

  it("asks for the first post's picture at once and first, the others as they near the screen", async () => {
    const api = feedApi({
      posts: [
        post({ id: 'p1', imageUrl: '/uploads/um.webp' }),
        post({ id: 'p2', imageUrl: '/uploads/dois.webp' }),
      ],
    });
    renderRoute('/feed', { api });
    const [first, second] = within(await feed()).getAllByRole('img', {
      name: FEED_COPY.card.imageAlt('Bia Lima'),
    });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('hides an image that fails to load', async () => {
    renderRoute('/feed', { api: feedApi({ posts: [post({ imageUrl: '/uploads/sumiu.webp' })] }) });
    const article = within(await feed()).getByRole('article');
    const image = within(article).getByRole('img', { name: FEED_COPY.card.imageAlt('Bia Lima') });
    fireEvent.error(image);
    expect(
      within(article).queryByRole('img', { name: FEED_COPY.card.imageAlt('Bia Lima') }),
    ).not.toBeInTheDocument();
    expect(within(article).getByText('Primeira postagem')).toBeVisible();
  });

  it("says 'Erro ao carregar postagens' and loads again on 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = feedApi().on('GET /api/posts', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok({ items: [post()], nextCursor: null }),
    );
    renderRoute('/feed', { api });
    const alert = await screen.findByText(MSG.posts.loadError, {}, WAIT);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByText('Primeira postagem')).toBeVisible();
    expect(screen.queryByText(MSG.posts.loadError)).not.toBeInTheDocument();
  });

  it("holds the posts' place with post-shaped placeholders, announced once, until they arrive", async () => {
    const answer = deferred<Reply>();
    renderRoute('/feed', { api: feedApi().on('GET /api/posts', () => answer.promise) });
    const status = (await screen.findByText(L.loading, {}, WAIT)).closest('[role="status"]');
    expect(status).not.toBeNull();
    // The placeholders are pictures: only the status's words reach a screen reader.
    const placeholders = within(status as HTMLElement).getAllByTestId('post-skeleton');
    expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(status?.textContent).toBe(L.loading);
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();

    answer.resolve(ok({ items: [post()], nextCursor: null }));
    expect(await feed()).toBeVisible();
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByText(L.loading)).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no posts', async () => {
    renderRoute('/feed', { api: feedApi({ posts: [] }) });
    expect(await screen.findByText(L.empty, {}, WAIT)).toBeVisible();
    expect(screen.getByText(L.emptyHint)).toBeVisible();
  });

  it("loads the next page by its cursor with 'Carregar mais'", async () => {
    const user = userEvent.setup();
    const api = feedApi().on('GET /api/posts', ({ query }) =>
      query.cursor === 'c2'
        ? ok({ items: [post({ id: 'p3', content: 'Terceira' })], nextCursor: null })
        : ok({
            items: [post({ id: 'p1', content: 'Primeira' }), post({ id: 'p2', content: 'Segunda' })],
            nextCursor: 'c2',
          }),
    );
    renderRoute('/feed', { api });
    expect(within(await feed()).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(L.end)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: L.loadMore }));
    expect(await screen.findByText('Terceira')).toBeVisible();
    expect(within(screen.getByRole('feed')).getAllByRole('article')).toHaveLength(3);
    expect(api.callsTo('GET /api/posts').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
    expect(screen.queryByRole('button', { name: L.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(L.end)).toBeVisible();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        elements: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(element: Element) {
          this.elements.push(element);
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const api = feedApi().on('GET /api/posts', ({ query }) =>
      query.cursor === 'c2'
        ? ok({ items: [post({ id: 'p2', content: 'Segunda' })], nextCursor: null })
        : ok({ items: [post({ id: 'p1', content: 'Primeira' })], nextCursor: 'c2' }),
    );
    renderRoute('/feed', { api });
    await screen.findByText('Primeira', {}, WAIT);
    const observer = observers.at(-1)!;
    expect(observer.elements).toHaveLength(1);
    act(() => {
      observer.callback(
        [{ isIntersecting: true, target: observer.elements[0]! } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    });
    expect(await screen.findByText('Segunda')).toBeVisible();
    expect(api.callsTo('GET /api/posts').map((call) => call.query.cursor)).toEqual([undefined, 'c2']);
  });
});
