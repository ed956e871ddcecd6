import { COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@web/test/fake-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, communityDetail, detailApi, joinRequest, MODERATOR, renderDetail } from './test-kit';

const M = COMMUNITY_DETAIL_COPY.manage;
const R = COMMUNITY_DETAIL_COPY.requests;

const CARLA = joinRequest();
const DANI = joinRequest({
  userId: 'u-dani',
  fullName: 'Dani Rocha',
  slug: 'dani-rocha',
  professionalTitle: null,
  requestedAt: '2026-03-14T09:00:00.000Z',
});

async function pageReady() {
  return screen.findByRole('heading', { level: 1, name: 'Dados Delas' }, { timeout: 5000 });
}

function requestsPanel() {
  return screen.getByRole('region', { name: new RegExp(`^${R.title}`) });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('managing a community', { timeout: 15_000 }, () => {
  it('shows an admin Editar, Excluir, Concessão de Acesso and the pending requests', async () => {
    renderDetail(
      detailApi({ community: communityDetail({ requiresApproval: true }, ADMIN), requests: [CARLA, DANI] }),
    );
    await pageReady();
    const manage = screen.getByRole('group', { name: M.region });
    expect(within(manage).getByRole('link', { name: M.edit })).toHaveAttribute(
      'href',
      '/editar-comunidade/k-dados',
    );
    expect(within(manage).getByRole('button', { name: M.delete })).toBeVisible();
    expect(within(manage).getByRole('link', { name: MSG.access.title })).toHaveAttribute(
      'href',
      '/comunidades/k-dados/concessao-acesso',
    );
    expect(screen.getByText(COMMUNITY_DETAIL_COPY.membership.yourRole('Administradora'))).toBeVisible();

    const panel = requestsPanel();
    const carla = await within(panel).findByRole('link', { name: 'Carla Dias' });
    expect(carla).toHaveAttribute('href', '/m/carla-dias');
    expect(within(panel).getByText('Cientista de dados')).toBeVisible();
    expect(within(panel).getByText(R.requestedAt('12 de março de 2026'))).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Dani Rocha' })).toHaveAttribute('href', '/m/dani-rocha');
  });

  it('approving a request removes it from the list, announces it and updates the member count', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail(
      detailApi({ community: communityDetail({}, { ...ADMIN, memberCount: 12 }), requests: [CARLA, DANI] }),
    );
    await pageReady();
    const panel = requestsPanel();
    await user.click(await within(panel).findByRole('button', { name: R.approveLabel('Carla Dias') }));

    await waitFor(() =>
      expect(within(panel).queryByRole('link', { name: 'Carla Dias' })).not.toBeInTheDocument(),
    );
    expect(within(panel).getByRole('link', { name: 'Dani Rocha' })).toBeVisible();
    expect(screen.getByText(R.approved('Carla Dias'))).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /api/communities/k-dados/requests/u-carla/approve')).toHaveLength(1);
    expect(await screen.findByText('13 participantes')).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Dani Rocha' })).toHaveFocus());

    await user.click(within(panel).getByRole('button', { name: R.declineLabel('Dani Rocha') }));
    expect(await within(panel).findByText(R.empty)).toBeVisible();
    expect(api.callsTo('POST /api/communities/k-dados/requests/u-dani/decline')).toHaveLength(1);
  });

  it('a moderator manages but may not grant access', async () => {
    renderDetail(detailApi({ community: communityDetail({}, MODERATOR) }));
    await pageReady();
    const manage = screen.getByRole('group', { name: M.region });
    expect(within(manage).getByRole('link', { name: M.edit })).toBeVisible();
    expect(within(manage).queryByRole('link', { name: MSG.access.title })).not.toBeInTheDocument();
    expect(
      screen.getByText(COMMUNITY_DETAIL_COPY.membership.yourRole(MSG.communities.moderator)),
    ).toBeVisible();
    expect(await within(requestsPanel()).findByText(R.empty)).toBeVisible();
  });

  it('a member or visitor sees neither the management controls nor the requests', async () => {
    const { api } = renderDetail(
      detailApi({
        community: communityDetail({}, { membership: 'approved', role: 'member' }),
        requests: [CARLA],
      }),
    );
    await pageReady();
    expect(screen.queryByRole('group', { name: M.region })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.delete })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: new RegExp(`^${R.title}`) })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/communities/k-dados/requests')).toHaveLength(0);
  });

  it('deletes after confirmation: a toast, then /minhas-comunidades', async () => {
    const user = userEvent.setup();
    const { api, router } = renderDetail(detailApi({ community: communityDetail({}, ADMIN) }));
    await pageReady();
    await user.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    expect(within(dialog).getByText(M.deleteText('Dados Delas'))).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas comunidades' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/minhas-comunidades');
    expect(await screen.findByText(M.deleted)).toBeVisible();
    expect(api.callsTo('DELETE /api/communities/k-dados')).toHaveLength(1);
  });

  it("keeps the dialog open with 'Erro ao excluir comunidade.' when the deletion fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = detailApi({ community: communityDetail({}, ADMIN) }).on(
      'DELETE /api/communities/k-dados',
      () => apiError(500, 'internal', MSG.common.internal),
    );
    const { router } = renderDetail(api);
    await pageReady();
    await user.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));

    expect(await within(dialog).findByText(MSG.communities.deleteError)).toBeVisible();
    expect(router.state.location.pathname).toBe('/comunidades/k-dados');
  });
});
