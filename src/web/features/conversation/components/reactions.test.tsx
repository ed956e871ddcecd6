import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedApi, post } from '@web/features/posts/test-data';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { CARLA, DANI, member, reactor, summary } from '../test-data';

const WAIT = { timeout: 5000 };
const R = CONVERSATION_COPY.reactions;
const PUT = 'PUT /api/posts/p-1/reaction';
const DELETE = 'DELETE /api/posts/p-1/reaction';

async function card() {
  const feed = await screen.findByRole('feed', {}, WAIT);
  return within(feed).getByRole('article', { name: FEED_COPY.card.label('Bia Lima') });
}

// The first test also waits for the page's code chunk.
describe('reacting to a post on /feed', { timeout: 15_000 }, () => {
  it("shows 'Curtir' pressed and the count at once, before the server answers", async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    const api = feedApi({ posts: [post({ reactions: summary({ support: 2 }) })] }).on(
      PUT,
      () => answer.promise,
    );
    renderRoute('/feed', { api });
    const article = await card();
    const like = within(article).getByRole('button', { name: R.react });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(article).getByRole('button', { name: /2 reações/ })).toBeVisible();

    await user.click(like);
    expect(within(article).getByRole('button', { name: R.react, pressed: true })).toBeVisible();
    expect(within(article).getByRole('button', { name: /3 reações/ })).toBeVisible();
    expect(api.callsTo(PUT)[0]!.body).toEqual({ kind: 'like' });

    answer.resolve(ok(summary({ support: 2, like: 1 }, 'like')));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: /3 reações: 2 Apoiar, 1 Curtir/ })).toBeVisible(),
    );
    expect(within(article).getByRole('button', { name: R.react, pressed: true })).toBeVisible();
  });

  it('rolls back her reaction and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    const api = feedApi({ posts: [post({ reactions: summary({ like: 4 }) })] }).on(PUT, () => answer.promise);
    renderRoute('/feed', { api });
    const article = await card();

    await user.click(within(article).getByRole('button', { name: R.react }));
    expect(within(article).getByRole('button', { name: /5 reações/ })).toBeVisible();
    answer.resolve(apiError(500, 'internal', MSG.common.internal));

    expect(await screen.findByText(R.error)).toBeVisible();
    expect(within(article).getByRole('button', { name: R.react, pressed: false })).toBeVisible();
    expect(within(article).getByRole('button', { name: /4 reações/ })).toBeVisible();
  });

  it('sends one request for a double click, and takes her reaction back with a second press', async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    const api = feedApi({ posts: [post()] })
      .on(PUT, () => answer.promise)
      .on(DELETE, () => ok(summary()));
    renderRoute('/feed', { api });
    const article = await card();
    const like = within(article).getByRole('button', { name: R.react });

    await user.dblClick(like);
    expect(api.callsTo(PUT)).toHaveLength(1);
    expect(api.callsTo(DELETE)).toHaveLength(0);
    answer.resolve(ok(summary({ like: 1 }, 'like')));
    await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));

    await user.click(like);
    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(article).queryByRole('button', { name: /\d reaç/ })).not.toBeInTheDocument();
  });

  it('chooses another kind from the group, by keyboard, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post({ reactions: summary({ like: 3 }, 'like') })] }).on(PUT, (call) =>
      ok(
        summary(
          { like: 2, [(call.body as { kind: 'support' }).kind]: 1 },
          (call.body as { kind: 'support' }).kind,
        ),
      ),
    );
    renderRoute('/feed', { api });
    const article = await card();
    expect(within(article).getByRole('button', { name: R.labels.like, pressed: true })).toBeVisible();

    const toggle = within(article).getByRole('button', { name: R.choose });
    await user.click(toggle);
    const group = await within(article).findByRole('group', { name: R.choices });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const options = within(group).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(Object.values(R.labels));
    // Her current reaction is pressed, and focused.
    await waitFor(() => expect(within(group).getByRole('button', { name: R.labels.like })).toHaveFocus());
    expect(within(group).getByRole('button', { name: R.labels.like })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('button', { name: R.labels.support })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(article).queryByRole('group')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(api.callsTo(PUT)).toHaveLength(0);

    await user.click(toggle);
    await user.click(await within(article).findByRole('button', { name: R.labels.support }));
    expect(within(article).getByRole('button', { name: R.labels.support, pressed: true })).toBeVisible();
    expect(api.callsTo(PUT)[0]!.body).toEqual({ kind: 'support' });
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: /3 reações: 2 Curtir, 1 Apoiar/ })).toBeVisible(),
    );
  });

  it("lists who reacted in 'Quem reagiu', by kind, a page at a time", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post({ reactions: summary({ like: 2, support: 1 }) })] }).on(
      'GET /api/posts/p-1/reactions',
      (call) => {
        if (call.query.kind === 'support') return ok({ items: [reactor(DANI, 'support')], nextCursor: null });
        if (call.query.cursor === 'k2') return ok({ items: [reactor(member(), 'like')], nextCursor: null });
        return ok({ items: [reactor(CARLA, 'like'), reactor(DANI, 'support')], nextCursor: 'k2' });
      },
    );
    renderRoute('/feed', { api });
    const article = await card();
    await user.click(within(article).getByRole('button', { name: /3 reações/ }));

    const dialog = await screen.findByRole('dialog', { name: R.whoReacted }, WAIT);
    const all = within(dialog).getByRole('tab', { name: R.allTab(3) });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('link', { name: 'Carla Dias' })).toHaveAttribute(
      'href',
      '/m/carla-dias',
    );
    expect(within(dialog).getByRole('link', { name: 'Dani Rocha' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: R.more }));
    expect(await within(dialog).findByRole('link', { name: 'Bia Lima' })).toBeVisible();
    expect(api.callsTo('GET /api/posts/p-1/reactions')[1]!.query).toEqual({ cursor: 'k2' });

    await user.click(within(dialog).getByRole('tab', { name: `${R.labels.support} · 1` }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('link', { name: 'Carla Dias' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('link', { name: 'Dani Rocha' })).toBeVisible();
    expect(api.callsTo('GET /api/posts/p-1/reactions').at(-1)!.query).toEqual({ kind: 'support' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(article).getByRole('button', { name: /3 reações/ })).toHaveFocus();
  });

  it('offers no reaction button to someone who may not react', async () => {
    renderRoute('/feed', {
      api: feedApi({
        posts: [
          post({
            reactions: summary({ like: 1 }),
            viewer: { canRead: true, canEdit: false, canDelete: false, canReact: false, canComment: false },
          }),
        ],
      }),
    });
    const article = await card();
    expect(within(article).queryByRole('button', { name: R.react })).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: /1 reação/ })).toBeVisible();
  });
});
