import { COMPANIES_COPY, COMPANY_DETAIL_COPY } from '@domain/copy/companies';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@web/features/posts/test-data';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  COMPANY_ID,
  COMPANY_PAGE,
  companyDetail,
  detailApi,
  EDITOR,
  PLATFORM_ADMIN,
  vacancyCard,
} from '../test-data';

const T = COMPANY_DETAIL_COPY;
const M = T.manage;
const WAIT = { timeout: 5000 };
const GET = `GET /api/companies/${COMPANY_ID}`;
const COMPOSER = 'Compartilhe algo…';

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

async function open(api = detailApi()) {
  const rendered = renderRoute(COMPANY_PAGE, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: 'Nuvem Aberta' }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const manageGroup = () => screen.queryByRole('group', { name: M.region });

describe('/empresas/{id}', { timeout: 15_000 }, () => {
  it('shows a spinner, then the company with its name as the only <h1> and the tab title', async () => {
    const answer = deferred<Reply>();
    const api = detailApi().on(GET, () => answer.promise);
    renderRoute(COMPANY_PAGE, { session: 'member', api });
    await waitFor(() => expect(screen.getByText(T.loading)).toBeInTheDocument(), WAIT);
    expect(screen.getByText(T.loading).closest('[role="status"]')).not.toBeNull();

    answer.resolve(ok(companyDetail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuvem Aberta' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/^Nuvem Aberta \|/));
  });

  it("shows 'Empresa não encontrada.' with the 'Nenhuma empresa encontrada' way to add hers", async () => {
    const api = detailApi().on(GET, () => apiError(404, 'not_found', MSG.companies.notFound));
    renderRoute(COMPANY_PAGE, { session: 'member', api });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByRole('heading', { level: 1, name: MSG.companies.notFound })).toBeVisible();
    const none = screen.getByRole('region', { name: MSG.companies.noneFound });
    expect(within(none).getByRole('heading', { level: 2, name: MSG.companies.noneFound })).toBeVisible();
    expect(within(none).getByText(T.noneFoundText)).toBeVisible();
    expect(within(none).getByRole('link', { name: T.addCompany })).toHaveAttribute(
      'href',
      '/adicionar-empresa',
    );
    expect(screen.queryByRole('button', { name: MSG.common.retry })).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados da empresa.' and loads again on 'Tentar novamente'", async () => {
    let fail = true;
    const api = detailApi().on(GET, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(companyDetail()),
    );
    renderRoute(COMPANY_PAGE, { session: 'member', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.companies.loadError }, WAIT),
    ).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuvem Aberta' }, WAIT)).toBeVisible();
  });

  it('shows the industry, counts, location, website, about, information and open vacancies', async () => {
    await open(
      detailApi({
        company: companyDetail({ foundedYear: null }),
        vacancies: [
          vacancyCard(),
          vacancyCard({ id: 'v-2', title: 'Analista de Suporte', employmentType: null }),
        ],
      }),
    );
    expect(screen.getByText('Tecnologia')).toBeVisible();
    expect(screen.getByText(COMPANIES_COPY.counts.followers(41))).toBeVisible();
    expect(screen.getByText('1 trabalha aqui')).toBeVisible();
    const contact = screen.getByRole('list', { name: T.header.details });
    expect(within(contact).getByText('Recife, PE')).toBeVisible();
    const site = within(contact).getByRole('link', { name: /^Site/ });
    expect(site).toHaveAttribute('href', 'https://nuvemaberta.example');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');

    const about = region(T.sections.about);
    expect(within(about).getByText(/Infraestrutura em nuvem/)).toBeVisible();
    expect(within(about).getByRole('link', { name: /^Link da empresa/ })).toHaveAttribute(
      'href',
      'https://carreiras.nuvemaberta.example',
    );
    const info = region(T.sections.info);
    const terms = within(info)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Porte', 'Fundação', 'Localização']);
    const values = within(info)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['51 a 200 funcionárias', T.sections.notInformed, 'Recife, PE']);

    const vacancies = region(T.vacancies.heading);
    expect(
      await within(vacancies).findByRole('link', { name: 'Engenheira de Dados Sênior' }),
    ).toHaveAttribute('href', '/vagas/v-dados');
    expect(within(vacancies).getByText('Híbrido · CLT')).toBeVisible();
    expect(within(vacancies).getByText('Híbrido · Não especificado')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a member no staff controls, the posts without a composer, and no seal panel', async () => {
    const { api } = await open(
      detailApi({
        posts: [
          post({
            content: 'Estamos contratando!',
            author: {
              type: 'company',
              id: COMPANY_ID,
              name: 'Nuvem Aberta',
              imageUrl: null,
              professionalTitle: null,
              slug: null,
            },
          }),
        ],
      }),
    );
    expect(manageGroup()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.delete })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.vacancies.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: T.seal.title })).not.toBeInTheDocument();
    expect(await screen.findByText('Estamos contratando!', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: COMPOSER })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/posts')[0]?.query).toEqual({ companyId: COMPANY_ID });
  });

  it('gives an editor Editar, Nova vaga and the composer speaking as the company, but neither Excluir nor access', async () => {
    await open(detailApi({ company: companyDetail({}, EDITOR) }));
    const manage = manageGroup()!;
    expect(within(manage).getByRole('link', { name: M.edit })).toHaveAttribute(
      'href',
      `/editar-empresa/${COMPANY_ID}`,
    );
    expect(within(manage).queryByRole('button', { name: M.delete })).not.toBeInTheDocument();
    expect(within(manage).queryByRole('link', { name: MSG.access.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.vacancies.create })).toHaveAttribute(
      'href',
      '/empresas/anunciar-vaga',
    );
    expect(screen.getByText(T.feed.postingAs('Nuvem Aberta'))).toBeVisible();
    expect(screen.getByRole('button', { name: COMPOSER })).toBeVisible();
  });

  it('gives an admin Editar, Concessão de Acesso and Excluir', async () => {
    await open(detailApi({ company: companyDetail({}, ADMIN) }));
    const manage = manageGroup()!;
    expect(within(manage).getByRole('link', { name: M.edit })).toBeVisible();
    expect(within(manage).getByRole('link', { name: MSG.access.title })).toHaveAttribute(
      'href',
      `/empresas/${COMPANY_ID}/concessao-acesso`,
    );
    expect(within(manage).getByRole('button', { name: M.delete })).toBeVisible();
  });

  it("deletes after 'Tem certeza que deseja excluir esta empresa?', then goes to /feed", async () => {
    const { api, user, router } = await open(detailApi({ company: companyDetail({}, ADMIN) }));
    await user.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    expect(within(dialog).getByText(MSG.companies.confirmDelete)).toBeVisible();
    // Focus moves into the dialog, onto the safe choice.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: MSG.common.cancel })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'), WAIT);
    expect(api.callsTo(`DELETE /api/companies/${COMPANY_ID}`)).toHaveLength(1);
  });

  it('stays on the page, quietly, when the deletion fails (the reason is logged)', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = detailApi({ company: companyDetail({}, ADMIN) }).on(
      `DELETE /api/companies/${COMPANY_ID}`,
      () => apiError(500, 'internal', MSG.common.internal),
    );
    const { user, router } = await open(api);
    await user.click(screen.getByRole('button', { name: M.delete }));
    const dialog = await screen.findByRole('dialog', { name: M.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: M.delete })).toHaveFocus());
    expect(router.state.location.pathname).toBe(COMPANY_PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Nuvem Aberta' })).toBeVisible();
    expect(log).toHaveBeenCalledWith('[companies] exclusão falhou', expect.anything());
  });

  it('follows and unfollows, the count following along', async () => {
    const { api, user } = await open();
    const follow = screen.getByRole('button', { name: T.follow.follow });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);

    expect(await screen.findByRole('button', { name: T.follow.unfollow })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('42 seguidoras')).toBeVisible();
    expect(await screen.findByText(T.follow.followed)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/companies/${COMPANY_ID}/follow`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: T.follow.unfollow }));
    expect(await screen.findByText('41 seguidoras')).toBeVisible();
    expect(screen.getByRole('button', { name: T.follow.follow })).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo(`DELETE /api/companies/${COMPANY_ID}/follow`)).toHaveLength(1);
  });

  it('puts the button and the count back when following fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const answer = deferred<Reply>();
    const api = detailApi().on(`PUT /api/companies/${COMPANY_ID}/follow`, () => answer.promise);
    const { user } = await open(api);
    await user.click(screen.getByRole('button', { name: T.follow.follow }));
    // At once, before the server answers.
    expect(await screen.findByText('42 seguidoras')).toBeVisible();
    expect(screen.getByRole('button', { name: T.follow.unfollow })).toHaveAttribute('aria-disabled', 'true');

    answer.resolve(apiError(500, 'internal', MSG.common.internal));
    expect(await screen.findByText('41 seguidoras')).toBeVisible();
    expect(screen.getByRole('button', { name: T.follow.follow })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(T.follow.followError)).toBeVisible();
  });

  it('writes the name in white over a dark banner, and shows the first letter without a logo', async () => {
    await open(detailApi({ company: companyDetail({ bannerUrl: '/uploads/b.webp', bannerLuminance: 0.2 }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nuvem Aberta' })).toHaveClass('text-white');
    expect(screen.getByTestId('company-banner')).toHaveAttribute('data-surface', 'dark');
    const header = screen.getByRole('region', { name: 'Nuvem Aberta' });
    expect(within(header).getByTestId('avatar-initials')).toHaveTextContent(/^N$/);
  });

  it('shows the seal badge with its date, linking to the seal page', async () => {
    await open(
      detailApi({
        company: companyDetail({
          seal: { grantedAt: '2026-03-12T12:00:00.000Z', criteriaVersion: '2026.1' },
        }),
      }),
    );
    const badge = screen.getByRole('link', { name: /^Selo de Diversidade desde 12 de março de 2026/ });
    expect(badge).toHaveAttribute('href', '/empresas/diversidade');
  });

  it('lets a platform administrator grant the seal, then revoke it, each after confirming', async () => {
    const { api, user } = await open(detailApi({ company: companyDetail({}, PLATFORM_ADMIN) }));
    const panel = region(T.seal.title);
    expect(within(panel).getByText(T.seal.none)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Selo de Diversidade desde/ })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: T.seal.grant }));
    const grant = await screen.findByRole('dialog', { name: T.seal.grantTitle });
    expect(within(grant).getByText(T.seal.grantText('Nuvem Aberta', '2026.1'))).toBeVisible();
    await user.click(within(grant).getByRole('button', { name: T.seal.grant }));

    expect(
      await screen.findByRole('link', { name: /^Selo de Diversidade desde 2 de abril de 2026/ }),
    ).toBeVisible();
    expect(within(panel).getByText(T.seal.grantedOn('2 de abril de 2026', '2026.1'))).toBeVisible();
    expect(api.callsTo(`PUT /api/companies/${COMPANY_ID}/seal`)[0]?.body).toEqual({});

    await user.click(within(panel).getByRole('button', { name: T.seal.revoke }));
    const revoke = await screen.findByRole('dialog', { name: T.seal.revokeTitle });
    await user.click(within(revoke).getByRole('button', { name: T.seal.revoke }));
    expect(await within(panel).findByText(T.seal.none)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Selo de Diversidade desde/ })).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/companies/${COMPANY_ID}/seal`)).toHaveLength(1);
  });

  it('keeps the seal dialog open with the reason when granting fails', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const api = detailApi({ company: companyDetail({}, PLATFORM_ADMIN) }).on(
      `PUT /api/companies/${COMPANY_ID}/seal`,
      () => apiError(500, 'internal', MSG.common.internal),
    );
    const { user } = await open(api);
    await user.click(within(region(T.seal.title)).getByRole('button', { name: T.seal.grant }));
    const dialog = await screen.findByRole('dialog', { name: T.seal.grantTitle });
    await user.click(within(dialog).getByRole('button', { name: T.seal.grant }));
    expect(await within(dialog).findByText(T.seal.grantError)).toBeVisible();
  });
});
