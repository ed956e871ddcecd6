import { COMPANIES_COPY } from '@domain/copy/companies';
import { REDIRECT_AFTER_COMPANY_SAVE_MS } from '@domain/limits';
import { MSG } from '@domain/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_ID, companyDetail, EDITOR, memberApi } from '../test-data';

const F = COMPANIES_COPY.form;
const WAIT = { timeout: 5000 };
const GET = `GET /api/companies/${COMPANY_ID}`;
const PUT = `PUT /api/companies/${COMPANY_ID}`;

afterEach(() => {
  vi.useRealTimers();
  toast.dismiss();
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

const stored = companyDetail({ logoUrl: '/uploads/companies/logo.webp' }, EDITOR);

function editApi(company = stored) {
  return memberApi()
    .on(GET, () => ok(company))
    .on(PUT, ({ body }) => ok(companyDetail(body as object, EDITOR)))
    .on('GET /api/companies/mine', () => ok([]));
}

async function openEdit(api = editApi(), state?: unknown) {
  const rendered = renderRoute(`/editar-empresa/${COMPANY_ID}`, { session: 'member', api, state });
  await screen.findByRole('heading', { level: 1, name: F.editTitle }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

describe('/editar-empresa/{id}', { timeout: 15_000 }, () => {
  it(`loads the company, saves it and returns to /minhas-empresas after ${REDIRECT_AFTER_COMPANY_SAVE_MS} ms`, async () => {
    const { api, user, router } = await openEdit(editApi(), { from: `/empresas/${COMPANY_ID}` });
    expect(await screen.findByDisplayValue('Nuvem Aberta', {}, WAIT)).toBe(field(F.name));
    expect(field(F.industry)).toHaveValue('Tecnologia');
    expect(field(F.foundedYear)).toHaveValue(2012);
    expect(field(F.size)).toHaveValue('51 a 200 funcionárias');
    expect(screen.getByRole('img', { name: F.logoAlt })).toHaveAttribute(
      'src',
      '/uploads/companies/logo.webp',
    );
    // 'Cancelar' goes back where she came from; success still goes to /minhas-empresas.
    expect(screen.getByRole('link', { name: F.cancel })).toHaveAttribute('href', `/empresas/${COMPANY_ID}`);

    await user.clear(field(F.name));
    await user.type(field(F.name), 'Nuvem Aberta S.A.');
    await user.clear(field(F.foundedYear));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: F.save }));
    await settleUntil(() => screen.queryAllByText(MSG.companies.updated).length > 0);
    expect(api.callsTo(PUT)[0]?.body).toMatchObject({ name: 'Nuvem Aberta S.A.', foundedYear: null });
    expect(api.callsTo('POST /api/companies')).toHaveLength(0);

    await advance(REDIRECT_AFTER_COMPANY_SAVE_MS - 1);
    expect(router.state.location.pathname).toBe(`/editar-empresa/${COMPANY_ID}`);
    await advance(1);
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/minhas-empresas');
  });

  it("says 'Erro ao atualizar empresa. Tente novamente.' when saving fails, and stays", async () => {
    const { user, router } = await openEdit(
      editApi().on(PUT, () => apiError(500, 'internal', MSG.common.internal)),
    );
    await screen.findByDisplayValue('Nuvem Aberta', {}, WAIT);
    await user.click(screen.getByRole('button', { name: F.save }));
    expect(await screen.findByText(MSG.companies.updateError)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/editar-empresa/${COMPANY_ID}`);
  });

  it('tells someone who may not edit the company so, with the way to its page', async () => {
    await openEdit(editApi(companyDetail({}, { role: null })));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText(F.forbiddenTitle)).toBeVisible();
    expect(within(alert).getByRole('link', { name: F.backToCompany })).toHaveAttribute(
      'href',
      `/empresas/${COMPANY_ID}`,
    );
    expect(screen.queryByLabelText(F.name)).not.toBeInTheDocument();
  });

  it("says 'Empresa não encontrada.' for an unknown company", async () => {
    await openEdit(memberApi().on(GET, () => apiError(404, 'not_found', MSG.companies.notFound)));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText(MSG.companies.notFound)).toBeVisible();
    expect(screen.queryByLabelText(F.name)).not.toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados da empresa.' and loads again on 'Tentar novamente'", async () => {
    let fail = true;
    const api = editApi().on(GET, () => (fail ? apiError(500, 'internal', MSG.common.internal) : ok(stored)));
    const { user } = await openEdit(api);
    expect(await screen.findByText(MSG.companies.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByDisplayValue('Nuvem Aberta', {}, WAIT)).toBe(field(F.name));
  });
});
