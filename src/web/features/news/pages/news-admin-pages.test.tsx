import { NEWS_ADMIN_COPY, NEWS_ADMIN_ERRORS } from '@domain/copy/news-admin';
import { SECURITY_COPY } from '@domain/copy/security';
import { MSG } from '@domain/messages';
import type { Me } from '@domain/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { newsAdminItem, newsSummary } from '../test-data';

const WAIT = { timeout: 5000 };
const L = NEWS_ADMIN_COPY.list;
const F = NEWS_ADMIN_COPY.form;

const ADMIN_ME: Me = {
  ...MEMBER_ME,
  user: {
    ...MEMBER_ME.user!,
    role: 'admin',
    twoFactorEnabled: true,
    viewer: { canPublishNews: true, canGrantSeal: true, canModerate: true },
  },
};
const NEW_ID = '0f9a3c1e-5b7d-4e2a-8c6f-1a2b3c4d5e6f';

function adminApi() {
  return createFakeApi({ session: ADMIN_ME });
}

function memberApi() {
  return createFakeApi({ session: MEMBER_ME });
}

function adminSummary(overrides: Parameters<typeof newsAdminItem>[0] = {}) {
  const { content: _content, newsUrl: _newsUrl, ...summary } = newsAdminItem(overrides);
  return summary;
}

/** The control a label names, found by the label's exact text. */
function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

describe("/news: 'Gerenciar' for administrators", () => {
  const emptyList = () => ok({ items: [newsSummary()], nextCursor: null });

  it('shows the link to /news/gerenciar to a platform administrator', async () => {
    renderRoute('/news', { api: adminApi().on('GET /api/news', emptyList) });
    const link = await screen.findByRole('link', { name: NEWS_ADMIN_COPY.manageLink }, WAIT);
    expect(link).toHaveAttribute('href', '/news/gerenciar');
  });

  it('does not show it to a member', async () => {
    renderRoute('/news', { api: memberApi().on('GET /api/news', emptyList) });
    await screen.findByRole('link', { name: 'Como negociar salário' }, WAIT);
    expect(screen.queryByRole('link', { name: NEWS_ADMIN_COPY.manageLink })).not.toBeInTheDocument();
  });
});

describe('administration pages for someone who is not an administrator', () => {
  it.each(['/news/gerenciar', '/news/publicar', `/news/${NEW_ID}/editar`])(
    '%s says she has no permission and asks the API nothing',
    async (path) => {
      const api = memberApi();
      renderRoute(path, { api });
      expect(
        await screen.findByRole('heading', { level: 1, name: NEWS_ADMIN_COPY.forbidden.title }, WAIT),
      ).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('link', { name: NEWS_ADMIN_COPY.forbidden.back })).toHaveAttribute(
        'href',
        '/news',
      );
      expect(api.calls.filter((call) => call.path.startsWith('/api/news'))).toEqual([]);
    },
  );
});

describe('administration pages for an administrator without two-factor sign-in', () => {
  it.each(['/news/gerenciar', '/news/publicar'])('%s sends her to Segurança first', async (path) => {
    const api = createFakeApi({
      session: { ...ADMIN_ME, user: { ...ADMIN_ME.user!, twoFactorEnabled: false } },
    });
    renderRoute(path, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: SECURITY_COPY.adminGate.title }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: SECURITY_COPY.adminGate.action })).toHaveAttribute(
      'href',
      '/configuracoes#seguranca',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/news'))).toEqual([]);
  });
});

