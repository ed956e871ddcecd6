import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { screen, within } from '@testing-library/react';
import { post } from '@web/features/posts/test-data';
import { describe, expect, it } from 'vitest';
import { ADMIN, communityDetail, detailApi, renderDetail } from './test-kit';

const F = COMMUNITY_DETAIL_COPY.feed;
const S = COMMUNITY_DETAIL_COPY.sections;
const COMPOSER = 'Compartilhe algo…';

async function pageReady() {
  return screen.findByRole('heading', { level: 1, name: 'Dados Delas' }, { timeout: 5000 });
}

const communityPost = post({
  content: 'Vaga aberta no meu time',
  community: { id: 'k-dados', name: 'Dados Delas' },
});

describe('community feed and sections', { timeout: 15_000 }, () => {
  it('shows a private community’s non-member the notice instead of the feed', async () => {
    const { api } = renderDetail(
      detailApi({ community: communityDetail({ isPrivate: true }), posts: [communityPost] }),
    );
    await pageReady();
    expect(screen.getByText(F.privateNotice)).toBeVisible();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(screen.queryByText('Vaga aberta no meu time')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMPOSER })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/posts')).toHaveLength(0);
  });

  it('lets a visitor of an open community read the posts, not write them', async () => {
    const { api } = renderDetail(detailApi({ posts: [communityPost] }));
    await pageReady();
    expect(await screen.findByText('Vaga aberta no meu time')).toBeVisible();
    expect(screen.getByText(F.joinToPost)).toBeVisible();
    expect(screen.queryByRole('button', { name: COMPOSER })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/posts')[0]!.query).toEqual({ communityId: 'k-dados' });
  });

  it('gives an approved member of a private community the posts and the composer', async () => {
    renderDetail(
      detailApi({
        community: communityDetail({ isPrivate: true }, { membership: 'approved', role: 'member' }),
        posts: [communityPost],
      }),
    );
    await pageReady();
    expect(await screen.findByText('Vaga aberta no meu time')).toBeVisible();
    expect(screen.getByRole('button', { name: COMPOSER })).toBeVisible();
    expect(screen.queryByText(F.privateNotice)).not.toBeInTheDocument();
    expect(screen.queryByText(F.joinToPost)).not.toBeInTheDocument();
  });

  it("shows 'Sobre a comunidade', 'Regras' and 'Bem-vinda', hiding empty ones from members", async () => {
    renderDetail(detailApi({ community: communityDetail({ rules: null, welcomeMessage: '  ' }) }));
    await pageReady();
    const about = screen.getByRole('region', { name: S.about });
    expect(within(about).getByText('Mulheres que trabalham com dados.')).toBeVisible();
    expect(screen.queryByRole('region', { name: S.rules })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.welcome })).not.toBeInTheDocument();
  });

  it('shows the filled sections, and placeholders for empty ones to those who manage it', async () => {
    renderDetail(detailApi({ community: communityDetail({ welcomeMessage: null }, ADMIN) }));
    await pageReady();
    expect(
      within(screen.getByRole('region', { name: S.rules })).getByText('Respeito acima de tudo.'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: S.welcome })).getByText(S.welcomeEmpty)).toBeVisible();
  });
});
