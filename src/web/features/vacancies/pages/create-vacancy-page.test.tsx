import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MATCH_COPY } from '@domain/copy/vacancy-match';
import { REDIRECT_AFTER_VACANCY_CREATE_MS } from '@domain/limits';
import { COPY, MSG } from '@domain/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_ID,
  expectNoSeriousA11yViolations,
  memberApi,
  OTHER_COMPANY_ID,
  VACANCY_ID,
  vacancyDetail,
  workspaceCompany,
} from '../test-data';

const F = VACANCIES_COPY.form;
const WAIT = { timeout: 5000 };
const CREATE = 'POST /api/vacancies';

const TWO_COMPANIES = [
  workspaceCompany(),
  workspaceCompany({ id: OTHER_COMPANY_ID, name: 'Banco Plural', role: 'editor' }),
];

afterEach(() => {
  vi.useRealTimers();
  // Sonner keeps its toasts in a module-wide store: none may leak into the next test.
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

function createdApi(companies = TWO_COMPANIES) {
  return memberApi({ companies })
    .on(CREATE, ({ body }) => ({ status: 201, body: vacancyDetail(body as object) }))
    .on('GET /api/vacancies/managed', () => ok([]));
}

async function openCreate(path = '/empresas/anunciar-vaga', api = createdApi()) {
  const rendered = renderRoute(path, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: COPY.pages.createVacancy }, WAIT);
  await screen.findByLabelText(F.title, { exact: true }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(F.title), '  Analista de Dados ');
  await user.type(field(F.description), 'Cuidar dos dados.');
}

describe('/empresas/anunciar-vaga (Criar Nova Vaga)', { timeout: 20_000 }, () => {
  it("refuses an empty company, title and description with the spec's messages, asking nothing", async () => {
    const { api, user } = await openCreate();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const company = field(F.company) as HTMLSelectElement;
    expect(company).toHaveValue('');
    expect(Array.from(company.options).map((o) => o.textContent)).toEqual([
      MSG.vacancies.companyRequired,
      'Tech Diversa',
      'Banco Plural',
    ]);

    await user.click(screen.getByRole('button', { name: F.create }));

    expect(await screen.findByText(MSG.vacancies.companyRequired, { selector: 'span' })).toBeVisible();
    expect(screen.getByText(MSG.vacancies.titleRequired)).toBeVisible();
    expect(screen.getByText(MSG.vacancies.descriptionRequired)).toBeVisible();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(MSG.vacancies.companyRequired);
    expect(company).toHaveFocus();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('asks for the external link only when applications are received outside, and refuses a bad one', async () => {
    const { api, user } = await openCreate();
    await user.selectOptions(field(F.company), 'Tech Diversa');
    await fillRequired(user);
    const group = screen.getByRole('group', { name: F.howToReceive });
    expect(within(group).getByRole('radio', { name: F.internal })).toBeChecked();
    expect(screen.queryByLabelText(F.externalPlatform)).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: F.external }));
    const link = field(F.externalPlatform);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.vacancies.externalLinkRequired)).toBeVisible();

    await user.type(link, 'não é link');
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.common.invalidUrl)).toBeVisible();
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'vagas.techdiversa.example.com/123');
    await user.click(screen.getByRole('button', { name: F.create }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      howToReceive: 'external',
      externalPlatform: 'https://vagas.techdiversa.example.com/123',
    });
  });

  it('offers the employment labels and the work models, with "Não especificado" first', async () => {
    await openCreate();
    const employment = field(F.employmentType) as HTMLSelectElement;
    expect(Array.from(employment.options).map((o) => o.textContent)).toEqual([
      'Não especificado',
      'CLT',
      'PJ',
      'Estágio',
      'Temporário',
      'Freelancer',
    ]);
    const workModel = field(F.workModel) as HTMLSelectElement;
    expect(Array.from(workModel.options).map((o) => o.textContent)).toEqual([
      'Não especificado',
      'Presencial',
      'Híbrido',
      'Remoto',
    ]);
    await waitFor(() => expect((field(F.state) as HTMLSelectElement).options).toHaveLength(4));
  });

  it('chooses the company given in ?empresa= when it is hers', async () => {
    await openCreate(`/empresas/anunciar-vaga?empresa=${OTHER_COMPANY_ID}`);
    expect(field(F.company)).toHaveValue(OTHER_COMPANY_ID);
  });

  it('chooses her only company for her', async () => {
    await openCreate('/empresas/anunciar-vaga', createdApi([workspaceCompany()]));
    expect(field(F.company)).toHaveValue(COMPANY_ID);
  });

  it(`creates it, says 'Vaga criada com sucesso!' and goes to /empresas after ${REDIRECT_AFTER_VACANCY_CREATE_MS} ms`, async () => {
    const { api, user, router } = await openCreate();
    await user.selectOptions(field(F.company), 'Banco Plural');
    await fillRequired(user);
    await user.type(field(F.requirements), 'SQL\nPython');
    await waitFor(() => expect((field(F.state) as HTMLSelectElement).options).toHaveLength(4));
    await user.selectOptions(field(F.state), 'Pernambuco');
    await user.type(field(F.city), 'Recife');
    await user.type(field(F.salaryRange), 'R$ 5.000 - R$ 8.000');
    await user.selectOptions(field(F.employmentType), 'Estágio');
    await user.selectOptions(field(F.workModel), 'Remoto');
    // Its role, picked as the preference wizard picks hers: sector → category → role.
    await waitFor(() => expect(field(PREFERENCES_COPY.wizard.sector)).toBeEnabled(), WAIT);
    await user.selectOptions(field(PREFERENCES_COPY.wizard.sector), 'Tecnologia da Informação');
    await waitFor(() => expect(field(PREFERENCES_COPY.wizard.category)).toBeEnabled(), WAIT);
    await user.selectOptions(field(PREFERENCES_COPY.wizard.category), 'Dados e Inteligência Artificial');
    await waitFor(() => expect(field(MATCH_COPY.roleField)).toBeEnabled(), WAIT);
    await user.selectOptions(field(MATCH_COPY.roleField), 'Analista de Dados');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: F.create }));
    await settleUntil(() => screen.queryByText(MSG.vacancies.created) !== null);

    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      companyId: OTHER_COMPANY_ID,
      title: 'Analista de Dados',
      description: 'Cuidar dos dados.',
      requirements: 'SQL\nPython',
      benefits: null,
      state: 'PE',
      city: 'Recife',
      salaryRange: 'R$ 5.000 - R$ 8.000',
      employmentType: 'estagio',
      workModel: 'Remoto',
      roleId: 100,
      howToReceive: 'internal',
      externalPlatform: null,
    });
    expect(screen.getByRole('button', { name: F.create })).toBeDisabled();

    await advance(REDIRECT_AFTER_VACANCY_CREATE_MS - 1);
    expect(router.state.location.pathname).toBe('/empresas/anunciar-vaga');
    expect(router.state.navigation.state).toBe('idle');
    await advance(1);
    const target = router.state.navigation.location ?? router.state.location;
    expect(`${target.pathname}${target.search}`).toBe('/empresas?aba=minhas-vagas');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas'), WAIT);
    expect(router.state.location.search).toBe('?aba=minhas-vagas');
  });

  it("puts the server's field errors on their fields", async () => {
    const api = createdApi().on(CREATE, () =>
      apiError(422, 'invalid_input', MSG.common.invalidInput, { fields: { title: 'Título já usado.' } }),
    );
    const { user } = await openCreate('/empresas/anunciar-vaga', api);
    await user.selectOptions(field(F.company), 'Tech Diversa');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText('Título já usado.')).toBeVisible();
    expect(field(F.title)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MSG.vacancies.createError)).not.toBeInTheDocument();
  });

  it("says 'Erro ao criar vaga' when the server fails, and the server's reason when it refuses", async () => {
    let reply = apiError(500, 'internal', MSG.common.internal);
    const api = createdApi().on(CREATE, () => reply);
    const { user } = await openCreate('/empresas/anunciar-vaga', api);
    await user.selectOptions(field(F.company), 'Tech Diversa');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.vacancies.createError)).toBeVisible();
    expect(screen.queryByText(MSG.common.internal)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: F.create })).toBeEnabled();

    reply = apiError(403, 'forbidden', MSG.common.forbidden);
    await user.click(screen.getByRole('button', { name: F.create }));
    expect(await screen.findByText(MSG.common.forbidden)).toBeVisible();
    expect(screen.getByText(MSG.vacancies.createError)).toBeVisible();
  });

  it("'Cancelar' and the close button go to 'Minhas Vagas' (/empresas?aba=minhas-vagas)", async () => {
    await openCreate();
    expect(screen.getByRole('link', { name: F.cancel })).toHaveAttribute(
      'href',
      '/empresas?aba=minhas-vagas',
    );
    expect(screen.getByRole('link', { name: MSG.common.close })).toHaveAttribute(
      'href',
      '/empresas?aba=minhas-vagas',
    );
  });

  it('invites her to add a company when she manages none', async () => {
    const { router, user } = await openCreateWithout();
    const add = screen.getByRole('link', { name: F.addCompany });
    expect(add).toHaveAttribute('href', '/adicionar-empresa');
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/adicionar-empresa'));
    expect(router.state.location.state).toEqual({ from: '/empresas/anunciar-vaga' });
  });

  it("says 'Erro ao carregar empresas' when her companies cannot be loaded", async () => {
    const api = memberApi().on('GET /api/me/workspaces', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/empresas/anunciar-vaga', { session: 'member', api });
    expect(await screen.findByText(MSG.vacancies.companiesError, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: MSG.common.retry })).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('radio', { name: F.external }));
    await user.click(screen.getByRole('button', { name: F.create }));
    await screen.findByText(MSG.vacancies.titleRequired);
    await expectNoSeriousA11yViolations();
  });
});

