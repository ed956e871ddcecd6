import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anasPost, feedApi, formsSentTo, post } from '@web/features/posts/test-data';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { anasComment, CARLA, CARLA_ID, DANI, DANI_ID, member } from '../test-data';

const WAIT = { timeout: 5000 };
const C = CONVERSATION_COPY.comments;
const M = CONVERSATION_COPY.mentions;
const SUGGESTIONS = 'GET /api/mentions/suggestions';

/** The members whose name starts like `q` (the server's search, accent-insensitive). */
const PEOPLE = [
  CARLA,
  member({ id: '4f8ecd96-a152-4a5e-9e9d-ad7d4c2f5e05', name: 'Carolina Alves', slug: null }),
  DANI,
];
const suggest = (call: { query: Record<string, string> }) =>
  ok(PEOPLE.filter((p) => p.name.toLowerCase().startsWith((call.query.q ?? '').toLowerCase())));

async function card(name = 'Bia Lima') {
  const feed = await screen.findByRole('feed', {}, WAIT);
  return within(feed).getByRole('article', { name: FEED_COPY.card.label(name) });
}

// The first test also waits for the page's code chunk and the comments' own.
describe('mentions', { timeout: 15_000 }, () => {
  it("suggests members after '@', picks one with the keyboard, and sends her token", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post()] }).on(SUGGESTIONS, suggest);
    api.on('POST /api/posts/p-1/comments', () => ({
      status: 201,
      body: anasComment({
        content: (api.callsTo('POST /api/posts/p-1/comments')[0]!.body as { content: string }).content,
        mentions: [{ id: CARLA_ID, name: CARLA.name, slug: CARLA.slug }],
      }),
    }));
    renderRoute('/feed', { api });
    const article = await card();
    await user.click(within(article).getByRole('button', { name: C.comment }));
    const field = await within(article).findByRole('combobox', { name: C.label }, WAIT);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(M.hint));

    await user.type(field, 'Oi @car');
    const list = await within(article).findByRole('listbox', { name: M.suggestions }, WAIT);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(api.callsTo(SUGGESTIONS).at(-1)!.query).toEqual({ q: 'car' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName(/^Carla Dias/);
    expect(options[0]).toHaveTextContent('Tech lead');
    expect(options[1]).toHaveAccessibleName(/^Carolina Alves/);
    // The first is active; the arrows move, and focus never leaves the field.
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Oi @Carla Dias ');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'tudo bem?');
    await user.keyboard('{Control>}{Enter}{/Control}');

    const mine = await within(article).findByRole('article', { name: C.commentBy('Ana Souza') });
    expect(api.callsTo('POST /api/posts/p-1/comments')[0]!.body).toEqual({
      content: `Oi @[${CARLA_ID}] tudo bem?`,
    });
    expect(within(mine).getByRole('link', { name: '@Carla Dias' })).toHaveAttribute('href', '/m/carla-dias');
  });

  it('closes the suggestions with Escape, keeping her text, and says when nobody is found', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post()] }).on(SUGGESTIONS, suggest);
    renderRoute('/feed', { api });
    const article = await card();
    await user.click(within(article).getByRole('button', { name: C.comment }));
    const field = await within(article).findByRole('combobox', { name: C.label }, WAIT);

    await user.type(field, '@da');
    await within(article).findByRole('option', { name: /Dani Rocha/ }, WAIT);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(within(article).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('@da');
    // Escape closed the list only: the comments are still open.
    expect(within(article).getByRole('region', { name: C.region })).toBeVisible();

    await user.type(field, ' e @zz');
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'), WAIT);
    const popup = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(popup).toHaveTextContent(M.none);
  });

  it('suggests in the post composer too, and publishes the token', async () => {
    const user = userEvent.setup();
    const api = feedApi()
      .on(SUGGESTIONS, suggest)
      .on('POST /api/posts', () =>
        ok(
          anasPost({
            id: 'p-new',
            content: `Bem-vinda @[${DANI_ID}]`,
            mentions: [{ id: DANI_ID, name: DANI.name, slug: DANI.slug }],
          }),
        ),
      );
    renderRoute('/feed', { api });
    await user.click(await screen.findByRole('button', { name: FEED_COPY.composer.open }, WAIT));
    const field = await screen.findByRole('combobox', { name: FEED_COPY.composer.contentLabel }, WAIT);
    await user.type(field, 'Bem-vinda @Da');
    await user.click(await screen.findByRole('option', { name: /Dani Rocha/ }, WAIT));
    expect(field).toHaveValue('Bem-vinda @Dani Rocha ');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: MSG.common.publish }));

    const published = await card('Ana Souza');
    expect(formsSentTo(api, 'POST /api/posts')[0]!.get('content')).toBe(`Bem-vinda @[${DANI_ID}]`);
    expect(within(published).getByRole('link', { name: '@Dani Rocha' })).toHaveAttribute(
      'href',
      '/m/dani-rocha',
    );
  });

  it('shows the mentions of a post as links to her profile under her current name', async () => {
    renderRoute('/feed', {
      api: feedApi({
        posts: [
          post({
            content: `Parabéns @[${CARLA_ID}] e @[${DANI_ID}]! Obrigada @[9a9a9a9a-0000-4000-8000-000000000000].`,
            mentions: [
              { id: CARLA_ID, name: 'Carla Dias Moreira', slug: 'carla-dias' },
              { id: DANI_ID, name: DANI.name, slug: null },
            ],
          }),
        ],
      }),
    });
    const article = await card();
    expect(within(article).getByRole('link', { name: '@Carla Dias Moreira' })).toHaveAttribute(
      'href',
      '/m/carla-dias',
    );
    // Without a profile address she is named, not linked; someone gone reads '@participante'.
    expect(within(article).queryByRole('link', { name: '@Dani Rocha' })).not.toBeInTheDocument();
    expect(article).toHaveTextContent('Parabéns @Carla Dias Moreira e @Dani Rocha! Obrigada @participante.');
  });

  it('edits a post with its mentions as names, and saves them as tokens', async () => {
    const user = userEvent.setup();
    const api = feedApi({
      posts: [
        anasPost({
          content: `Obrigada @[${CARLA_ID}]`,
          mentions: [{ id: CARLA_ID, name: CARLA.name, slug: CARLA.slug }],
        }),
      ],
    }).on('PATCH /api/posts/p-ana', () =>
      ok(anasPost({ content: `Obrigada @[${CARLA_ID}]!!`, editedAt: new Date().toISOString() })),
    );
    renderRoute('/feed', { api });
    const article = await card('Ana Souza');
    await user.click(within(article).getByRole('button', { name: FEED_COPY.card.menu }));
    await user.click(await within(article).findByRole('button', { name: FEED_COPY.card.edit }));
    const field = await within(article).findByRole('combobox', { name: FEED_COPY.card.editLabel });
    expect(field).toHaveValue('Obrigada @Carla Dias');
    await user.type(field, '!!');
    await user.click(within(article).getByRole('button', { name: MSG.common.save }));
    await waitFor(() => expect(formsSentTo(api, 'PATCH /api/posts/p-ana')).toHaveLength(1));
    expect(formsSentTo(api, 'PATCH /api/posts/p-ana')[0]!.get('content')).toBe(`Obrigada @[${CARLA_ID}]!!`);
  });
});