describe('/news/gerenciar (NewsManagePage)', () => {
  it('lists every item with its type, status and date, and links to edit and to publish', async () => {
    const api = adminApi().on('GET /api/news/admin', () =>
      ok({
        items: [
          adminSummary({
            id: 'a-sched',
            title: 'Agenda de maio',
            status: 'scheduled',
            publishedAt: '2026-05-01T12:30:00.000Z',
          }),
          adminSummary({ id: 'a-pub', title: 'Como negociar salário' }),
          adminSummary({
            id: 'n-draft',
            type: 'news',
            title: 'Rascunho de notícia',
            status: 'draft',
            isPublished: false,
            authorName: null,
            source: 'Jornal',
          }),
        ],
        nextCursor: null,
      }),
    );
    renderRoute('/news/gerenciar', { api });
    expect(await screen.findByRole('heading', { level: 1, name: L.title }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(L.publish) })).toHaveAttribute(
      'href',
      '/news/publicar',
    );

    const table = await screen.findByRole('table', {}, WAIT);
    const [, scheduled, published, draft] = within(table).getAllByRole('row');
    expect(within(scheduled!).getByText(/^Agendado para 1 de maio de 2026 às \d{2}:\d{2}$/)).toBeVisible();
    expect(within(scheduled!).getByText(MSG.news.article)).toBeVisible();
    expect(within(published!).getByText(L.published)).toBeVisible();
    // Only a live item links to its public page.
    expect(within(published!).getByRole('link', { name: 'Como negociar salário' })).toHaveAttribute(
      'href',
      '/blog/como-negociar-salario',
    );
    expect(within(draft!).getByText(L.draft)).toBeVisible();
    expect(within(draft!).getByText(MSG.news.news)).toBeVisible();
    expect(within(draft!).queryByRole('link', { name: 'Rascunho de notícia' })).not.toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: L.editLabel('Rascunho de notícia') })).toHaveAttribute(
      'href',
      '/news/n-draft/editar',
    );
    expect(api.callsTo('GET /api/news/admin')[0]!.query).toEqual({ limit: '20' });
  });

  it('deletes an item only after confirmation, then refreshes the list', async () => {
    const user = userEvent.setup();
    let items = [adminSummary({ id: 'a1', title: 'Primeiro' }), adminSummary({ id: 'a2', title: 'Segundo' })];
    const api = adminApi()
      .on('GET /api/news/admin', () => ok({ items, nextCursor: null }))
      .on('DELETE /api/news/admin/a1', () => {
        items = items.filter((item) => item.id !== 'a1');
        return { status: 204 };
      });
    renderRoute('/news/gerenciar', { api });
    await user.click(await screen.findByRole('button', { name: L.removeLabel('Primeiro') }, WAIT));

    const dialog = await screen.findByRole('dialog', { name: L.removeTitle });
    expect(within(dialog).getByText(L.removeText('Primeiro'))).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    expect(api.callsTo('DELETE /api/news/admin/a1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: L.removeLabel('Primeiro') }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: L.confirmRemove }),
    );
    expect(await screen.findByText(L.removed)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Primeiro/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: /Segundo/ })).toBeVisible();
    expect(api.callsTo('DELETE /api/news/admin/a1')).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    const api = adminApi()
      .on('GET /api/news/admin', () =>
        ok({ items: [adminSummary({ id: 'a1', title: 'Primeiro' })], nextCursor: null }),
      )
      .on('DELETE /api/news/admin/a1', () => apiError(403, 'forbidden', MSG.common.forbidden));
    renderRoute('/news/gerenciar', { api });
    await user.click(await screen.findByRole('button', { name: L.removeLabel('Primeiro') }, WAIT));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: L.confirmRemove }));
    expect(await within(dialog).findByText(MSG.common.forbidden)).toBeVisible();
  });
});

