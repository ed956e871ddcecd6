import { FEED_COPY } from '@domain/copy/feed';
import { MSG } from '@domain/messages';
import type { Post } from '@domain/schemas/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { anasPost, currentForm, feedApi, formsSentTo, post } from '../test-data';

const WAIT = { timeout: 5000 };
const K = FEED_COPY.card;
const PATCH = 'PATCH /api/posts/p-ana';
const DELETE = 'DELETE /api/posts/p-ana';

type User = ReturnType<typeof userEvent.setup>;

/** The server's answer to PATCH: her post with the new text and image, edited now. */
function editedFrom(api: FakeApi, original: Post) {
  const form = currentForm(api);
  const image = form.get('image');
  return ok({
    ...original,
    content: String(form.get('content')),
    imageUrl: image ? '/uploads/nova.webp' : form.get('removeImage') === 'true' ? null : original.imageUrl,
    editedAt: new Date().toISOString(),
  });
}

async function hersArticle() {
  const feed = await screen.findByRole('feed', {}, WAIT);
  return within(feed).getByRole('article', { name: K.label('Ana Souza') });
}

async function openMenu(user: User, article: HTMLElement) {
  await user.click(within(article).getByRole('button', { name: K.menu }));
  // The menu's items load the first time it opens.
  await within(article).findByRole('button', { name: K.edit });
}

async function startEditing(user: User, article: HTMLElement) {
  await openMenu(user, article);
  await user.click(within(article).getByRole('button', { name: K.edit }));
  // The edit form loads on demand.
  return within(article).findByRole('combobox', { name: K.editLabel });
}

// The first test also waits for the page's code chunk.
describe('editing and deleting her posts on /feed', { timeout: 15_000 }, () => {
  it("edits the text inline and shows 'Editado …' at once", async () => {
    const user = userEvent.setup();
    const original = anasPost({ content: 'Texto antigo' });
    const api = feedApi({ posts: [original] });
    api.on(PATCH, () => editedFrom(api, original));
    renderRoute('/feed', { api });
    const article = await hersArticle();
    const textbox = await startEditing(user, article);
    expect(textbox).toHaveValue('Texto antigo');
    expect(textbox).toHaveFocus();

    await user.clear(textbox);
    await user.type(textbox, 'Texto novo');
    await user.click(within(article).getByRole('button', { name: MSG.common.save }));

    expect(await within(article).findByText('Texto novo')).toBeVisible();
    expect(within(article).getByText(MSG.posts.edited(FEED_COPY.time.justNow))).toBeVisible();
    expect(within(article).queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(article).toHaveFocus());
    const [form] = formsSentTo(api, PATCH);
    expect(form!.get('content')).toBe('Texto novo');
    expect(form!.has('image')).toBe(false);
    expect(form!.has('removeImage')).toBe(false);
  });

  it('removes the image of her post', async () => {
    const user = userEvent.setup();
    const original = anasPost({ imageUrl: '/uploads/antiga.webp' });
    const api = feedApi({ posts: [original] });
    api.on(PATCH, () => editedFrom(api, original));
    renderRoute('/feed', { api });
    const article = await hersArticle();
    await startEditing(user, article);
    expect(within(article).getByRole('img', { name: FEED_COPY.image.currentAlt })).toHaveAttribute(
      'src',
      '/uploads/antiga.webp',
    );
    await user.click(within(article).getByRole('button', { name: FEED_COPY.image.remove }));
    expect(within(article).getByText(FEED_COPY.image.removedNote)).toBeVisible();
    await user.click(within(article).getByRole('button', { name: MSG.common.save }));

    await waitFor(() => expect(within(article).queryByRole('combobox')).not.toBeInTheDocument());
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
    expect(formsSentTo(api, PATCH)[0]!.get('removeImage')).toBe('true');
  });

  it("cancels an edit without saving and gives focus back to the post's options", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [anasPost({ content: 'Fica assim' })] });
    renderRoute('/feed', { api });
    const article = await hersArticle();
    const textbox = await startEditing(user, article);
    await user.type(textbox, ' e mais');
    await user.click(within(article).getByRole('button', { name: MSG.common.cancel }));
    expect(within(article).getByText('Fica assim')).toBeVisible();
    await waitFor(() => expect(within(article).getByRole('button', { name: K.menu })).toHaveFocus());
    expect(api.callsTo(PATCH)).toHaveLength(0);
  });

  it("says 'Erro ao salvar edição.' when saving fails and 'Erro ao editar postagem.' when refused", async () => {
    const user = userEvent.setup();
    let status = 500;
    const api = feedApi({ posts: [anasPost()] }).on(PATCH, () =>
      status === 500
        ? apiError(500, 'internal', MSG.common.internal)
        : apiError(404, 'not_found', MSG.common.apiNotFound),
    );
    renderRoute('/feed', { api });
    const article = await hersArticle();
    await startEditing(user, article);
    await user.click(within(article).getByRole('button', { name: MSG.common.save }));
    expect(await within(article).findByText(MSG.posts.saveEditError)).toBeVisible();

    status = 404;
    await user.click(within(article).getByRole('button', { name: MSG.common.save }));
    expect(await within(article).findByText(MSG.posts.editError)).toBeVisible();
    expect(within(article).queryByText(MSG.posts.saveEditError)).not.toBeInTheDocument();
  });

  it('deletes her post after confirmation and moves focus to the next post', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [anasPost(), post({ id: 'p-next', content: 'A seguinte' })] }).on(
      DELETE,
      () => ({
        status: 204,
      }),
    );
    renderRoute('/feed', { api });
    const article = await hersArticle();
    await openMenu(user, article);
    await user.click(within(article).getByRole('button', { name: K.delete }));

    const dialog = await screen.findByRole('dialog', { name: K.confirmDeleteTitle });
    expect(within(dialog).getByText(K.confirmDeleteText)).toBeVisible();
    // Nothing is deleted before she confirms.
    expect(api.callsTo(DELETE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: K.confirmDelete }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: K.label('Ana Souza') })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
    const next = screen.getByRole('article', { name: K.label('Bia Lima') });
    await waitFor(() => expect(next).toHaveFocus());
    expect(await screen.findByText(K.deleted)).toBeVisible();
  });

  it("keeps the post when she cancels, and says 'Erro ao excluir postagem. Tente novamente.' on failure", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [anasPost()] }).on(DELETE, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/feed', { api });
    const article = await hersArticle();
    await openMenu(user, article);
    const deleteButton = within(article).getByRole('button', { name: K.delete });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: K.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: K.confirmDeleteTitle });
    await user.click(within(dialog).getByRole('button', { name: K.confirmDelete }));
    expect(await within(dialog).findByText(MSG.posts.deleteError)).toBeVisible();
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('article', { name: K.label('Ana Souza'), hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    expect(screen.getByRole('article', { name: K.label('Ana Souza') })).toBeInTheDocument();
  });

  it('closes the options with Escape, returning focus to their button', async () => {
    const user = userEvent.setup();
    renderRoute('/feed', { api: feedApi({ posts: [anasPost()] }) });
    const article = await hersArticle();
    const toggle = within(article).getByRole('button', { name: K.menu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(article).getByRole('button', { name: K.edit })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(article).queryByRole('button', { name: K.edit })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