async function openCreateWithout() {
  const rendered = renderRoute('/empresas/anunciar-vaga', {
    session: 'member',
    api: memberApi({ companies: [] }),
  });
  expect(await screen.findByText(F.noCompanies, {}, WAIT)).toBeVisible();
  return { ...rendered, user: userEvent.setup() };
}

describe('/editar-vaga/{id}', { timeout: 20_000 }, () => {
  const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
  const PUT = `PUT /api/vacancies/${VACANCY_ID}`;

  function editApi(viewer = { canManage: true, canApply: false }) {
    return memberApi()
      .on(DETAIL, () => ok(vacancyDetail({}, viewer)))
      .on(PUT, ({ body }) => ok(vacancyDetail(body as object, { canManage: true })))
      .on('GET /api/vacancies/managed', () => ok([]));
  }

  it('fills the form from the vacancy, keeps its company, saves with PUT and returns to /empresas', async () => {
    const user = userEvent.setup();
    const api = editApi();
    const { router } = renderRoute(`/editar-vaga/${VACANCY_ID}`, { session: 'member', api });
    await screen.findByRole('heading', { level: 1, name: COPY.pages.editVacancy }, WAIT);
    const title = await screen.findByLabelText(F.title, { exact: true }, WAIT);
    expect(title).toHaveValue('Analista de Dados Pleno');
    expect(field(F.description)).toHaveValue('Você vai cuidar dos nossos dados.\nTrabalho com SQL e Python.');
    expect(field(F.employmentType)).toHaveValue('CLT');
    expect(field(F.workModel)).toHaveValue('Híbrido');
    expect(field(F.salaryRange)).toHaveValue('R$ 5.000 - R$ 8.000');
    await waitFor(() => expect(field(F.state)).toHaveValue('SP'));
    expect(screen.queryByLabelText(F.company)).not.toBeInTheDocument();
    expect(screen.getByText(F.companyFixed)).toBeVisible();

    await user.clear(title);
    await user.type(title, 'Analista de Dados Sênior');
    await user.click(screen.getByRole('button', { name: F.save }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas'), WAIT);
    expect(router.state.location.search).toBe('?aba=minhas-vagas');
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({
      companyId: COMPANY_ID,
      title: 'Analista de Dados Sênior',
      state: 'SP',
      employmentType: 'CLT',
    });
    expect(await screen.findByText(F.updated)).toBeVisible();
  });

  it('tells someone who does not manage the vacancy that she cannot edit it', async () => {
    renderRoute(`/editar-vaga/${VACANCY_ID}`, {
      session: 'member',
      api: editApi({ canManage: false, canApply: true }),
    });
    expect(await screen.findByText(F.forbiddenTitle, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: F.viewVacancy })).toHaveAttribute('href', `/vagas/${VACANCY_ID}`);
    expect(screen.queryByLabelText(F.title)).not.toBeInTheDocument();
  });

  it("says 'Vaga não encontrada.' for an unknown vacancy", async () => {
    renderRoute('/editar-vaga/ninguem', { session: 'member', api: memberApi() });
    expect(await screen.findByText(VACANCIES_COPY.common.notFound, {}, WAIT)).toBeVisible();
  });
});
