import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { COPY, MSG } from '@domain/messages';
import type { ManagedCompanyVacancies } from '@domain/schemas/vacancies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPANY_ID,
  expectNoSeriousA11yViolations,
  managedBlock,
  memberApi,
  OTHER_COMPANY_ID,
  VACANCY_ID,
  vacancyCard,
  vacancyDetail,
} from '../test-data';

const T = VACANCIES_COPY.managed;
const WAIT = { timeout: 5000 };
const MANAGED = 'GET /api/vacancies/managed';

afterEach(() => {
  toast.dismiss();
});

/** A server that remembers (de)activations and deletions, answering 'Minhas Vagas' accordingly. */
function managedApi(blocks: ManagedCompanyVacancies[] = [managedBlock()]) {
  let current = blocks;
  const api = memberApi().on(MANAGED, () => ok(current));
  for (const block of blocks) {
    for (const vacancy of block.vacancies) {
      api.on(`PATCH /api/vacancies/${vacancy.id}/active`, ({ body }) => {
        const { isActive } = body as { isActive: boolean };
        current = current.map((b) => ({
          ...b,
          activeCount:
            b.activeCount + (b.vacancies.some((v) => v.id === vacancy.id) ? (isActive ? 1 : -1) : 0),
          vacancies: b.vacancies.map((v) => (v.id === vacancy.id ? { ...v, isActive } : v)),
        }));
        return ok(vacancyDetail({ ...vacancy, isActive }, { canManage: true, canApply: false }));
      });
      api.on(`DELETE /api/vacancies/${vacancy.id}`, () => {
        current = current.map((b) => ({
          ...b,
          totalCount: b.totalCount - (b.vacancies.some((v) => v.id === vacancy.id) ? 1 : 0),
          vacancies: b.vacancies.filter((v) => v.id !== vacancy.id),
        }));
        return { status: 204 };
      });
    }
  }
  return api;
}

