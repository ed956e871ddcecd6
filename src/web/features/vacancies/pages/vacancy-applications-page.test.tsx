import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { VACANCY_APPLICATIONS_COPY } from '@domain/copy/vacancy-applications';
import { MSG } from '@domain/messages';
import type { Applicant } from '@domain/schemas/vacancies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { directConversation } from '@web/features/network/test-data';
import { apiError, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { applicant, expectNoSeriousA11yViolations, memberApi, VACANCY_ID, vacancyCard } from '../test-data';

const T = VACANCY_APPLICATIONS_COPY;
const M = CHAT_ENTRY_COPY.button;
const DIRECT = 'POST /api/chat/direct';
const WAIT = { timeout: 5000 };
const PATH = `/vagas/${VACANCY_ID}/candidaturas`;
const LIST = `GET /api/vacancies/${VACANCY_ID}/applications`;

afterEach(() => {
  toast.dismiss();
});

const carla = applicant();
const bia = applicant({
  id: 'a-bia',
  userId: 'u-bia',
  fullName: 'Bia Lima',
  slug: 'bia-lima',
  professionalTitle: null,
  location: null,
  message: null,
  status: 'shortlisted',
});

/** A server that remembers each application's status. */
function applicationsApi(items: Applicant[] = [carla, bia], nextCursor: string | null = null) {
  const statuses = new Map(items.map((item) => [item.id, item.status]));
  const api = memberApi().on(LIST, () =>
    ok({
      vacancy: vacancyCard({ applicationCount: items.length }),
      items: items.map((item) => ({ ...item, status: statuses.get(item.id) })),
      nextCursor,
    }),
  );
  for (const item of items) {
    api.on(`PATCH /api/vacancies/${VACANCY_ID}/applications/${item.id}`, ({ body }) => {
      const { status } = body as { status: Applicant['status'] };
      statuses.set(item.id, status);
      return ok({ ...item, status });
    });
  }
  return api;
}

async function openPage(api = applicationsApi()) {
  const rendered = renderRoute(PATH, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: T.title }, WAIT);
  await screen.findByRole('list', { name: T.listLabel }, WAIT);
  return { ...rendered, user: userEvent.setup() };
}

function item(name: string) {
  return screen.getByRole('article', { name });
}

