import { FEED_COPY } from '@domain/copy/feed';
import { NETWORK_COPY } from '@domain/copy/network';
import type { Post } from '@domain/schemas/posts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@web/lib/auth-provider';
import { type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anasPost, currentForm, feedApi, formsSentTo, post } from '../test-data';
import { Feed } from './feed';

// Issue 17: who reads her post ('Quem pode ver'), and the card's 'Somente conexões'.

const WAIT = { timeout: 5000 };
const C = FEED_COPY.composer;
const A = NETWORK_COPY.audience;
const CREATE = 'POST /api/posts';

type User = ReturnType<typeof userEvent.setup>;

/** The server's answer to POST /api/posts: the new post, with the audience that was sent. */
function createdFrom(api: FakeApi, overrides: Partial<Post> = {}) {
  const form = currentForm(api);
  return ok(
    anasPost({
      id: `p-new-${formsSentTo(api, CREATE).length}`,
      content: String(form.get('content')),
      audience: form.get('audience') === 'connections' ? 'connections' : 'members',
      createdAt: new Date().toISOString(),
      ...overrides,
    }),
  );
}

async function openComposer(user: User) {
  await user.click(await screen.findByRole('button', { name: C.open }, WAIT));
  return screen.findByRole('combobox', { name: C.contentLabel });
}

const audienceControl = () => screen.queryByRole('combobox', { name: A.label });

describe("'Quem pode ver' in the composer of /feed", { timeout: 15_000 }, () => {
  it("offers it when she posts as herself, sends 'connections', and starts from 'Toda a rede' again", async () => {
    const user = userEvent.setup();
    const api = feedApi({ posts: [post({ id: 'p-old', content: 'Antiga' })] });
    api.on(CREATE, () => createdFrom(api));
    renderRoute('/feed', { api });
    const textbox = await openComposer(user);
    await screen.findByRole('combobox', { name: C.authorLabel });

    const audience = audienceControl();
    expect(audience).toBeVisible();
    expect(audience).toHaveDisplayValue(A.labels.members);
    expect(
      within(audience!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toda a rede', 'Somente conexões']);

    await user.selectOptions(audience!, A.labels.connections);
    await user.type(textbox, 'Só para minhas conexões');
    await user.click(screen.getByRole('button', { name: C.publish }));

    const feed = screen.getByRole('feed');
    const mine = await within(feed).findByRole('article', { name: FEED_COPY.card.label('Ana Souza') });
    expect(within(mine).getByText(A.connectionsBadge)).toBeVisible();
    expect(formsSentTo(api, CREATE)[0]!.get('audience')).toBe('connections');

    // The next post starts from the default again.
    const reopened = await openComposer(user);
    await screen.findByRole('combobox', { name: C.authorLabel });
    expect(audienceControl()).toHaveDisplayValue(A.labels.members);
    await user.type(reopened, 'Para todas');
    await user.click(screen.getByRole('button', { name: C.publish }));
    await within(feed).findByText('Para todas');
    expect(formsSentTo(api, CREATE)[1]!.get('audience')).toBe('members');
  });

  it('hides it, and sends none, when a community or a company speaks', async () => {
    const user = userEvent.setup();
    const api = feedApi();
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
    const author = await screen.findByRole('combobox', { name: C.authorLabel });
    await user.selectOptions(audienceControl()!, A.labels.connections);

    await user.selectOptions(author, 'Dados Delas');
    expect(audienceControl()).not.toBeInTheDocument();
    await user.selectOptions(author, 'Nuvem Aberta');
    expect(audienceControl()).not.toBeInTheDocument();

    await user.type(textbox, 'Vagas abertas');
    await user.click(screen.getByRole('button', { name: C.publish }));
    await within(screen.getByRole('feed')).findByText('Vagas abertas');
    const [form] = formsSentTo(api, CREATE);
    expect(form!.get('authorType')).toBe('company');
    expect(form!.has('audience')).toBe(false);
  });

  it('hides it, and sends none, in a community even when she posts as herself', async () => {
    const user = userEvent.setup();
    const api = feedApi();
    api.on(CREATE, () => createdFrom(api, { community: { id: 'k-dados', name: 'Dados Delas' } }));
    api.install();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <AuthProvider>
            <Feed filter={{ communityId: 'k-dados' }} community={{ id: 'k-dados', name: 'Dados Delas' }} />
          </AuthProvider>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const textbox = await openComposer(user);
    expect(await screen.findByRole('combobox', { name: C.authorLabel })).toHaveDisplayValue('Ana Souza');
    expect(audienceControl()).not.toBeInTheDocument();

    await user.type(textbox, 'Oi, comunidade');
    await user.click(screen.getByRole('button', { name: C.publish }));
    await within(screen.getByRole('feed')).findByText('Oi, comunidade');
    const [form] = formsSentTo(api, CREATE);
    expect(form!.get('authorType')).toBe('user');
    expect(form!.get('communityId')).toBe('k-dados');
    expect(form!.has('audience')).toBe(false);
  });
});

describe("the card's 'Somente conexões'", { timeout: 15_000 }, () => {
  it('marks a connections-only post, with its icon hidden from screen readers, and no other', async () => {
    renderRoute('/feed', {
      api: feedApi({
        posts: [
          post({ id: 'p-conn', content: 'Só conexões', audience: 'connections' }),
          post({ id: 'p-all', content: 'Para todas' }),
        ],
      }),
    });
    const feed = await screen.findByRole('feed', {}, WAIT);
    const [connections, members] = within(feed).getAllByRole('article');
    const badge = within(connections!).getByText(A.connectionsBadge);
    expect(badge).toBeVisible();
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(members!).queryByText(A.connectionsBadge)).not.toBeInTheDocument();
    await waitFor(() => expect(within(connections!).getByText('Só conexões')).toBeVisible());
  });
});
