import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THREAD_COUNT, threadPost, withThread } from '@web/features/conversation/test-data';
import { apiError, createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { anasPost } from '../test-data';

const WAIT = { timeout: 5000 };
const C = CONVERSATION_COPY.comments;
const P = CONVERSATION_COPY.page;

/** Ana signed in, and GET /api/posts/p-1 answering the post of the conversation's test data. */
function postApi(answer = () => ok(threadPost())): FakeApi {
  return withThread(
    createFakeApi({ session: MEMBER_ME })
      .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
      .on('GET /api/posts/p-1', answer),
  );
}

const region = () => screen.findByRole('region', { name: C.region }, WAIT);

// The first test also waits for the page's code chunk.
describe('/publicacoes/{id} (PostPage)', { timeout: 15_000 }, () => {
  it("says 'Publicação não encontrada' for a post that is not there or not hers to read", async () => {
    renderRoute('/publicacoes/p-1', {
      api: postApi(() => apiError(404, 'not_found', MSG.common.apiNotFound)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: P.notFound }, WAIT)).toBeVisible();
    expect(screen.getByText(P.notFoundHint)).toBeVisible();
    expect(screen.getByRole('link', { name: P.backToFeed })).toHaveAttribute('href', '/feed');
    await waitFor(() => expect(document.title).toBe(`${P.notFound} | Elas Rede`));
  });

  it('shows the post with its comments open', async () => {
    renderRoute('/publicacoes/p-1', { api: postApi() });
    expect(await screen.findByRole('heading', { level: 1, name: P.title }, WAIT)).toBeInTheDocument();
    const article = screen.getByRole('article', { name: FEED_COPY.card.label('Bia Lima') });
    expect(within(article).getByRole('button', { name: C.count(THREAD_COUNT) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const comments = await region();
    expect(within(comments).getByRole('article', { name: C.commentBy('Carla Dias') })).toBeVisible();
    expect(within(comments).getByRole('combobox', { name: C.label })).toBeVisible();
  });

  it('brings the comment a link names into view and focus, loading pages as needed', async () => {
    renderRoute('/publicacoes/p-1?comentario=c-0', { api: postApi() });
    const comments = await region();
    const linked = await within(comments).findByRole('article', { name: C.commentBy('Bia Lima') }, WAIT);
    expect(linked).toHaveTextContent('Primeira a comentar');
    expect(linked).toHaveTextContent(C.highlighted);
    await waitFor(() => expect(linked).toHaveFocus());
  });

  it('opens the thread of a reply a link names', async () => {
    renderRoute('/publicacoes/p-1#comentario-r-3', { api: postApi() });
    const comments = await region();
    const reply = await within(comments).findByText('Demais', {}, WAIT);
    const linked = reply.closest('article')!;
    expect(linked).toHaveAccessibleName(C.replyBy('Ana Souza'));
    await waitFor(() => expect(linked).toHaveFocus());
    expect(within(comments).getByRole('button', { name: C.hideReplies })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when the linked comment is gone', async () => {
    renderRoute('/publicacoes/p-1?comentario=c-gone', { api: postApi() });
    const comments = await region();
    expect(await within(comments).findByText(C.highlightMissing, {}, WAIT)).toBeVisible();
  });

  it('goes back to the feed once she deletes the post', async () => {
    const user = userEvent.setup();
    const api = postApi(() => ok(anasPost({ id: 'p-1' })))
      .on('DELETE /api/posts/p-1', () => ({ status: 204 }))
      .on('GET /api/posts', () => ok({ items: [], nextCursor: null }))
      .on('GET /api/posts/author-options', () => ok([]))
      .on('GET /api/me/communities', () => ok([]))
      .on('GET /api/vacancies/recommended', () =>
        ok({ hasActivePreference: true, nearest: false, items: [] }),
      )
      .on('GET /api/news', () => ok({ items: [], nextCursor: null }));
    const { router } = renderRoute('/publicacoes/p-1', { api });
    const article = await screen.findByRole('article', { name: FEED_COPY.card.label('Ana Souza') }, WAIT);
    await user.click(within(article).getByRole('button', { name: FEED_COPY.card.menu }));
    await user.click(await within(article).findByRole('button', { name: FEED_COPY.card.delete }));
    const dialog = await screen.findByRole('dialog', { name: FEED_COPY.card.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: FEED_COPY.card.confirmDelete }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });
});
