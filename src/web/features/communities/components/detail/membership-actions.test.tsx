import { COMMUNITIES_COPY, COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { communityDetail, detailApi, renderDetail } from './test-kit';

const T = COMMUNITY_DETAIL_COPY.membership;
const CARD = COMMUNITIES_COPY.card;

async function pageReady() {
  return screen.findByRole('heading', { level: 1, name: 'Dados Delas' }, { timeout: 5000 });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('membership and follow', { timeout: 15_000 }, () => {
  it('joins an open community: approved at once, the member count goes up', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail(detailApi({ community: communityDetail({}, { memberCount: 12 }) }));
    await pageReady();
    expect(screen.getByText(CARD.members(12))).toBeVisible();

    const join = screen.getByRole('button', { name: T.join });
    await user.click(join);

    const leave = await screen.findByRole('button', { name: T.leave });
    expect(leave).toBe(join); // the same button: keyboard focus stays where it was
    expect(leave).toHaveFocus();
    expect(screen.getByText(CARD.members(13))).toBeVisible();
    expect(screen.getByText(T.memberBadge)).toBeVisible();
    expect(screen.queryByText(MSG.communities.pending)).not.toBeInTheDocument();
    expect(screen.getByText(T.announce.joined)).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /api/communities/k-dados/join')).toHaveLength(1);
  });

  it("asks to join a community that requires approval: 'Aguardando aprovação' and 'Cancelar solicitação'", async () => {
    const user = userEvent.setup();
    renderDetail(detailApi({ community: communityDetail({ requiresApproval: true }, { memberCount: 12 }) }));
    await pageReady();
    const join = screen.getByRole('button', { name: T.join });
    expect(join).toHaveAccessibleDescription(T.approvalHint);

    await user.click(join);

    expect(await screen.findByText(MSG.communities.pending)).toBeVisible();
    const cancel = screen.getByRole('button', { name: T.cancelRequest });
    expect(cancel).toHaveAccessibleDescription(T.pendingHint);
    expect(screen.getByText(CARD.members(12))).toBeVisible();
    expect(screen.getByText(T.announce.requested)).toHaveAttribute('role', 'status');
    // A pending member cannot post yet, and is told why.
    expect(await screen.findByText(COMMUNITY_DETAIL_COPY.feed.pendingCannotPost)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Compartilhe algo…' })).not.toBeInTheDocument();

    await user.click(cancel);
    expect(await screen.findByRole('button', { name: T.join })).toBeVisible();
    expect(screen.queryByText(MSG.communities.pending)).not.toBeInTheDocument();
    expect(screen.getByText(T.announce.cancelled)).toBeInTheDocument();
  });

  it('leaves a community: back to Participar, the member count goes down, the composer goes away', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail(
      detailApi({
        community: communityDetail({}, { membership: 'approved', role: 'member', memberCount: 12 }),
      }),
    );
    await pageReady();
    expect(await screen.findByRole('button', { name: 'Compartilhe algo…' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: T.leave }));

    expect(await screen.findByRole('button', { name: T.join })).toBeVisible();
    expect(screen.getByText(CARD.members(11))).toBeVisible();
    expect(screen.getByText(T.announce.left)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartilhe algo…' })).not.toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_DETAIL_COPY.feed.joinToPost)).toBeVisible();
    expect(api.callsTo('DELETE /api/communities/k-dados/membership')).toHaveLength(1);
  });

  it('follows and stops following: aria-pressed, label and follower count follow the server', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail(detailApi({ community: communityDetail({}, { followerCount: 30 }) }));
    await pageReady();
    const follow = screen.getByRole('button', { name: T.follow });
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(follow).toHaveAccessibleName(T.unfollow);
    expect(screen.getByText(CARD.followers(31))).toBeVisible();
    expect(screen.getByText(T.announce.followed)).toBeInTheDocument();

    await user.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(follow).toHaveAccessibleName(T.follow);
    expect(screen.getByText(CARD.followers(30))).toBeVisible();
    expect(screen.getByText(T.announce.unfollowed)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/communities/k-dados/follow')).toHaveLength(1);
    expect(api.callsTo('DELETE /api/communities/k-dados/follow')).toHaveLength(1);
  });

  it('logs a failed follow, shows a short toast and leaves the button as it was', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = detailApi().on('PUT /api/communities/k-dados/follow', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderDetail(api);
    await pageReady();
    const follow = screen.getByRole('button', { name: T.follow });

    await user.click(follow);

    expect(await screen.findByText(T.errors.follow)).toBeVisible();
    expect(info).toHaveBeenCalled();
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(CARD.followers(30))).toBeVisible();
  });
});
