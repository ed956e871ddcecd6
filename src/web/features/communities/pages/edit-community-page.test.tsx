import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { REDIRECT_AFTER_COMMUNITY_EDIT_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editableCommunity, memberApi, TECH_ID } from '../components/explore/test-data';

const F = COMMUNITIES_COPY.form;
const WAIT = { timeout: 5000 };
const GET = `GET /api/communities/${TECH_ID}`;
const PUT = `PUT /api/communities/${TECH_ID}`;

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function settleUntil(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await advance(0);
  expect(check()).toBe(true);
}

function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

const stored = editableCommunity({
  requiresPayment: true,
  paymentAmount: 25,
  welcomeMessage: 'Boas-vindas!',
  logoUrl: '/uploads/communities/logo.webp',
});

function editApi(community = stored) {
  return memberApi()
    .on(GET, () => ok(community))
    .on(PUT, ({ body }) => ok(editableCommunity(body as object)))
    .on('GET /api/communities/mine', () => ok([]));
}

async function openEdit(path = `/editar-comunidade/${TECH_ID}`, api = editApi()) {
  const rendered = renderRoute(path, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: F.editTitle }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

describe('/editar-comunidade/{id}', { timeout: 15_000 }, () => {
  it(`loads the community, saves it and returns to /minhas-comunidades after ${REDIRECT_AFTER_COMMUNITY_EDIT_MS} ms`, async () => {
    const { api, user, router } = await openEdit();
    expect(await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT)).toBe(field(F.name));
    expect(field(F.niche)).toHaveValue('tecnologia');
    expect(field(F.rules)).toHaveValue('Respeito acima de tudo.');
    expect(field(F.welcomeMessage)).toHaveValue('Boas-vindas!');
    expect(screen.getByRole('checkbox', { name: F.requiresPayment })).toBeChecked();
    expect(field(F.paymentAmount)).toHaveValue(25);
    expect(screen.getByRole('img', { name: F.logoAlt })).toHaveAttribute(
      'src',
      '/uploads/communities/logo.webp',
    );
    expect(screen.getByRole('button', { name: F.logoChange })).toBeVisible();

    await user.clear(field(F.name));
    await user.type(field(F.name), 'Mulheres em Tecnologia');
    await user.clear(field(F.welcomeMessage));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: F.save }));
    await settleUntil(() => screen.queryByText(MSG.communities.updated) !== null);
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({
      name: 'Mulheres em Tecnologia',
      welcomeMessage: null,
      requiresPayment: true,
      paymentAmount: 25,
    });

    await advance(REDIRECT_AFTER_COMMUNITY_EDIT_MS - 1);
    expect(router.state.location.pathname).toBe(`/editar-comunidade/${TECH_ID}`);
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/minhas-comunidades');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/minhas-comunidades'), WAIT);
  });

  it('also edits from /criar-comunidade?edit={id}', async () => {
    const { api, user } = await openEdit(`/criar-comunidade?edit=${TECH_ID}`);
    await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT);
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(MSG.communities.updated, {}, WAIT)).toBeVisible();
    expect(api.callsTo(PUT)).toHaveLength(1);
    expect(api.callsTo('POST /api/communities')).toHaveLength(0);
  });

  it('puts a taken name (409) on the name field', async () => {
    const api = editApi().on(PUT, () => apiError(409, 'conflict', MSG.communities.duplicateName));
    const { user } = await openEdit(undefined, api);
    await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT);
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(MSG.communities.duplicateName)).toBeVisible();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Erro ao atualizar comunidade.' when saving fails", async () => {
    const api = editApi().on(PUT, () => apiError(500, 'internal', MSG.common.internal));
    const { user } = await openEdit(undefined, api);
    await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT);
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(MSG.communities.updateError)).toBeVisible();
  });

  it('explains a load failure and retries', async () => {
    let fail = true;
    const api = editApi().on(GET, () => (fail ? apiError(500, 'internal', MSG.common.internal) : ok(stored)));
    const { user } = await openEdit(undefined, api);
    expect(await screen.findByText(MSG.communities.loadForEditError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT)).toBeVisible();
  });

  it('says the community was not found (404)', async () => {
    const api = editApi().on(GET, () => apiError(404, 'not_found', MSG.communities.notFound));
    await openEdit(undefined, api);
    expect(await screen.findByText(MSG.communities.notFound, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: F.save })).not.toBeInTheDocument();
  });

  it('tells someone who does not run the community that she cannot edit it', async () => {
    const api = editApi(
      editableCommunity({}, { role: 'member', canEdit: false, canDelete: false, canGrant: false }),
    );
    const { api: calls } = await openEdit(undefined, api);
    expect(await screen.findByText(F.forbiddenTitle, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: F.backToCommunity })).toHaveAttribute(
      'href',
      `/comunidades/${TECH_ID}`,
    );
    expect(screen.queryByRole('button', { name: F.save })).not.toBeInTheDocument();
    expect(calls.callsTo(PUT)).toHaveLength(0);
  });

  it('shows a clear message when the server refuses the change (403)', async () => {
    const api = editApi().on(PUT, () => apiError(403, 'forbidden', MSG.common.forbidden));
    const { user } = await openEdit(undefined, api);
    await screen.findByDisplayValue('Mulheres em Tech', {}, WAIT);
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(MSG.common.forbidden)).toBeVisible();
  });
});