describe('/news/publicar (NewsCreatePage)', () => {
  it('creates an article with the right JSON, sends the cover, then opens its edit page', async () => {
    const user = userEvent.setup();
    const created = newsAdminItem({ id: NEW_ID, title: 'Liderança feminina', slug: 'lideranca-feminina' });
    const api = adminApi()
      .on('POST /api/news/admin', () => ({ status: 201, body: created }))
      .on(`POST /api/news/admin/${NEW_ID}/cover`, () => ok({ url: '/uploads/news/capa.webp' }))
      .on(`GET /api/news/admin/${NEW_ID}`, () => ok(created));
    const { router } = renderRoute('/news/publicar', { api });
    expect(await screen.findByRole('heading', { level: 1, name: F.createTitle }, WAIT)).toBeVisible();
    expect(screen.getByRole('radio', { name: F.typeArticle })).toBeChecked();

    await user.type(field(F.title), 'Liderança feminina');
    // The generated slug is offered as the hint.
    expect(screen.getByText(F.slugHint('lideranca-feminina'))).toBeVisible();
    await user.type(field(F.excerpt), 'Como chegar lá.');
    await user.type(field(F.authorName), 'Renata Alves');
    await user.click(field(F.content));
    await user.paste('<h2>Comece</h2><p>Agora.</p>');
    fireEvent.change(field(F.publishedAt), { target: { value: '2026-05-01T09:30' } });
    await user.click(field(F.isPublished));

    const cover = new File(['png'], 'capa.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('news-cover-input'), cover);
    expect(screen.getByText(new RegExp(`capa.png · ${F.coverPending}`))).toBeVisible();

    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${NEW_ID}/editar`), WAIT);

    expect(api.callsTo('POST /api/news/admin')[0]!.body).toEqual({
      type: 'article',
      title: 'Liderança feminina',
      slug: null,
      excerpt: 'Como chegar lá.',
      authorName: 'Renata Alves',
      content: '<h2>Comece</h2><p>Agora.</p>',
      source: null,
      newsUrl: null,
      publishedAt: new Date('2026-05-01T09:30').toISOString(),
      isPublished: false,
    });
    const coverCall = api.fetch.mock.calls.find(([input]) =>
      String(input).endsWith(`/news/admin/${NEW_ID}/cover`),
    );
    expect(coverCall?.[1]?.method).toBe('POST');
    const sent = coverCall?.[1]?.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect((sent.get('file') as File).name).toBe('capa.png');

    expect(await screen.findByText(F.created)).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: F.editTitle }, WAIT)).toBeVisible();
  });

  it('keeps the item and explains on its edit page when the cover upload fails', async () => {
    const user = userEvent.setup();
    const created = newsAdminItem({ id: NEW_ID });
    const api = adminApi()
      .on('POST /api/news/admin', () => ({ status: 201, body: created }))
      .on(`POST /api/news/admin/${NEW_ID}/cover`, () =>
        apiError(415, 'unsupported_type', MSG.images.unreadable),
      )
      .on(`GET /api/news/admin/${NEW_ID}`, () => ok(created));
    const { router } = renderRoute('/news/publicar', { api });
    await user.type(await screen.findByLabelText(F.title, { exact: true }, WAIT), 'Título');
    await user.type(field(F.authorName), 'Renata');
    await user.click(field(F.content));
    await user.paste('<p>Texto</p>');
    await user.upload(
      screen.getByTestId('news-cover-input'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: F.create }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${NEW_ID}/editar`), WAIT);
    const message = F.coverFailedAfterCreate(MSG.images.unreadable);
    await screen.findByRole('heading', { level: 1, name: F.editTitle }, WAIT);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/news/publicar', { api: adminApi() });
    await screen.findByRole('heading', { level: 1, name: F.createTitle }, WAIT);
    await user.upload(
      screen.getByTestId('news-cover-input'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(MSG.images.onlyImages)).toBeVisible();
  });

  it('asks for the address of a news item (client validation) and sends nothing', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute('/news/publicar', { api });
    await user.click(await screen.findByRole('radio', { name: F.typeNews }, WAIT));
    // The article's fields give way to the news item's.
    expect(screen.queryByLabelText(F.content, { exact: true })).not.toBeInTheDocument();
    await user.type(field(F.title), 'Mulheres na tecnologia');
    await user.type(field(F.source), 'Jornal Exemplo');
    await user.click(screen.getByRole('button', { name: F.create }));

    const url = field(F.newsUrl);
    expect(await screen.findByText(NEWS_ADMIN_ERRORS.newsUrlRequired)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining(NEWS_ADMIN_ERRORS.newsUrlRequired));
    expect(api.callsTo('POST /api/news/admin')).toHaveLength(0);
  });

  it('sends a news item without the article fields', async () => {
    const user = userEvent.setup();
    const api = adminApi()
      .on('POST /api/news/admin', () => ({ status: 201, body: newsAdminItem({ id: NEW_ID, type: 'news' }) }))
      .on(`GET /api/news/admin/${NEW_ID}`, () => ok(newsAdminItem({ id: NEW_ID })));
    renderRoute('/news/publicar', { api });
    await user.type(await screen.findByLabelText(F.authorName, { exact: true }, WAIT), 'Sobrou');
    await user.click(screen.getByRole('radio', { name: F.typeNews }));
    await user.type(field(F.title), 'Mulheres na tecnologia');
    await user.type(field(F.source), 'Jornal Exemplo');
    await user.type(field(F.newsUrl), 'jornal.example/materia');
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(api.callsTo('POST /api/news/admin')).toHaveLength(1), WAIT);
    expect(api.callsTo('POST /api/news/admin')[0]!.body).toMatchObject({
      type: 'news',
      authorName: null,
      content: null,
      source: 'Jornal Exemplo',
      newsUrl: 'https://jornal.example/materia',
      isPublished: true,
    });
  });

  it('previews the HTML without <script>', async () => {
    const user = userEvent.setup();
    renderRoute('/news/publicar', { api: adminApi() });
    await user.click(await screen.findByLabelText(F.content, { exact: true }, WAIT));
    await user.paste(
      '<h2>Olá</h2><p>Texto</p><script>window.hacked = true</script><img src=x onerror="alert(1)">',
    );
    const preview = screen.getByTestId('article-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Olá' })).toBeVisible(),
    );
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.innerHTML).not.toContain('hacked');
    expect(screen.getByText(/Tags permitidas: <p>, <br>/)).toBeVisible();
  });

  it("puts the server's 409 (slug taken) on the slug field", async () => {
    const user = userEvent.setup();
    const api = adminApi().on('POST /api/news/admin', () =>
      apiError(409, 'conflict', NEWS_ADMIN_ERRORS.slugTaken, {
        fields: { slug: NEWS_ADMIN_ERRORS.slugTaken },
      }),
    );
    renderRoute('/news/publicar', { api });
    await user.type(await screen.findByLabelText(F.title, { exact: true }, WAIT), 'Título');
    await user.type(field(F.slug), 'ja-existe');
    await user.type(field(F.authorName), 'Renata');
    await user.click(field(F.content));
    await user.paste('<p>Texto</p>');
    await user.click(screen.getByRole('button', { name: F.create }));

    const slug = field(F.slug);
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(NEWS_ADMIN_ERRORS.slugTaken));
    expect(slug).toHaveFocus();
    expect(api.callsTo('POST /api/news/admin')[0]!.body).toMatchObject({ slug: 'ja-existe' });
  });

  it("puts the server's other field errors (400) on their fields", async () => {
    const user = userEvent.setup();
    const api = adminApi().on('POST /api/news/admin', () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { content: NEWS_ADMIN_ERRORS.contentRequired },
      }),
    );
    renderRoute('/news/publicar', { api });
    await user.type(await screen.findByLabelText(F.title, { exact: true }, WAIT), 'Título');
    await user.type(field(F.authorName), 'Renata');
    await user.click(field(F.content));
    await user.paste('<script>só isso</script>');
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(field(F.content)).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(screen.getByText(NEWS_ADMIN_ERRORS.contentRequired)).toBeVisible();
  });
});