describe('/vagas/{id}/candidaturas', { timeout: 20_000 }, () => {
  it('shows the vacancy and each applicant with her profile link, title, location, message, date and status', async () => {
    await openPage();
    const summary = screen.getByRole('region', { name: `${T.summary}: Analista de Dados Pleno` });
    expect(within(summary).getByRole('link', { name: 'Analista de Dados Pleno' })).toHaveAttribute(
      'href',
      `/vagas/${VACANCY_ID}`,
    );
    expect(summary).toHaveTextContent('2 candidaturas');

    const first = item('Carla Dias');
    expect(within(first).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute('href', '/m/carla-dias');
    expect(first).toHaveTextContent('Cientista de dados');
    expect(first).toHaveTextContent('Recife, PE');
    expect(first).toHaveTextContent('Adoraria fazer parte do time!');
    expect(first).toHaveTextContent('Candidatou-se em 12 de março de 2026');
    expect(within(first).getByText('Nova')).toBeVisible();
    expect(within(first).getByRole('button', { name: T.shortlist })).toBeVisible();
    expect(within(first).getByRole('button', { name: T.decline })).toBeVisible();
    expect(within(first).queryByRole('button', { name: T.backToViewed })).not.toBeInTheDocument();

    const second = item('Bia Lima');
    expect(within(second).getByText('Pré-selecionada')).toBeVisible();
    expect(within(second).queryByRole('button', { name: T.shortlist })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: T.backToViewed })).toBeVisible();
  });

  it('shortlists, declines and moves back to viewed, following the server', async () => {
    const { api, user } = await openPage();
    await user.click(within(item('Carla Dias')).getByRole('button', { name: T.shortlist }));
    await waitFor(() => expect(within(item('Carla Dias')).getByText('Pré-selecionada')).toBeVisible());
    expect(api.callsTo(`PATCH /api/vacancies/${VACANCY_ID}/applications/a-carla`)[0]?.body).toEqual({
      status: 'shortlisted',
    });
    expect(screen.getByText(T.moved('Carla Dias', 'Pré-selecionada'))).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(within(item('Carla Dias')).getByRole('link', { name: 'Carla Dias' })).toHaveFocus(),
    );

    await user.click(within(item('Carla Dias')).getByRole('button', { name: T.decline }));
    await waitFor(() => expect(within(item('Carla Dias')).getByText('Não selecionada')).toBeVisible());

    await user.click(within(item('Carla Dias')).getByRole('button', { name: T.backToViewed }));
    await waitFor(() => expect(within(item('Carla Dias')).getByText('Vista')).toBeVisible());
    expect(
      api.callsTo(`PATCH /api/vacancies/${VACANCY_ID}/applications/a-carla`).map((call) => call.body),
    ).toEqual([{ status: 'shortlisted' }, { status: 'declined' }, { status: 'viewed' }]);
  });

  it("offers 'Mensagem' next to each applicant, opening a conversation about the vacancy", async () => {
    const api = applicationsApi().on(DIRECT, ({ body }) => {
      const { memberId } = body as { memberId: string };
      return { status: 201, body: directConversation({ id: memberId, name: 'Carla Dias' }, 'c-carla') };
    });
    const { router, user } = await openPage(api);
    const message = await within(item('Carla Dias')).findByRole(
      'button',
      { name: M.sendTo('Carla Dias') },
      WAIT,
    );
    expect(message).toHaveTextContent(M.short);
    expect(within(item('Bia Lima')).getByRole('group', { name: T.actions('Bia Lima') })).toContainElement(
      within(item('Bia Lima')).getByRole('button', { name: M.sendTo('Bia Lima') }),
    );

    await user.click(message);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/c-carla'), WAIT);
    expect(api.callsTo(DIRECT).map((call) => call.body)).toEqual([
      { memberId: 'u-carla', vacancyId: VACANCY_ID },
    ]);
  });

  it("shows the server's reason when the conversation cannot be opened", async () => {
    const api = applicationsApi().on(DIRECT, () => apiError(422, 'unprocessable', CHAT_ERRORS.notApplicant));
    const { router, user } = await openPage(api);
    await user.click(
      await within(item('Bia Lima')).findByRole('button', { name: M.sendTo('Bia Lima') }, WAIT),
    );
    expect(await screen.findByText(CHAT_ERRORS.notApplicant, {}, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it("shows the server's message when a move is refused", async () => {
    const api = applicationsApi().on(`PATCH /api/vacancies/${VACANCY_ID}/applications/a-carla`, () =>
      apiError(422, 'unprocessable', 'Esta mudança de situação não é permitida.'),
    );
    const { user } = await openPage(api);
    await user.click(within(item('Carla Dias')).getByRole('button', { name: T.decline }));
    expect(await screen.findByText('Esta mudança de situação não é permitida.')).toBeVisible();
    expect(within(item('Carla Dias')).getByText('Nova')).toBeVisible();
  });

  it("loads the next page with 'Carregar mais'", async () => {
    const api = memberApi().on(LIST, ({ query }) =>
      query.cursor === 'c2'
        ? ok({ vacancy: vacancyCard(), items: [bia], nextCursor: null })
        : ok({ vacancy: vacancyCard(), items: [carla], nextCursor: 'c2' }),
    );
    const { user } = await openPage(api);
    await user.click(screen.getByRole('button', { name: VACANCIES_COPY.common.loadMore }));
    expect(await screen.findByRole('article', { name: 'Bia Lima' }, WAIT)).toBeVisible();
    expect(screen.queryByRole('button', { name: VACANCIES_COPY.common.loadMore })).not.toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query).toEqual({ cursor: 'c2' });
  });

  it('says so when nobody has applied yet', async () => {
    renderRoute(PATH, {
      session: 'member',
      api: memberApi().on(LIST, () =>
        ok({ vacancy: vacancyCard({ applicationCount: 0 }), items: [], nextCursor: null }),
      ),
    });
    expect(await screen.findByText(T.empty, {}, WAIT)).toBeVisible();
  });

  it("shows 'Acesso restrito' to someone who does not manage the vacancy (403)", async () => {
    renderRoute(PATH, {
      session: 'member',
      api: memberApi().on(LIST, () => apiError(403, 'forbidden', MSG.common.forbidden)),
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.forbiddenTitle }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: T.viewVacancy })).toHaveAttribute('href', `/vagas/${VACANCY_ID}`);
  });

  it("shows 'Vaga não encontrada.' for an unknown vacancy (404)", async () => {
    renderRoute('/vagas/ninguem/candidaturas', { session: 'member', api: memberApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: VACANCIES_COPY.common.notFound }, WAIT),
    ).toBeVisible();
  });

  it('filters by status, links the attached CV, and keeps staff notes', async () => {
    const withCv = applicant({ hasCv: true, noteCount: 1 });
    const notes = [
      {
        id: 'n1',
        body: 'Chamar para entrevista.',
        author: { id: 'u-edna', fullName: 'Edna Editora' },
        createdAt: '2026-03-13T15:00:00.000Z',
      },
    ];
    const NOTES = `/api/vacancies/${VACANCY_ID}/applications/${withCv.id}/notes`;
    const api = memberApi()
      .on(LIST, ({ query }) =>
        ok({
          vacancy: vacancyCard({ applicationCount: 2 }),
          items: query.status === 'shortlisted' ? [bia] : [withCv, bia],
          nextCursor: null,
        }),
      )
      .on(`GET ${NOTES}`, () => ok({ items: notes }))
      .on(`POST ${NOTES}`, ({ body }) => {
        const note = {
          id: 'n2',
          body: (body as { body: string }).body,
          author: { id: 'u-me', fullName: 'Eu Mesma' },
          createdAt: '2026-03-14T15:00:00.000Z',
        };
        notes.push(note);
        return { status: 201, body: note };
      });
    const { user } = await openPage(api);

    const cv = screen.getByRole('link', { name: T.downloadCv('Carla Dias') });
    expect(cv).toHaveAttribute('href', `/api/vacancies/${VACANCY_ID}/applications/${withCv.id}/cv`);
    expect(within(item('Bia Lima')).queryByRole('link', { name: /currículo/i })).toBeNull();

    await user.click(within(item('Carla Dias')).getByRole('button', { name: T.notes(1) }));
    expect(await screen.findByText('Chamar para entrevista.', {}, WAIT)).toBeVisible();
    await user.type(screen.getByLabelText(T.noteLabel), 'Boa comunicação.');
    await user.click(screen.getByRole('button', { name: T.noteAdd }));
    expect(await screen.findByText('Boa comunicação.', {}, WAIT)).toBeVisible();
    expect(within(item('Carla Dias')).getByRole('button', { name: T.notes(2) })).toBeVisible();

    await user.selectOptions(screen.getByLabelText(T.filterLabel), 'shortlisted');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carla Dias' })).toBeNull(), WAIT);
    expect(item('Bia Lima')).toBeVisible();
    expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ status: 'shortlisted' });
  });

  it('has no serious accessibility violations', async () => {
    await openPage();
    await expectNoSeriousA11yViolations();
  });
});
