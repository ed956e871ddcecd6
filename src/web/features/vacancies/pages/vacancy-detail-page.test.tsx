import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MSG } from '@domain/messages';
import type { MyApplication, VacancyDetail } from '@domain/schemas/vacancies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPANY_ID,
  expectNoSeriousA11yViolations,
  memberApi,
  VACANCY_ID,
  vacancyDetail,
  visitorApi,
} from '../test-data';

const D = VACANCIES_COPY.detail;
const A = VACANCIES_COPY.apply;
const WAIT = { timeout: 5000 };
const PATH = `/vagas/${VACANCY_ID}`;
const DETAIL = `GET /api/vacancies/${VACANCY_ID}`;
const APPLY = `POST /api/vacancies/${VACANCY_ID}/application`;
const WITHDRAW = `DELETE /api/vacancies/${VACANCY_ID}/application`;

afterEach(() => {
  toast.dismiss();
});

/** A server that remembers her application: applying and withdrawing change what it answers. */
function detailApi(vacancy: VacancyDetail = vacancyDetail(), api: FakeApi = memberApi()) {
  let application: MyApplication | null = vacancy.viewer.application;
  return api
    .on(DETAIL, () =>
      ok({
        ...vacancy,
        myApplicationStatus: application?.status ?? null,
        viewer: { ...vacancy.viewer, application, canApply: vacancy.viewer.canApply && !application },
      }),
    )
    .on(APPLY, ({ body }) => {
      application = {
        id: 'app-1',
        status: 'new',
        message: (body as { message: string | null }).message,
        hasCv: false,
        createdAt: '2026-03-12T15:00:00.000Z',
        updatedAt: '2026-03-12T15:00:00.000Z',
      };
      return { status: 201, body: application };
    })
    .on(WITHDRAW, () => {
      application = null;
      return { status: 204 };
    });
}

