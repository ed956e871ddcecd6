import { COMPANIES_COPY } from '@domain/copy/companies';
import { COMPANY_INDUSTRIES } from '@domain/enums';
import { REDIRECT_AFTER_COMPANY_SAVE_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, companyDetail, EDITOR, memberApi } from '../test-data';

const F = COMPANIES_COPY.form;
const WAIT = { timeout: 5000 };
const CREATE = 'POST /api/companies';

afterEach(() => {
  vi.useRealTimers();
  // Sonner keeps its toasts in module state: never let one test's toast show in the next.
  toast.dismiss();
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
    .on(CREATE, ({ body }) => ({
      status: 201,
      body: companyDetail(body as object, { ...EDITOR, role: 'admin', canDelete: true, canGrant: true }),
    }))
    .on('GET /api/companies/mine', () => ok([]))
    .on('GET /api/posts', () => ok({ items: [], nextCursor: null }));
}

async function openAdd(api = createdApi(), state: unknown = { from: '/minhas-empresas' }) {
  const rendered = renderRoute('/adicionar-empresa', { session: 'member', api, state });
  await screen.findByRole('heading', { level: 1, name: F.createTitle }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(F.name), '  Nuvem Aberta ');
  await user.type(field(F.description), 'Infraestrutura em nuvem.');
}

describe('/adicionar-empresa', { timeout: 15_000 }, () => {
  it("refuses an empty name and description with the spec's messages, asking nothing", async () => {
    const { api, user } = await openAdd();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await user.type(field(F.name), '   ');
    await user.click(screen.getByRole('button', { name: F.create }));

    expect(await screen.findByText(MSG.companies.nameRequired)).toBeVisible();
    expect(screen.getByText(MSG.companies.descriptionRequired)).toBeVisible();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(F.name)).toHaveAccessibleDescription(MSG.companies.nameRequired);
    expect(field(F.name)).toHaveFocus();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a founded year before 1800 or after this year, with the range in the message', async () => {
    const { api, user } = await openAdd();
    const year = new Date().getFullYear();
    await fillRequired(user);
    const founded = field(F.foundedYear);
    expect(founded).toHaveAttribute('type', 'number');
    expect(founded).toHaveAttribute('min', '1800');
    expect(founded).toHaveAttribute('max', String(year));
    expect(founded).toHaveAccessibleDescription(F.foundedYearHint(year));

    await user.type(founded, '1799');
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.companies.foundedYearInvalid(year))).toBeVisible();
    expect(founded).toHaveAttribute('aria-invalid', 'true');

    await user.clear(founded);
    await user.type(founded, String(year + 1));
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.companies.foundedYearInvalid(year))).toBeVisible();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("offers the spec's industries after an empty choice", async () => {
    await openAdd();
    const industry = field(F.industry) as HTMLSelectElement;
    expect(industry).toHaveValue('');
    expect(Array.from(industry.options).map((o) => o.textContent)).toEqual([
      F.industryPlaceholder,
      ...COMPANY_INDUSTRIES,
    ]);
  });

  it(`creates it, says 'Empresa criada com sucesso!' and returns to 'from' after ${REDIRECT_AFTER_COMPANY_SAVE_MS} ms`, async () => {
    const { api, user, router } = await openAdd();
    await fillRequired(user);
    await user.selectOptions(field(F.industry), 'Tecnologia');
    await user.type(field(F.size), '51 a 200 funcionárias');
    await user.type(field(F.foundedYear), '2012');
    await user.type(field(F.website), 'nuvemaberta.example');
    await user.type(field(F.location), 'Recife, PE');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: F.create }));
    await settleUntil(() => screen.queryAllByText(MSG.companies.created).length > 0);

    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Nuvem Aberta',
      description: 'Infraestrutura em nuvem.',
      industry: 'Tecnologia',
      website: 'https://nuvemaberta.example',
      companyUrl: null,
      location: 'Recife, PE',
      size: '51 a 200 funcionárias',
      foundedYear: 2012,
    });
    expect(screen.getByRole('button', { name: F.create })).toBeDisabled();

    await advance(REDIRECT_AFTER_COMPANY_SAVE_MS - 1);
    expect(router.state.location.pathname).toBe('/adicionar-empresa');
    await advance(1);
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/minhas-empresas');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/minhas-empresas'), WAIT);
    // The form is gone; the toast still says it on the page she was taken to.
    await screen.findByRole('heading', { level: 1, name: COMPANIES_COPY.mine.title }, WAIT);
    expect(await screen.findByText(MSG.companies.created)).toBeVisible();
  });

  it('sends no industry and no year when none is given, and returns to /feed without a from', async () => {
    const { api, user, router } = await openAdd(createdApi(), null);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect((await screen.findAllByText(MSG.companies.created, {}, WAIT))[0]).toBeVisible();
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ industry: null, foundedYear: null, size: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'), WAIT);
  });

  it("puts a taken name (409) on the name field: 'Já existe uma empresa com esse nome.'", async () => {
    const api = memberApi().on(CREATE, () => apiError(409, 'conflict', MSG.companies.duplicateName));
    const { user } = await openAdd(api);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.companies.duplicateName)).toBeVisible();
    expect(field(F.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(F.name)).toHaveAccessibleDescription(MSG.companies.duplicateName);
    expect(field(F.name)).toHaveFocus();
    expect(screen.queryByText(MSG.companies.created)).not.toBeInTheDocument();
  });

  it("says 'Erro ao criar empresa. Tente novamente.' when the server fails", async () => {
    const api = memberApi().on(CREATE, () => apiError(500, 'internal', MSG.common.internal));
    const { user } = await openAdd(api);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.companies.createError)).toBeVisible();
    expect(screen.getByRole('button', { name: F.create })).toBeEnabled();
  });

  it('sends the chosen logo and banner (multipart field file) once the company exists', async () => {
    const api = createdApi()
      .on(`POST /api/companies/${COMPANY_ID}/logo`, () => ok(companyDetail({ logoUrl: '/u/logo.webp' })))
      .on(`POST /api/companies/${COMPANY_ID}/banner`, () => ok(companyDetail({ bannerUrl: '/u/b.webp' })));
    const { user } = await openAdd(api);
    await fillRequired(user);
    await user.upload(
      screen.getByTestId('company-logo-input'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    await user.upload(
      screen.getByTestId('company-banner-input'),
      new File(['jpg'], 'banner.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText(`${F.logoHint} ${F.imagePending('logo.png')}`)).toBeVisible();
    expect(api.callsTo(`POST /api/companies/${COMPANY_ID}/logo`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: F.create }));
    expect((await screen.findAllByText(MSG.companies.created, {}, WAIT))[0]).toBeVisible();
    const posts = api.fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, init?.body]);
    expect(posts.map(([path]) => path)).toEqual([
      '/api/companies',
      `/api/companies/${COMPANY_ID}/logo`,
      `/api/companies/${COMPANY_ID}/banner`,
    ]);
    const logoBody = posts[1]?.[1];
    expect(logoBody).toBeInstanceOf(FormData);
    expect((logoBody as FormData).get('file')).toBeInstanceOf(File);
  });
});