async function openPage(api = managedApi()) {
  const rendered = renderRoute('/empresas?aba=minhas-vagas', { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: COPY.pages.companyArea }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

function companyBlock(name: string) {
  return screen.getByRole('region', { name });
}

function row(title: string) {
  return screen.getByRole('article', { name: title });
}

function stat(block: HTMLElement, term: string) {
  const dt = within(block).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe("/empresas ('Minhas Vagas')", { timeout: 20_000 }, () => {
  it('shows each company with her role, its counts and the average applications per vacancy', async () => {
    const api = managedApi([
      managedBlock(),
      managedBlock({
        company: { id: OTHER_COMPANY_ID, name: 'Banco Plural', logoUrl: null, role: 'editor' },
        activeCount: 0,
        totalCount: 0,
        averageApplications: 0,
        vacancies: [],
      }),
    ]);
    await openPage(api);
    const tech = await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    expect(within(tech).getByText('Seu papel: Administradora')).toBeVisible();
    expect(stat(tech, T.activeCount)).toBe('1');
    expect(stat(tech, T.totalCount)).toBe('2');
    expect(stat(tech, T.average)).toBe('2,5');

    const bank = companyBlock('Banco Plural');
    expect(within(bank).getByText('Seu papel: Editora')).toBeVisible();
    expect(stat(bank, T.average)).toBe('0,0');
    expect(within(bank).getByText(T.noVacancies)).toBeVisible();
    expect(within(bank).getByRole('link', { name: T.publishFirst })).toHaveAttribute(
      'href',
      `/empresas/anunciar-vaga?empresa=${OTHER_COMPANY_ID}`,
    );
    expect(screen.getByRole('link', { name: T.newVacancy })).toHaveAttribute(
      'href',
      '/empresas/anunciar-vaga',
    );
  });

  it('lists each vacancy with its status, date, location, terms and links', async () => {
    await openPage();
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    const data = row('Analista de Dados Pleno');
    expect(within(data).getByRole('link', { name: 'Analista de Dados Pleno' })).toHaveAttribute(
      'href',
      `/vagas/${VACANCY_ID}`,
    );
    expect(within(data).getByText(VACANCIES_COPY.common.active)).toBeVisible();
    expect(data).toHaveTextContent('São Paulo, SP');
    expect(data).toHaveTextContent('CLT');
    expect(data).toHaveTextContent('Híbrido');
    expect(data).toHaveTextContent(/Criada em \d{1,2} de \w+ de \d{4}/);
    expect(within(data).getByRole('link', { name: /^Candidaturas \(3\)/ })).toHaveAttribute(
      'href',
      `/vagas/${VACANCY_ID}/candidaturas`,
    );
    expect(within(data).getByRole('link', { name: /^Editar/ })).toHaveAttribute(
      'href',
      `/editar-vaga/${VACANCY_ID}`,
    );
    expect(within(data).getByRole('button', { name: /^Desativar/ })).toBeVisible();

    const ux = row('Designer UX');
    expect(within(ux).getByText(VACANCIES_COPY.common.inactive)).toBeVisible();
    expect(ux).toHaveTextContent('PJ');
    expect(within(ux).getByRole('button', { name: /^Ativar/ })).toBeVisible();
  });

  it('deactivates and activates a vacancy', async () => {
    const { api, user } = await openPage();
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);

    await user.click(within(row('Analista de Dados Pleno')).getByRole('button', { name: /^Desativar/ }));
    await waitFor(() =>
      expect(within(row('Analista de Dados Pleno')).getByText(VACANCIES_COPY.common.inactive)).toBeVisible(),
    );
    expect(api.callsTo(`PATCH /api/vacancies/${VACANCY_ID}/active`)[0]?.body).toEqual({ isActive: false });
    expect(stat(companyBlock('Tech Diversa'), T.activeCount)).toBe('0');
    expect(await screen.findByText(T.deactivated('Analista de Dados Pleno'))).toBeVisible();

    await user.click(within(row('Designer UX')).getByRole('button', { name: /^Ativar/ }));
    await waitFor(() =>
      expect(within(row('Designer UX')).getByText(VACANCIES_COPY.common.active)).toBeVisible(),
    );
    expect(api.callsTo('PATCH /api/vacancies/v-ux/active')[0]?.body).toEqual({ isActive: true });
  });

  it("says 'Erro ao atualizar vaga' when (de)activating fails", async () => {
    const api = managedApi().on(`PATCH /api/vacancies/${VACANCY_ID}/active`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    const { user } = await openPage(api);
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    await user.click(within(row('Analista de Dados Pleno')).getByRole('button', { name: /^Desativar/ }));
    expect(await screen.findByText(MSG.vacancies.updateError)).toBeVisible();
    expect(within(row('Analista de Dados Pleno')).getByText(VACANCIES_COPY.common.active)).toBeVisible();
  });

  it('deletes a vacancy only after confirmation', async () => {
    const { api, user } = await openPage();
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    const DELETE = `DELETE /api/vacancies/${VACANCY_ID}`;

    await user.click(within(row('Analista de Dados Pleno')).getByRole('button', { name: /^Excluir/ }));
    let dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    expect(dialog).toHaveAccessibleDescription(T.deleteText('Analista de Dados Pleno'));
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(DELETE)).toHaveLength(0);

    await user.click(within(row('Analista de Dados Pleno')).getByRole('button', { name: /^Excluir/ }));
    dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Analista de Dados Pleno' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(DELETE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stat(companyBlock('Tech Diversa'), T.totalCount)).toBe('1');
    expect(await screen.findByText(T.deleted)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Tech Diversa' })).toHaveFocus(),
    );
  });

  it("keeps the dialog open with 'Erro ao excluir vaga' when deleting fails", async () => {
    const api = managedApi().on(`DELETE /api/vacancies/${VACANCY_ID}`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    const { user } = await openPage(api);
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    await user.click(within(row('Analista de Dados Pleno')).getByRole('button', { name: /^Excluir/ }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    expect(await within(dialog).findByText(MSG.vacancies.deleteError)).toBeVisible();
    // The page behind the modal dialog is hidden from assistive technology, but still there.
    expect(
      screen.getByRole('article', { name: 'Analista de Dados Pleno', hidden: true }),
    ).toBeInTheDocument();
  });

  it('invites her to add a company when she manages none, coming back here', async () => {
    const { user, router } = await openPage(memberApi().on(MANAGED, () => ok([])));
    expect(await screen.findByText(T.noCompanies, {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('link', { name: T.newVacancy })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: T.addCompany }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adicionar-empresa'));
    expect(router.state.location.state).toEqual({ from: '/empresas?aba=minhas-vagas' });
  });

  it("says 'Erro ao carregar vagas' with 'Tentar novamente'", async () => {
    let fail = true;
    const api = memberApi().on(MANAGED, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok([managedBlock()]),
    );
    const { user } = await openPage(api);
    expect(await screen.findByText(MSG.vacancies.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT)).toBeVisible();
  });

  it('has no serious accessibility violations', async () => {
    await openPage(
      managedApi([
        managedBlock({
          vacancies: [vacancyCard(), vacancyCard({ id: 'v-2', title: 'Dev', companyId: COMPANY_ID })],
        }),
      ]),
    );
    await screen.findByRole('region', { name: 'Tech Diversa' }, WAIT);
    await expectNoSeriousA11yViolations();
  });
});
