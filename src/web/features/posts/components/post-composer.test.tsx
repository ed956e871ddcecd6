import { FEED_COPY } from '@domain/copy/feed';
import { NEW_ACCOUNT_ERRORS } from '@domain/copy/new-account';
import { POST_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { Post } from '@domain/schemas/posts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANA_AUTHORS, anasPost, currentForm, feedApi, formsSentTo, post } from '../test-data';

const WAIT = { timeout: 5000 };
const C = FEED_COPY.composer;
const CREATE = 'POST /api/posts';

/** The server's answer to POST /api/posts: the new post, built from what was sent. */
function createdFrom(api: FakeApi, overrides: Partial<Post> = {}) {
  const form = currentForm(api);
  return ok(
    anasPost({
      id: 'p-new',
      content: String(form.get('content')),
      createdAt: new Date().toISOString(),
      ...overrides,
    }),
  );
}

async function openComposer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: C.open }, WAIT));
  return screen.findByRole('combobox', { name: C.contentLabel });
}

function imageFile(name = 'foto.png', type = 'image/png') {
  return new File(['pixels'], name, { type });
}

// jsdom has no object URLs; the preview uses one.
const urlApi = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
beforeEach(() => {
  urlApi.createObjectURL = vi.fn(() => 'blob:preview');
  urlApi.revokeObjectURL = vi.fn();
});

afterEach(() => {
  delete urlApi.createObjectURL;
  delete urlApi.revokeObjectURL;
});

