import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import type { Comment } from '@domain/schemas/conversation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anasPost, feedApi, post } from '@web/features/posts/test-data';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { anasComment, CARLA_ID, DANI_ID, THREAD, THREAD_COUNT, threadPost, withThread } from '../test-data';

const WAIT = { timeout: 5000 };
const C = CONVERSATION_COPY.comments;

type User = ReturnType<typeof userEvent.setup>;

async function card() {
  const feed = await screen.findByRole('feed', {}, WAIT);
  return within(feed).getByRole('article', { name: FEED_COPY.card.label('Bia Lima') });
}

/** Opens the comments with the card's count; resolves with the region once its code is there. */
async function openComments(user: User, article: HTMLElement, count = THREAD_COUNT) {
  await user.click(within(article).getByRole('button', { name: C.count(count) }));
  return within(article).findByRole('region', { name: C.region }, WAIT);
}

const commentBy = (region: HTMLElement, name: string) =>
  within(region).getByRole('article', { name: C.commentBy(name) });

/** The server's answer to POST /comments: the comment as Ana wrote it. */
function created(api: FakeApi, id: string): Comment {
  const body = api.callsTo('POST /api/posts/p-1/comments').at(-1)!.body as {
    content: string;
    parentId?: string;
  };
  return anasComment({
    id,
    parentId: body.parentId ?? null,
    content: body.content,
    createdAt: new Date().toISOString(),
    mentions: body.content.includes(DANI_ID) ? [{ id: DANI_ID, name: 'Dani Rocha', slug: 'dani-rocha' }] : [],
  });
}

