import { FEED_COPY } from '@domain/copy/feed';
import { NETWORK_COPY } from '@domain/copy/network';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { feedInfiniteQueryOptions } from '../api';
import { anasPost, currentForm, feedApi, post } from '../test-data';

// Issue 17: /feed's 'Para você' | 'Recentes', each its own query, pages and address.

const WAIT = { timeout: 5000 };
const F = NETWORK_COPY.feed;
const L = FEED_COPY.list;

/** GET /api/posts by order: two pages of 'Para você', one of 'Recentes'. */
function orderedFeedApi() {
  return feedApi().on('GET /api/posts', ({ query }: ApiCall) => {
    if (query.order === 'recent') {
      return ok({ items: [post({ id: 'r1', content: 'Mais recente' })], nextCursor: null });
    }
    if (query.cursor === 'fy2') {
      return ok({ items: [post({ id: 'f2', content: 'Para você, página 2' })], nextCursor: null });
    }
    return ok({ items: [post({ id: 'f1', content: 'Da sua rede' })], nextCursor: 'fy2' });
  });
}

const tabs = () => screen.findByRole('navigation', { name: F.tabsLabel }, WAIT);
const orders = (api: ReturnType<typeof orderedFeedApi>) =>
  api.callsTo('GET /api/posts').map(({ query }) => [query.order, query.cursor ?? null]);

describe("/feed's order tabs", { timeout: 15_000 }, () => {
  it("starts on 'Para você' and switches to 'Recentes', each with its own list and pages", async () => {
    const user = userEvent.setup();
    const api = orderedFeedApi();
    const { router } = renderRoute('/feed', { api });
    const nav = await tabs();
    const forYou = within(nav).getByRole('link', { name: F.forYou });
    const recent = within(nav).getByRole('link', { name: F.recent });
    expect(forYou).toHaveAttribute('aria-current', 'true');
    expect(recent).not.toHaveAttribute('aria-current');
    expect(recent).toHaveAttribute('href', '/feed?ordem=recentes');
    expect(await screen.findByText('Da sua rede')).toBeVisible();

    // 'Para você' pages by its own cursor.
    await user.click(screen.getByRole('button', { name: L.loadMore }));
    expect(await screen.findByText('Para você, página 2')).toBeVisible();

    // By keyboard: Tab reaches the link, Enter follows it.
    recent.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?ordem=recentes'));
    expect(recent).toHaveAttribute('aria-current', 'true');
    expect(forYou).not.toHaveAttribute('aria-current');
    const feed = await screen.findByRole('feed', {}, WAIT);
    expect(await within(feed).findByText('Mais recente')).toBeVisible();
    expect(within(feed).getAllByRole('article')).toHaveLength(1);
    expect(within(feed).queryByText('Da sua rede')).not.toBeInTheDocument();

    // Back to 'Para você': its two pages were kept.
    await user.click(forYou);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByText('Para você, página 2')).toBeVisible());
    expect(screen.getByText('Da sua rede')).toBeVisible();
    expect(screen.queryByText('Mais recente')).not.toBeInTheDocument();
    expect(orders(api).slice(0, 3)).toEqual([
      ['for-you', null],
      ['for-you', 'fy2'],
      ['recent', null],
    ]);
  });

  it("keeps 'Recentes' from the address on a reload, and asks only for it", async () => {
    const api = orderedFeedApi();
    renderRoute('/feed?ordem=recentes', { api });
    const nav = await tabs();
    expect(within(nav).getByRole('link', { name: F.recent })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('Mais recente', {}, WAIT)).toBeVisible();
    expect(orders(api)).toEqual([['recent', null]]);
  });

  it('reads an unknown order in the address as the default', async () => {
    const api = orderedFeedApi();
    renderRoute('/feed?ordem=qualquer', { api });
    const nav = await tabs();
    expect(within(nav).getByRole('link', { name: F.forYou })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('Da sua rede', {}, WAIT)).toBeVisible();
  });

  it('puts a post she publishes at the top of both lists, without asking for them again', async () => {
    const user = userEvent.setup();
    const api = orderedFeedApi();
    api.on('POST /api/posts', () =>
      ok(anasPost({ id: 'p-new', content: String(currentForm(api).get('content')) })),
    );
    const { queryClient } = renderRoute('/feed', { api });
    const firstIds = (order: 'for-you' | 'recent') =>
      queryClient
        .getQueryData(feedInfiniteQueryOptions({ order }).queryKey)
        ?.pages[0]?.items.map(({ id }) => id);
    await screen.findByText('Da sua rede', {}, WAIT);
    // Both lists are in the cache.
    await user.click(within(await tabs()).getByRole('link', { name: F.recent }));
    await screen.findByText('Mais recente');

    await user.click(screen.getByRole('button', { name: FEED_COPY.composer.open }));
    await screen.findByRole('combobox', { name: FEED_COPY.composer.authorLabel });
    await user.type(screen.getByRole('combobox', { name: FEED_COPY.composer.contentLabel }), 'Novidade');
    await user.click(screen.getByRole('button', { name: FEED_COPY.composer.publish }));
    const first = () => within(screen.getByRole('feed')).getAllByRole('article')[0]!;
    await waitFor(() => expect(within(first()).getByText('Novidade')).toBeVisible());
    expect(firstIds('recent')).toEqual(['p-new', 'r1']);
    expect(firstIds('for-you')).toEqual(['p-new', 'f1']);
    expect(api.callsTo('GET /api/posts')).toHaveLength(2);
  });
});