// The first test also waits for the page's code chunk.
describe('the composer of /feed', { timeout: 15_000 }, () => {
  it("opens from 'Compartilhe algo…' with her profile as author, and 'Cancelar' closes it", async () => {
    const user = userEvent.setup();
    renderRoute('/feed', { api: feedApi() });
    const composer = await screen.findByRole('region', { name: C.region }, WAIT);
    const open = within(composer).getByRole('button', { name: C.open });
    const textbox = await openComposer(user);
    expect(textbox).toHaveFocus();
    const select = await within(composer).findByRole('combobox', { name: C.authorLabel });
    expect(select).toHaveDisplayValue('Ana Souza');
    expect(within(select).getByRole('group', { name: C.authorGroups.community })).toBeInTheDocument();
    expect(within(select).getByRole('group', { name: C.authorGroups.company })).toBeInTheDocument();

    await user.click(within(composer).getByRole('button', { name: MSG.common.cancel }));
    expect(within(composer).queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(within(composer).getByRole('button', { name: C.open })).toHaveFocus());
    expect(open).not.toBeInTheDocument();
  });

  it('counts characters live and stops her at 1000', async () => {
    const user = userEvent.setup();
    renderRoute('/feed', { api: feedApi() });
    const textbox = await openComposer(user);
    expect(screen.getByText(C.counter(0))).toBeVisible();
    expect(textbox).toHaveAttribute('maxLength', String(POST_MAX_LENGTH));

    await user.type(textbox, 'Olá');
    expect(screen.getByText('3/1.000')).toBeVisible();
    expect(textbox).toHaveAccessibleDescription(expect.stringContaining(C.counterHint(3)));

    await user.click(textbox);
    await user.paste('a'.repeat(POST_MAX_LENGTH + 50));
    expect(textbox).toHaveValue(`Olá${'a'.repeat(POST_MAX_LENGTH - 3)}`);
    expect(screen.getByText('1.000/1.000')).toBeVisible();
    expect(screen.getByText(C.limitReached)).toBeVisible();
  });

  it('refuses an empty or blank post without calling the server', async () => {
    const user = userEvent.setup();
    const api = feedApi();
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.type(textbox, '    ');
    await user.click(screen.getByRole('button', { name: C.publish }));
    expect(await screen.findByText(MSG.posts.contentRequired)).toBeVisible();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveFocus();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('publishes as the chosen author; the new post appears at the top and receives focus', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post({ id: 'p-old', content: 'Postagem antiga' })] });
    api.on(CREATE, () =>
      createdFrom(api, {
        author: {
          type: 'company',
          id: 'c-nuvem',
          name: 'Nuvem Aberta',
          imageUrl: null,
          professionalTitle: null,
          slug: null,
        },
      }),
    );
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: C.authorLabel }), 'Nuvem Aberta');
    await user.type(textbox, '  Estamos contratando!\nVenha conhecer.  ');
    await user.click(screen.getByRole('button', { name: C.publish }));

    const feed = screen.getByRole('feed');
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    const [first, second] = within(feed).getAllByRole('article');
    expect(within(first!).getByText(/Estamos contratando!/).textContent).toBe(
      'Estamos contratando!\nVenha conhecer.',
    );
    expect(within(first!).getByRole('link', { name: 'Nuvem Aberta' })).toBeVisible();
    expect(within(second!).getByText('Postagem antiga')).toBeVisible();
    await waitFor(() => expect(first).toHaveFocus());
    expect(await screen.findByText(C.published)).toBeVisible();
    // The composer is closed again, and the list was not fetched again.
    expect(screen.queryByRole('combobox', { name: C.contentLabel })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/posts')).toHaveLength(1);

    const [form] = formsSentTo(api, CREATE);
    expect(form!.get('content')).toBe('Estamos contratando!\nVenha conhecer.');
    expect(form!.get('authorType')).toBe('company');
    expect(form!.get('authorId')).toBe('c-nuvem');
    expect(form!.has('communityId')).toBe(false);
    expect(form!.has('image')).toBe(false);
  });

  it('posts as a community she moderates', async () => {
    const user = userEvent.setup();
    const api = feedApi();
    api.on(CREATE, () =>
      createdFrom(api, {
        author: {
          type: 'community',
          id: 'k-dados',
          name: 'Dados Delas',
          imageUrl: null,
          professionalTitle: null,
          slug: null,
        },
        community: { id: 'k-dados', name: 'Dados Delas' },
      }),
    );
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: C.authorLabel }), 'Dados Delas');
    await user.type(textbox, 'Encontro na sexta!');
    await user.click(screen.getByRole('button', { name: C.publish }));
    const article = await screen.findByRole('article', { name: FEED_COPY.card.label('Dados Delas') });
    expect(within(article).getByText('Encontro na sexta!')).toBeVisible();
    // Its own community is not repeated as 'em Dados Delas'.
    expect(within(article).getAllByRole('link', { name: 'Dados Delas' })).toHaveLength(1);
    const [form] = formsSentTo(api, CREATE);
    expect(form!.get('authorType')).toBe('community');
    expect(form!.get('authorId')).toBe('k-dados');
  });

  it('shows her profile as the only author when she runs nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/feed', { api: feedApi({ authors: [ANA_AUTHORS[0]!] }) });
    await openComposer(user);
    expect(await screen.findByText(C.postingAs('Ana Souza'))).toBeVisible();
    expect(screen.queryByRole('combobox', { name: C.authorLabel })).not.toBeInTheDocument();
  });

  it("says 'Erro ao carregar opções de autor', keeps 'Publicar' off, and retries", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = feedApi().on('GET /api/posts/author-options', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(ANA_AUTHORS),
    );
    renderRoute('/feed', { api });
    await openComposer(user);
    expect(await screen.findByText(MSG.posts.authorOptionsError)).toBeVisible();
    expect(screen.getByRole('button', { name: C.publish })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('combobox', { name: C.authorLabel })).toHaveDisplayValue('Ana Souza');
    expect(screen.getByRole('button', { name: C.publish })).toBeEnabled();
  });

  it('accepts only image files, previews the image, removes it, and sends it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = feedApi();
    api.on(CREATE, () => createdFrom(api, { imageUrl: '/uploads/p-new.webp' }));
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    const input = screen.getByTestId('post-image-input');

    await user.upload(input, new File(['%PDF'], 'curriculo.pdf', { type: 'application/pdf' }));
    expect(screen.getByText(MSG.images.onlyImages)).toBeVisible();
    expect(screen.queryByRole('img', { name: FEED_COPY.image.previewAlt })).not.toBeInTheDocument();

    await user.upload(input, imageFile());
    expect(screen.queryByText(MSG.images.onlyImages)).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: FEED_COPY.image.previewAlt })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: FEED_COPY.image.remove }));
    expect(screen.queryByRole('img', { name: FEED_COPY.image.previewAlt })).not.toBeInTheDocument();

    await user.upload(input, imageFile('segunda.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: FEED_COPY.image.previewAlt });
    await user.type(textbox, 'Com foto');
    await user.click(screen.getByRole('button', { name: C.publish }));
    await screen.findByText('Com foto');
    const image = formsSentTo(api, CREATE)[0]!.get('image');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('segunda.jpg');
  });

  it("says 'Erro ao fazer upload da imagem.' when the server refuses the image, keeping her text", async () => {
    const user = userEvent.setup();
    const api = feedApi().on(CREATE, () =>
      apiError(413, 'too_large', 'A imagem deve ter no máximo 8MB.', {
        fields: { image: 'A imagem deve ter no máximo 8MB.' },
      }),
    );
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.upload(screen.getByTestId('post-image-input'), imageFile());
    await user.type(textbox, 'Olha essa foto');
    await user.click(screen.getByRole('button', { name: C.publish }));
    expect(await screen.findByText(MSG.posts.uploadError)).toBeVisible();
    expect(screen.getByText('A imagem deve ter no máximo 8MB.')).toBeVisible();
    expect(textbox).toHaveValue('Olha essa foto');
  });

  it("says 'Erro ao criar postagem. Tente novamente.' when publishing fails", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post()] }).on(CREATE, () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.type(textbox, 'Vai falhar');
    await user.click(screen.getByRole('button', { name: C.publish }));
    const message = await screen.findByText(MSG.posts.createError);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(within(screen.getByRole('feed')).getAllByRole('article')).toHaveLength(1);
    expect(textbox).toHaveValue('Vai falhar');
  });

  it("says why when a new account's hourly cap refuses the post, keeping her text", async () => {
    const user = userEvent.setup();
    const reason = NEW_ACCOUNT_ERRORS.hourlyCap('post', new Date('2026-03-01T13:05:00Z'));
    const api = feedApi().on(CREATE, () => apiError(429, 'rate_limited', reason));
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await user.type(textbox, 'Mais uma');
    await user.click(screen.getByRole('button', { name: C.publish }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(textbox).toHaveValue('Mais uma');
  });

  it("puts the server's message about the text on the field", async () => {
    const user = userEvent.setup();
    const api = feedApi().on(CREATE, () =>
      apiError(422, 'invalid_input', MSG.common.invalidInput, {
        fields: { content: MSG.posts.contentTooLong },
      }),
    );
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    fireEvent.change(textbox, { target: { value: 'Texto' } });
    await user.click(screen.getByRole('button', { name: C.publish }));
    expect(await screen.findByText(MSG.posts.contentTooLong)).toBeVisible();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
  });
});