// The first test also waits for the page's code chunk and the comments' own.
describe('comments on a post of /feed', { timeout: 15_000 }, () => {
  it("opens with the count, shows the inline comments, and pages on with 'Ver mais comentários'", async () => {
    const user = userEvent.setup();
    const api = withThread(feedApi({ posts: [threadPost()] }));
    renderRoute('/feed', { api });
    const article = await card();
    const count = within(article).getByRole('button', { name: C.count(THREAD_COUNT) });
    expect(count).toHaveAttribute('aria-expanded', 'false');

    const region = await openComments(user, article);
    expect(count).toHaveAttribute('aria-expanded', 'true');
    expect(count).toHaveAttribute('aria-controls', region.id);
    const carla = commentBy(region, 'Carla Dias');
    expect(within(carla).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute('href', '/m/carla-dias');
    expect(within(carla).getByText('Tech lead')).toBeVisible();
    expect(within(carla).getByText('há 5 minutos')).toBeVisible();
    expect(within(carla).getByText('Adorei a novidade!')).toBeVisible();
    expect(commentBy(region, 'Ana Souza')).toBeVisible();
    // The inline comments came with the post: nothing asked yet.
    expect(api.callsTo('GET /api/posts/p-1/comments')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: C.more }));
    expect(await within(region).findByRole('article', { name: C.commentBy('Dani Rocha') })).toBeVisible();
    // The first page repeats the inline ones: each shows once.
    expect(within(region).getAllByRole('article', { name: C.commentBy('Carla Dias') })).toHaveLength(1);
    await user.click(within(region).getByRole('button', { name: C.more }));
    expect(await within(region).findByText('Primeira a comentar')).toBeVisible();
    expect(api.callsTo('GET /api/posts/p-1/comments').map((call) => call.query)).toEqual([
      {},
      { cursor: 'k2' },
    ]);
    expect(within(region).queryByRole('button', { name: C.more })).not.toBeInTheDocument();

    await user.click(count);
    expect(within(article).queryByRole('region', { name: C.region })).not.toBeInTheDocument();
  });

  it('publishes with Ctrl+Enter: the comment joins the top, the count rises, focus moves to it', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post()] });
    api.on('POST /api/posts/p-1/comments', () => ({ status: 201, body: created(api, 'c-new') }));
    renderRoute('/feed', { api });
    const article = await card();
    expect(within(article).queryByRole('button', { name: /comentário/ })).not.toBeInTheDocument();

    await user.click(within(article).getByRole('button', { name: C.comment }));
    const field = await within(article).findByRole('combobox', { name: C.label }, WAIT);
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(article).getByText(C.empty)).toBeVisible();

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(article).findByText(CONVERSATION_COPY.errors.contentRequired)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/posts/p-1/comments')).toHaveLength(0);

    await user.type(field, 'Parabéns pela conquista!');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(C.counterHint(24)));
    await user.keyboard('{Control>}{Enter}{/Control}');

    const mine = await within(article).findByRole('article', { name: C.commentBy('Ana Souza') });
    expect(within(mine).getByText('Parabéns pela conquista!')).toBeVisible();
    expect(api.callsTo('POST /api/posts/p-1/comments')[0]!.body).toEqual({
      content: 'Parabéns pela conquista!',
    });
    expect(within(article).getByRole('button', { name: C.count(1) })).toBeVisible();
    expect(field).toHaveValue('');
    await waitFor(() => expect(mine).toHaveFocus());
  });

  it("shows the server's reason under the field and keeps her text", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post()] }).on('POST /api/posts/p-1/comments', () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { content: CONVERSATION_COPY.errors.contentTooLong },
      }),
    );
    renderRoute('/feed', { api });
    const article = await card();
    await user.click(within(article).getByRole('button', { name: C.comment }));
    const field = await within(article).findByRole('combobox', { name: C.label }, WAIT);
    await user.type(field, 'Texto');
    await user.click(within(article).getByRole('button', { name: C.send }));
    expect(await within(article).findByText(CONVERSATION_COPY.errors.contentTooLong)).toBeVisible();
    expect(field).toHaveValue('Texto');
    expect(field).toHaveFocus();
  });

  it("keeps replies behind 'Ver N respostas', oldest first; a reply to a reply answers the comment", async () => {
    const user = userEvent.setup();
    const api = withThread(feedApi({ posts: [threadPost()] }));
    api.on('POST /api/posts/p-1/comments', () => ({ status: 201, body: created(api, 'r-new') }));
    renderRoute('/feed', { api });
    const article = await card();
    const region = await openComments(user, article);
    expect(within(region).queryByText('Concordo!')).not.toBeInTheDocument();

    const show = within(region).getByRole('button', { name: C.showReplies(3) });
    await user.click(show);
    const replies = await within(region).findByRole('list', { name: C.repliesTo('Carla Dias') });
    expect(
      within(replies)
        .getAllByRole('article')
        .map((reply) => reply.getAttribute('aria-label')),
    ).toEqual([C.replyBy('Dani Rocha'), C.replyBy('Bia Lima')]);
    expect(show).toHaveAccessibleName(C.hideReplies);
    await user.click(within(region).getByRole('button', { name: C.moreReplies }));
    expect(await within(replies).findByText('Demais')).toBeVisible();
    expect(within(region).queryByRole('button', { name: C.moreReplies })).not.toBeInTheDocument();

    // 'Responder' on Dani's reply: one form, under the comment, answering it and naming her.
    const dani = within(replies).getByRole('article', { name: C.replyBy('Dani Rocha') });
    await user.click(within(dani).getByRole('button', { name: C.reply }));
    const field = await within(region).findByRole('combobox', { name: C.replyLabel('Dani Rocha') });
    expect(field).toHaveValue('@Dani Rocha ');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'obrigada!');
    await user.click(within(region).getByRole('button', { name: C.sendReply }));

    await waitFor(() =>
      expect(within(replies).getAllByRole('article', { name: C.replyBy('Ana Souza') })).toHaveLength(2),
    );
    const mine = within(replies).getAllByRole('article', { name: C.replyBy('Ana Souza') })[1]!;
    expect(api.callsTo('POST /api/posts/p-1/comments')[0]!.body).toEqual({
      content: `@[${DANI_ID}] obrigada!`,
      parentId: 'c-3',
    });
    expect(within(mine).getByRole('link', { name: '@Dani Rocha' })).toHaveAttribute('href', '/m/dani-rocha');
    expect(
      within(region).queryByRole('combobox', { name: C.replyLabel('Dani Rocha') }),
    ).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: C.count(THREAD_COUNT + 1) })).toBeVisible();
    await waitFor(() => expect(mine).toHaveFocus());
    // Replies are one level deep: nothing nests under a reply.
    expect(within(mine).queryByRole('list')).not.toBeInTheDocument();
  });

  it("edits her comment in place, mentions kept, and marks it 'Editado'", async () => {
    const user = userEvent.setup();
    const api = withThread(feedApi({ posts: [threadPost()] })).on('PATCH /api/comments/c-2', (call) =>
      ok({
        ...THREAD.c2,
        content: (call.body as { content: string }).content,
        editedAt: new Date().toISOString(),
      }),
    );
    renderRoute('/feed', { api });
    const region = await openComments(user, await card());
    const hers = commentBy(region, 'Ana Souza');
    expect(within(hers).queryByText(C.edited)).not.toBeInTheDocument();
    // Someone else's comment offers her 'Bloquear' and 'Denunciar' (issue 19), no edit.
    const theirs = commentBy(region, 'Carla Dias');
    await user.click(within(theirs).getByRole('button', { name: C.menu }));
    expect(await within(theirs).findByRole('button', { name: MSG.common.report })).toBeVisible();
    expect(
      within(theirs).getByRole('button', { name: SAFETY_COPY.member.block('Carla Dias') }),
    ).toBeVisible();
    expect(within(theirs).queryByRole('button', { name: C.edit })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(hers).getByRole('button', { name: C.menu }));
    await user.click(within(hers).getByRole('button', { name: C.edit }));
    const field = within(hers).getByRole('combobox', { name: C.edit });
    expect(field).toHaveValue('Valeu @Carla Dias!');
    await user.clear(field);
    await user.type(field, 'Valeu @Carla Dias, até logo!');
    await user.click(within(hers).getByRole('button', { name: C.save }));

    await waitFor(() => expect(within(hers).getByText(C.edited)).toBeVisible());
    expect(api.callsTo('PATCH /api/comments/c-2')[0]!.body).toEqual({
      content: `Valeu @[${CARLA_ID}], até logo!`,
    });
    expect(within(hers).getByRole('link', { name: '@Carla Dias' })).toHaveAttribute('href', '/m/carla-dias');
    expect(within(hers).queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(hers).toHaveFocus());
  });

  it('deletes her comment after confirmation; the count drops by it and its replies', async () => {
    const user = userEvent.setup();
    const api = withThread(feedApi({ posts: [threadPost()] })).on('DELETE /api/comments/c-2', () => ({
      status: 204,
    }));
    renderRoute('/feed', { api });
    const article = await card();
    const region = await openComments(user, article);
    const hers = commentBy(region, 'Ana Souza');
    await user.click(within(hers).getByRole('button', { name: C.menu }));
    await user.click(within(hers).getByRole('button', { name: C.remove }));

    const dialog = await screen.findByRole('dialog', { name: C.removeTitle });
    expect(within(dialog).getByText(C.removeConfirm)).toBeVisible();
    expect(api.callsTo('DELETE /api/comments/c-2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: C.confirmRemove }));

    await waitFor(() =>
      expect(
        within(region).queryByRole('article', { name: C.commentBy('Ana Souza') }),
      ).not.toBeInTheDocument(),
    );
    expect(within(article).getByRole('button', { name: C.count(THREAD_COUNT - 2) })).toBeVisible();
    expect(await screen.findByText(C.removed)).toBeVisible();
    expect(api.callsTo('DELETE /api/comments/c-2')).toHaveLength(1);
  });

  it('is free of serious accessibility problems with comments, replies and a reply form open', async () => {
    const user = userEvent.setup();
    const api = withThread(feedApi({ posts: [threadPost(), anasPost({ id: 'p-2' })] }));
    renderRoute('/feed', { api });
    const article = await card();
    const region = await openComments(user, article);
    await user.click(within(region).getByRole('button', { name: C.showReplies(3) }));
    await within(region).findByText('Concordo!');
    await user.click(within(commentBy(region, 'Carla Dias')).getByRole('button', { name: C.reply }));
    await within(region).findByRole('combobox', { name: C.replyLabel('Carla Dias') });

    await expectNoSeriousA11yProblems();
  });
});
