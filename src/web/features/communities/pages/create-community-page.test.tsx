import { COMMUNITIES_COPY } from '@domain/copy/communities';
import { REDIRECT_AFTER_COMMUNITY_CREATE_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editableCommunity, memberApi, TECH_ID } from '../components/explore/test-data';

const F = COMMUNITIES_COPY.form;
const WAIT = { timeout: 5000 };
const CREATE = 'POST /api/communities';

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets fake-timer-driven work (requests, React Query's notifications) run until `check` passes. */
async function settleUntil(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await advance(0);
  expect(check()).toBe(true);
}

/** The control a label names, found by the label's exact text. */
function field(label: string) {
  return screen.getByLabelText(label, { exact: true });
}

function createdApi() {
  return memberApi()
    .on(CREATE, ({ body }) => ({ status: 201, body: editableCommunity(body as object) }))
    .on('GET /api/communities/mine', () => ok([]));
}

async function openCreate(api = createdApi(), state: unknown = { from: '/minhas-comunidades' }) {
  const rendered = renderRoute('/criar-comunidade', { session: 'member', api, state });
  await screen.findByRole('heading', { level: 1, name: F.createTitle }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(F.name), '  Mulheres em Tech ');
  await user.type(field(F.description), 'Programadoras trocando experiências.');
}

describe('/criar-comunidade', { timeout: 15_000 }, () => {
  it("refuses an empty name and description with the spec's messages, asking nothing", async () => {
    const { api, user } = await openCreate();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.type(field(F.name), '   ');
    await user.click(screen.getByRole('button', { name: F.create }));

    expect(await screen.findByText(MSG.communities.nameRequired)).toBeVisible();
    expect(screen.getByText(MSG.communities.descriptionRequired)).toBeVisible();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(F.name)).toHaveAccessibleDescription(MSG.communities.nameRequired);
    expect(field(F.name)).toHaveFocus();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a community link that is not an address', async () => {
    const { api, user } = await openCreate();
    await fillRequired(user);
    await user.type(field(F.communityUrl), 'não é link');
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.common.invalidUrl)).toBeVisible();
    expect(field(F.communityUrl)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('offers every niche, Geral first', async () => {
    await openCreate();
    const niche = field(F.niche) as HTMLSelectElement;
    expect(niche).toHaveValue('geral');
    expect(Array.from(niche.options).map((o) => o.textContent)).toEqual([
      'Geral',
      'Tecnologia',
      'Negócios',
      'Saúde',
      'Educação',
      'Cultura',
      'Empreendedorismo',
      'Liderança',
      'Carreira',
      'Maternidade',
      'Outros',
    ]);
  });

  it('asks for the amount only when payment is required (min 0, step 0.01), and sends it only then', async () => {
    const { api, user } = await openCreate();
    await fillRequired(user);
    expect(screen.queryByLabelText(F.paymentAmount)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: F.requiresPayment }));
    const amount = field(F.paymentAmount);
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeVisible();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '49.9');
    expect(screen.getByText(F.paymentAmountHint('R$ 49,90'))).toBeVisible();

    // Turned off again: the amount disappears and is not sent.
    await user.click(screen.getByRole('checkbox', { name: F.requiresPayment }));
    expect(screen.queryByLabelText(F.paymentAmount)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ requiresPayment: false, paymentAmount: null });
  });

  it('sends the amount when payment is required', async () => {
    const { api, user } = await openCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: F.requiresPayment }));
    await user.type(field(F.paymentAmount), '49.9');
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ requiresPayment: true, paymentAmount: 49.9 });
  });

  it(`creates it, says 'Comunidade criada com sucesso!' and returns to 'from' after ${REDIRECT_AFTER_COMMUNITY_CREATE_MS} ms`, async () => {
    const { api, user, router } = await openCreate();
    await fillRequired(user);
    await user.selectOptions(field(F.niche), 'Tecnologia');
    await user.click(screen.getByRole('checkbox', { name: F.isPrivate }));
    await user.click(screen.getByRole('checkbox', { name: F.requiresApproval }));
    await user.type(field(F.rules), 'Respeito.');
    await user.type(field(F.website), 'mulheresemtech.example.org');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: F.create }));
    await settleUntil(() => screen.queryByText(MSG.communities.created) !== null);

    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Mulheres em Tech',
      description: 'Programadoras trocando experiências.',
      niche: 'tecnologia',
      isPrivate: true,
      requiresApproval: true,
      requiresPayment: false,
      paymentAmount: null,
      rules: 'Respeito.',
      welcomeMessage: null,
      location: null,
      website: 'https://mulheresemtech.example.org',
      communityUrl: null,
    });
    expect(screen.getByText(MSG.communities.created).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: F.create })).toBeDisabled();

    await advance(REDIRECT_AFTER_COMMUNITY_CREATE_MS - 1);
    expect(router.state.location.pathname).toBe('/criar-comunidade');
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/minhas-comunidades');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/minhas-comunidades'), WAIT);
  });

  it('returns to /feed when no route came in the navigation state', async () => {
    const { user, router } = await openCreate(createdApi(), null);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.communities.created, {}, WAIT)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'), WAIT);
  });

  it('puts a taken name (409) on the name field', async () => {
    const api = memberApi().on(CREATE, () => apiError(409, 'conflict', MSG.communities.duplicateName));
    const { user } = await openCreate(api);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.communities.duplicateName)).toBeVisible();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(F.name)).toHaveAccessibleDescription(MSG.communities.duplicateName);
    expect(screen.queryByText(MSG.communities.created)).not.toBeInTheDocument();
  });

  it("says 'Erro ao criar comunidade. Tente novamente.' when the server fails", async () => {
    const api = memberApi().on(CREATE, () => apiError(500, 'internal', MSG.common.internal));
    const { user } = await openCreate(api);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.communities.createError)).toBeVisible();
    expect(screen.getByRole('button', { name: F.create })).toBeEnabled();
  });

  it('sends the chosen logo and banner once the community exists', async () => {
    const api = createdApi()
      .on(`POST /api/communities/${TECH_ID}/logo`, () => ok(editableCommunity({ logoUrl: '/u/logo.webp' })))
      .on(`POST /api/communities/${TECH_ID}/banner`, () => ok(editableCommunity({ bannerUrl: '/u/b.webp' })));
    const { user } = await openCreate(api);
    expect(screen.getByText(F.logoHint)).toBeVisible();
    expect(screen.getByText(F.bannerHint)).toBeVisible();
    await fillRequired(user);
    await user.upload(
      screen.getByTestId('community-logo-input'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.upload(
      screen.getByTestId('community-banner-input'),
      new File(['jpg'], 'banner.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText(`${F.logoHint} ${F.imagePending('logo.png')}`)).toBeVisible();
    expect(api.callsTo(`POST /api/communities/${TECH_ID}/logo`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.communities.created, {}, WAIT)).toBeVisible();
    const order = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual([
      '/api/communities',
      `/api/communities/${TECH_ID}/logo`,
      `/api/communities/${TECH_ID}/banner`,
    ]);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    await openCreate();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('community-logo-input'),
      new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(MSG.images.onlyImages)).toBeVisible();
  });

  it('keeps the created community when the logo fails, and retries without creating another', async () => {
    let logoFails = true;
    const api = createdApi()
      .on(`POST /api/communities/${TECH_ID}/logo`, () =>
        logoFails
          ? apiError(500, 'internal', MSG.common.internal)
          : ok(editableCommunity({ logoUrl: '/u/l.webp' })),
      )
      .on(`PUT /api/communities/${TECH_ID}`, ({ body }) => ok(editableCommunity(body as object)));
    const { user, router } = await openCreate(api);
    await fillRequired(user);
    await user.upload(
      screen.getByTestId('community-logo-input'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: F.create }));

    expect(await screen.findByText(MSG.communities.logoUploadError, {}, WAIT)).toBeVisible();
    expect(screen.getByText(MSG.communities.created)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_COMMUNITY_CREATE_MS + 200));
    expect(router.state.location.pathname).toBe('/criar-comunidade');

    logoFails = false;
    await user.click(screen.getByRole('button', { name: F.retryUpload }));
    await waitFor(() => expect(api.callsTo(`POST /api/communities/${TECH_ID}/logo`)).toHaveLength(2));
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(`PUT /api/communities/${TECH_ID}`)).toHaveLength(1);
    expect(screen.queryByText(MSG.communities.logoUploadError)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/minhas-comunidades'), WAIT);
  });
});