async function openPage(api: FakeApi = detailApi()) {
  const rendered = renderRoute(PATH, { api });
  await screen.findByRole('heading', { level: 1, name: 'Analista de Dados Pleno' }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

describe('/vagas/{id}', { timeout: 20_000 }, () => {
  it('shows the vacancy and its company, the texts with their line breaks as plain text', async () => {
    await openPage(
      detailApi(vacancyDetail({ benefits: '<b>Plano</b> de saúde\nGympass', employmentType: 'estagio' })),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Tech Diversa' })[0]).toHaveAttribute(
      'href',
      `/empresas/${COMPANY_ID}`,
    );
    expect(screen.getAllByText(VACANCIES_COPY.common.seal).length).toBeGreaterThan(0);
    expect(screen.getByText('Estágio')).toBeVisible();
    expect(screen.getByText('Híbrido')).toBeVisible();
    expect(screen.getByText('R$ 5.000 - R$ 8.000')).toBeVisible();
    expect(screen.getByText('Publicada há 3 dias')).toBeVisible();

    const description = screen.getByRole('region', { name: D.description });
    expect(within(description).getByText(/Você vai cuidar dos nossos dados\./)).toHaveClass(
      'whitespace-pre-line',
    );
    const benefits = screen.getByRole('region', { name: D.benefits });
    expect(benefits).toHaveTextContent('<b>Plano</b> de saúde');
    expect(benefits.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: D.requirements })).toHaveTextContent('SQL avançado');

    const company = screen.getByRole('region', { name: D.company });
    expect(company).toHaveTextContent('Tecnologia');
    expect(company).toHaveTextContent('51-200 funcionárias');
    expect(company).toHaveTextContent('Selo de Diversidade desde 15 de janeiro de 2026');
    await waitFor(() => expect(document.title).toMatch(/^Analista de Dados Pleno \|/));
  });

  it("applies through the dialog with a message, then shows 'Candidatura enviada' and its status", async () => {
    const { api, user } = await openPage();
    const applyButton = screen.getByRole('button', { name: A.apply });
    await user.click(applyButton);

    const dialog = await screen.findByRole('dialog', { name: A.dialogTitle('Analista de Dados Pleno') });
    expect(dialog).toHaveAccessibleDescription(A.dialogText);
    expect(within(dialog).getByRole('link', { name: A.reviewProfile })).toHaveAttribute(
      'href',
      '/meu-perfil',
    );
    const message = within(dialog).getByLabelText(A.message);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.type(message, 'Tenho 5 anos de SQL.');
    await user.click(within(dialog).getByRole('button', { name: A.send }));

    const status = await screen.findByRole('region', { name: VACANCIES_COPY.common.applied }, WAIT);
    expect(within(status).getByText('Enviada')).toBeVisible();
    expect(within(status).getByText('Tenho 5 anos de SQL.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: A.apply })).not.toBeInTheDocument();
    expect(api.callsTo(APPLY)[0]?.body).toEqual({ message: 'Tenho 5 anos de SQL.' });
    expect(await screen.findByText(A.sent)).toBeVisible();
    await waitFor(() => expect(within(status).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it("shows the server's message when applying is refused (409)", async () => {
    const api = detailApi().on(APPLY, () => apiError(409, 'conflict', 'Você já se candidatou a esta vaga.'));
    const { user } = await openPage(api);
    await user.click(screen.getByRole('button', { name: A.apply }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: A.send }));
    expect(await within(dialog).findByText('Você já se candidatou a esta vaga.')).toBeVisible();
    // Its state changed under her: the vacancy is asked for again.
    await waitFor(() => expect(api.callsTo(DETAIL).length).toBeGreaterThan(1));
  });

  it('withdraws her application after confirmation', async () => {
    const application: MyApplication = {
      id: 'app-1',
      status: 'shortlisted',
      message: null,
      hasCv: false,
      createdAt: '2026-03-12T15:00:00.000Z',
      updatedAt: '2026-03-13T15:00:00.000Z',
    };
    const { api, user } = await openPage(detailApi(vacancyDetail({}, { application, canApply: true })));
    const status = screen.getByRole('region', { name: VACANCIES_COPY.common.applied });
    expect(within(status).getByText('Pré-selecionada')).toBeVisible();
    expect(within(status).getByText('Enviada em 12 de março de 2026')).toBeVisible();

    await user.click(within(status).getByRole('button', { name: A.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: A.withdrawTitle });
    await user.click(within(dialog).getByRole('button', { name: A.withdrawConfirm }));

    expect(await screen.findByRole('button', { name: A.apply }, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', { name: VACANCIES_COPY.common.applied })).not.toBeInTheDocument();
    expect(api.callsTo(WITHDRAW)).toHaveLength(1);
    expect(await screen.findByText(A.withdrawn)).toBeVisible();
  });

  it("an external vacancy's 'Candidatar-se' opens the company's link in a new tab", async () => {
    await openPage(
      detailApi(
        vacancyDetail(
          { howToReceive: 'external', externalPlatform: 'https://techdiversa.gupy.example/vaga/1' },
          { canApply: false },
        ),
      ),
    );
    const link = screen.getByRole('link', { name: `${A.apply} ${VACANCIES_COPY.common.newTab}` });
    expect(link).toHaveAttribute('href', 'https://techdiversa.gupy.example/vaga/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: A.apply })).not.toBeInTheDocument();
  });

  it('says an inactive vacancy no longer takes applications, and offers none', async () => {
    await openPage(detailApi(vacancyDetail({ isActive: false }, { canApply: false })));
    expect(screen.getByText(D.inactive)).toBeVisible();
    expect(screen.getByText(VACANCIES_COPY.common.inactive)).toBeVisible();
    expect(screen.queryByRole('button', { name: A.apply })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(A.apply) })).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in, coming back to the vacancy, inside the public header', async () => {
    const { user, router } = await openPage(
      detailApi(vacancyDetail({}, { signedIn: false, canApply: false }), visitorApi()),
    );
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: A.apply })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: D.backToList })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: D.signInToApply }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: PATH });
  });

  it("gives the company's staff 'Editar' and 'Candidaturas' instead of applying", async () => {
    await openPage(detailApi(vacancyDetail({}, { canManage: true, canApply: false })));
    expect(screen.getByRole('link', { name: D.edit })).toHaveAttribute('href', `/editar-vaga/${VACANCY_ID}`);
    expect(screen.getByRole('link', { name: `${D.applications} (3)` })).toHaveAttribute(
      'href',
      `/vagas/${VACANCY_ID}/candidaturas`,
    );
    expect(screen.queryByRole('button', { name: A.apply })).not.toBeInTheDocument();
  });

  it("shows 'Vaga não encontrada.' for an unknown vacancy", async () => {
    renderRoute('/vagas/ninguem', { api: memberApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: VACANCIES_COPY.common.notFound }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: VACANCIES_COPY.common.seeVacancies })).toHaveAttribute(
      'href',
      '/vagas',
    );
  });

  it('shows an error with a retry, then the vacancy', async () => {
    let fail = true;
    const api = memberApi().on(DETAIL, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(vacancyDetail()),
    );
    renderRoute(PATH, { api });
    expect(await screen.findByRole('heading', { level: 1, name: D.loadError }, WAIT)).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analista de Dados Pleno' }, WAIT),
    ).toBeVisible();
  });

  it('has no serious accessibility violations, with the apply dialog open too', async () => {
    const { user } = await openPage();
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: A.apply }));
    await screen.findByRole('dialog');
    await expectNoSeriousA11yViolations();
  });
});