describe('/news/{id}/editar (NewsEditPage)', () => {
  it('fills the form with the stored item and saves with PUT, keeping an untouched date', async () => {
    const user = userEvent.setup();
    const item = newsAdminItem({
      id: NEW_ID,
      status: 'draft',
      isPublished: false,
      coverImageUrl: '/uploads/news/capa.webp',
    });
    const api = adminApi()
      .on(`GET /api/news/admin/${NEW_ID}`, () => ok(item))
      .on(`PUT /api/news/admin/${NEW_ID}`, ({ body }) =>
        ok({ ...item, ...(body as object), publishedAt: item.publishedAt }),
      );
    renderRoute(`/news/${NEW_ID}/editar`, { api });
    const title = await screen.findByLabelText(F.title, { exact: true }, WAIT);
    expect(title).toHaveValue('Como negociar salário');
    expect(field(F.slug)).toHaveValue('como-negociar-salario');
    expect(field(F.isPublished)).not.toBeChecked();
    expect(screen.getByText(L.draft)).toBeVisible();
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', '/uploads/news/capa.webp');

    await user.clear(title);
    await user.type(title, 'Novo título');
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(F.saved, {}, WAIT)).toBeVisible();
    expect(api.callsTo(`PUT /api/news/admin/${NEW_ID}`)[0]!.body).toMatchObject({
      type: 'article',
      title: 'Novo título',
      slug: 'como-negociar-salario',
      publishedAt: null,
      isPublished: false,
    });
  });

  it('uploads a new cover at once', async () => {
    const user = userEvent.setup();
    const item = newsAdminItem({ id: NEW_ID });
    const api = adminApi()
      .on(`GET /api/news/admin/${NEW_ID}`, () => ok(item))
      .on(`POST /api/news/admin/${NEW_ID}/cover`, () => ok({ url: '/uploads/news/nova.webp' }));
    const { container } = renderRoute(`/news/${NEW_ID}/editar`, { api });
    await screen.findByRole('button', { name: F.coverChoose }, WAIT);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'nova.png', { type: 'image/png' }));
    expect(await screen.findByText(F.coverUploaded, {}, WAIT)).toBeVisible();
    expect(api.callsTo(`POST /api/news/admin/${NEW_ID}/cover`)).toHaveLength(1);
  });

  it("shows 'Notícia ou artigo não encontrado.' for an unknown id", async () => {
    const api = adminApi().on(`GET /api/news/admin/${NEW_ID}`, () =>
      apiError(404, 'not_found', MSG.news.notFound),
    );
    renderRoute(`/news/${NEW_ID}/editar`, { api });
    expect(await screen.findByRole('heading', { level: 1, name: MSG.news.notFound }, WAIT)).toBeVisible();
  });
});
