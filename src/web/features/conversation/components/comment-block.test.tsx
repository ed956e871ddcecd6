import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import type { Comment } from '@domain/schemas/conversation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedApi } from '@web/features/posts/test-data';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { CARLA_ID, THREAD, THREAD_COUNT, threadPost } from '../test-data';

// 'Bloquear' from a comment's options (issue 19): the same confirmation as on her profile; once
// she blocks the comment's author, the author's comments leave the post.

const WAIT = { timeout: 5000 };
const C = CONVERSATION_COPY.comments;
const S = SAFETY_COPY.member;
const BLOCK = `PUT /api/members/${CARLA_ID}/block`;

/** The feed with THREAD's post; once Carla is blocked the server leaves her comments out. */
function api() {
  let blocked = false;
  const visible = (comments: Comment[]) =>
    blocked ? comments.filter((comment) => comment.author.id !== CARLA_ID) : comments;
  return feedApi()
    .on('GET /api/posts', () =>
      ok({ items: [threadPost({ comments: visible([THREAD.c3, THREAD.c2]) })], nextCursor: null }),
    )
    .on('GET /api/posts/p-1/comments', () =>
      ok({ items: visible([THREAD.c3, THREAD.c2, THREAD.c1, THREAD.c0]), nextCursor: null }),
    )
    .on(BLOCK, () => {
      blocked = true;
      return { status: 204 };
    });
}

async function openThread(fake = api()) {
  renderRoute('/feed', { api: fake });
  const user = userEvent.setup();
  const feed = await screen.findByRole('feed', {}, WAIT);
  const article = within(feed).getByRole('article', { name: FEED_COPY.card.label('Bia Lima') });
  await user.click(within(article).getByRole('button', { name: C.count(THREAD_COUNT) }));
  const region = await within(article).findByRole('region', { name: C.region }, WAIT);
  return { user, region, fake };
}

const commentBy = (region: HTMLElement, name: string) =>
  within(region).queryByRole('article', { name: C.commentBy(name) });

afterEach(() => toast.dismiss());

describe("a comment's 'Bloquear'", { timeout: 20_000 }, () => {
  it("blocks the comment's author after the confirmation, and her comments leave the post", async () => {
    const { user, region, fake } = await openThread();
    const carlas = commentBy(region, 'Carla Dias')!;
    await user.click(within(carlas).getByRole('button', { name: C.menu }));
    await user.click(await within(carlas).findByRole('button', { name: S.block('Carla Dias') }, WAIT));

    const dialog = await screen.findByRole('dialog', { name: S.blockTitle('Carla Dias') }, WAIT);
    expect(within(dialog).getByText(S.blockDescription('Carla Dias'))).toBeVisible();
    expect(fake.callsTo(BLOCK)).toHaveLength(0);
    await expectNoSeriousA11yProblems();

    await user.click(within(dialog).getByRole('button', { name: S.blockConfirm }));
    expect(await screen.findByText(S.blocked('Carla Dias'), {}, WAIT)).toBeVisible();
    expect(fake.callsTo(BLOCK)).toHaveLength(1);
    await waitFor(
      () => expect(screen.queryAllByRole('article', { name: C.commentBy('Carla Dias') })).toEqual([]),
      WAIT,
    );
    expect(screen.getAllByRole('article', { name: C.commentBy('Ana Souza') }).length).toBeGreaterThan(0);
  });

  it('cancelling blocks nobody and gives focus back to the options button', async () => {
    const { user, region, fake } = await openThread();
    const carlas = commentBy(region, 'Carla Dias')!;
    const toggle = within(carlas).getByRole('button', { name: C.menu });
    await user.click(toggle);
    await user.click(await within(carlas).findByRole('button', { name: S.block('Carla Dias') }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    await waitFor(() => expect(document.activeElement).toBe(toggle), WAIT);
    expect(fake.callsTo(BLOCK)).toHaveLength(0);
    expect(commentBy(region, 'Carla Dias')).toBeVisible();
  });

  it('is not offered on her own comment', async () => {
    const { user, region } = await openThread();
    const hers = commentBy(region, 'Ana Souza')!;
    await user.click(within(hers).getByRole('button', { name: C.menu }));
    await within(hers).findByRole('button', { name: C.edit }, WAIT);
    expect(within(hers).queryByRole('button', { name: /^Bloquear/ })).not.toBeInTheDocument();
  });
});
