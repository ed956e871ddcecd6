import { FEED_COPY } from '@domain/copy/feed';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@web/lib/auth-provider';
import type { FakeApi } from '@web/test/fake-api';
import { ok } from '@web/test/fake-api';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anasPost, currentForm, feedApi, formsSentTo, post } from '../test-data';
import { Feed } from './feed';

const C = FEED_COPY.composer;
const COMPANY = { type: 'company', id: 'c-nuvem', name: 'Nuvem Aberta', logoUrl: null } as const;

/** The Feed as a company or community page will embed it (issues 7 and 8). */
function renderFeed(api: FakeApi, element: ReactNode) {
  api.install();
  const router = createMemoryRouter([{ path: '/', element: <AuthProvider>{element}</AuthProvider> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Feed embedded in a company or community page', () => {
  it('posts as the forced company with no author choice, and lists only that company', async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post({ id: 'p-old', content: 'Da empresa' })] });
    api.on('POST /api/posts', () =>
      ok(
        anasPost({
          id: 'p-new',
          content: String(currentForm(api).get('content')),
          author: { ...COMPANY, imageUrl: null, professionalTitle: null, slug: null },
        }),
      ),
    );
    renderFeed(api, <Feed filter={{ companyId: 'c-nuvem' }} author={COMPANY} />);
    await user.click(await screen.findByRole('button', { name: C.open }));
    expect(await screen.findByText(C.postingAs('Nuvem Aberta'))).toBeVisible();
    expect(screen.queryByRole('combobox', { name: C.authorLabel })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: C.contentLabel }), 'Vagas abertas');
    await user.click(screen.getByRole('button', { name: C.publish }));

    const feed = screen.getByRole('feed');
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    expect(within(within(feed).getAllByRole('article')[0]!).getByText('Vagas abertas')).toBeVisible();
    expect(api.callsTo('GET /api/posts')[0]!.query).toEqual({ companyId: 'c-nuvem' });
    expect(api.callsTo('GET /api/posts/author-options')).toHaveLength(0);
    const [form] = formsSentTo(api, 'POST /api/posts');
    expect(form!.get('authorType')).toBe('company');
    expect(form!.get('authorId')).toBe('c-nuvem');
  });

  it('offers her profile and the community itself, and posts into the community', async () => {
    const user = userEvent.setup();
    const api = feedApi();
    api.on('POST /api/posts', () =>
      ok(
        anasPost({
          id: 'p-new',
          content: 'Oi, comunidade',
          community: { id: 'k-dados', name: 'Dados Delas' },
        }),
      ),
    );
    renderFeed(
      api,
      <Feed filter={{ communityId: 'k-dados' }} community={{ id: 'k-dados', name: 'Dados Delas' }} />,
    );
    await user.click(await screen.findByRole('button', { name: C.open }));
    const select = await screen.findByRole('combobox', { name: C.authorLabel });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ana Souza', 'Dados Delas']);
    expect(screen.getByText(C.inCommunity('Dados Delas'))).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: C.contentLabel }), 'Oi, comunidade');
    await user.click(screen.getByRole('button', { name: C.publish }));

    await within(screen.getByRole('feed')).findByText('Oi, comunidade');
    expect(api.callsTo('GET /api/posts')[0]!.query).toEqual({ communityId: 'k-dados' });
    const [form] = formsSentTo(api, 'POST /api/posts');
    expect(form!.get('authorType')).toBe('user');
    expect(form!.get('authorId')).toBe('u-ana');
    expect(form!.get('communityId')).toBe('k-dados');
  });
});
