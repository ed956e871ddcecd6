import { FEED_COPY } from '@domain/copy/feed';
import { NETWORK_COPY } from '@domain/copy/network';
import { MSG } from '@domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@web/lib/auth-provider';
import { apiError, createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anasPost, post } from '../test-data';
import { MemberActivity } from './member-activity';

// Issue 17: a member's 'Atividade' on her public profile.

const P = NETWORK_COPY.profile;
const ACTIVITY = 'GET /api/members/u-bia/posts';

/** MemberActivity as the public profile mounts it, against `api`. */
function renderActivity(api: FakeApi, memberId = 'u-bia') {
  api.install();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AuthProvider>
          <MemberActivity memberId={memberId} />
        </AuthProvider>
      ),
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const section = () => screen.getByRole('region', { name: P.activity });

describe('MemberActivity', () => {
  it("lists her posts under 'Atividade', with the card's badge, and pages with 'Carregar mais'", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ session: MEMBER_ME }).on(ACTIVITY, ({ query }) =>
      query.cursor === 'c2'
        ? ok({ items: [post({ id: 'p3', content: 'Terceira' })], nextCursor: null })
        : ok({
            items: [
              post({ id: 'p1', content: 'Primeira', audience: 'connections' }),
              post({ id: 'p2', content: 'Segunda' }),
            ],
            nextCursor: 'c2',
          }),
    );
    renderActivity(api);
    expect(screen.getByRole('heading', { level: 2, name: P.activity })).toBeVisible();
    const feed = await within(section()).findByRole('feed');
    const [first, second] = within(feed).getAllByRole('article');
    expect(within(first!).getByText('Primeira')).toBeVisible();
    expect(within(first!).getByText(NETWORK_COPY.audience.connectionsBadge)).toBeVisible();
    expect(within(second!).getByText('Segunda')).toBeVisible();
    expect(within(second!).queryByText(NETWORK_COPY.audience.connectionsBadge)).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: NETWORK_COPY.loadMore }));
    expect(await within(feed).findByText('Terceira')).toBeVisible();
    expect(within(feed).getAllByRole('article')).toHaveLength(3);
    expect(within(section()).queryByRole('button', { name: NETWORK_COPY.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo(ACTIVITY).map(({ query }) => query)).toEqual([{}, { cursor: 'c2' }]);
    // Only her activity was asked for, not the feed.
    expect(api.callsTo('GET /api/posts')).toHaveLength(0);
  });

  it('says so when she has no posts', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on(ACTIVITY, () => ok({ items: [], nextCursor: null }));
    renderActivity(api);
    expect(await within(section()).findByText(P.activityEmpty)).toBeVisible();
    expect(within(section()).queryByRole('feed')).not.toBeInTheDocument();
    expect(within(section()).queryByText(FEED_COPY.list.end)).not.toBeInTheDocument();
  });

  it("says 'Erro ao carregar postagens' with a retry when the list fails", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = createFakeApi({ session: MEMBER_ME }).on(ACTIVITY, () =>
      fail
        ? apiError(500, 'internal', MSG.common.internal)
        : ok({ items: [post({ content: 'De volta' })], nextCursor: null }),
    );
    renderActivity(api);
    expect(await within(section()).findByText(MSG.posts.loadError)).toBeVisible();
    fail = false;
    await user.click(within(section()).getByRole('button', { name: MSG.common.retry }));
    expect(await within(section()).findByText('De volta')).toBeVisible();
  });

  it('removes her deleted post and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/members/u-ana/posts', () =>
        ok({
          items: [anasPost({ id: 'p-ana', content: 'Minha' }), anasPost({ id: 'p-ana-2', content: 'Outra' })],
          nextCursor: null,
        }),
      )
      .on('DELETE /api/posts/p-ana', () => ({ status: 204 }));
    renderActivity(api, 'u-ana');
    const feed = await within(section()).findByRole('feed');
    const [mine, next] = within(feed).getAllByRole('article');
    await user.click(within(mine!).getByRole('button', { name: FEED_COPY.card.menu }));
    await user.click(await within(mine!).findByRole('button', { name: FEED_COPY.card.delete }));
    const dialog = await screen.findByRole('dialog', { name: FEED_COPY.card.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: FEED_COPY.card.confirmDelete }));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(next).toHaveFocus());
  });
});
