import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { communityDetail, detailApi } from '../components/detail/test-kit';

const PATH = '/comunidades/k-dados';

describe('/comunidades/{id}', { timeout: 15_000 }, () => {
  it('shows a spinner, then the community with its name as the only <h1> and the tab title', async () => {
    const answer = deferred<Reply>();
    const api = detailApi().on('GET /api/communities/k-dados', () => answer.promise);
    renderRoute(PATH, { api });

    // The page's own loading state, announced (not the session's, which may come and go first).
    const loading = await screen.findByText(COMMUNITY_DETAIL_COPY.loading, {}, { timeout: 5000 });
    expect(loading.closest('[role="status"]')).not.toBeNull();

    answer.resolve(ok(communityDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Delas' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: COMMUNITY_DETAIL_COPY.membership.join })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Dados Delas \|/));
  });

  it("shows 'Comunidade não encontrada.' for an unknown community", async () => {
    const api = detailApi().on('GET /api/communities/ninguem', () =>
      apiError(404, 'not_found', MSG.communities.notFound),
    );
    renderRoute('/comunidades/ninguem', { api });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { level: 1, name: MSG.communities.notFound })).toBeVisible();
    expect(within(alert).getByRole('link', { name: COMMUNITY_DETAIL_COPY.explore })).toHaveAttribute(
      'href',
      '/rede',
    );
    expect(screen.queryByRole('button', { name: MSG.common.retry })).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados da comunidade.' and loads again on 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = detailApi().on('GET /api/communities/k-dados', () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(communityDetail()),
    );
    renderRoute(PATH, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.communities.loadOneError }, { timeout: 5000 }),
    ).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dados Delas' })).toBeVisible();
  });
});
