import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { JOB_ALERTS_COPY as A, SAVED_VACANCIES_COPY as S } from '@domain/copy/vacancy-alerts';
import { COPY } from '@domain/messages';
import type { SavedVacancy, VacancyDetail } from '@domain/schemas/vacancies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  jobPreference,
  memberApi,
  VACANCY_ID,
  vacancyCard,
  vacancyDetail,
  visitorApi,
} from '../../test-data';

// 'Salvar' / 'Salvas' and the job alert's setting (issue 21).

const WAIT = { timeout: 5000 };
afterEach(() => toast.dismiss());

const saved = (overrides: Partial<SavedVacancy> = {}): SavedVacancy => ({
  ...vacancyCard({ saved: true }),
  savedAt: new Date().toISOString(),
  ...overrides,
});

function vagasApi(api: FakeApi = memberApi()) {
  let alert = { frequency: 'off', hasActivePreference: true };
  return api
    .on('GET /api/vacancies', () =>
      ok({
        hasActivePreference: true,
        matching: [],
        nearest: false,
        items: [vacancyCard()],
        nextCursor: null,
      }),
    )
    .on('GET /api/vacancies/saved', ({ query }) =>
      ok(
        query.cursor
          ? { items: [saved({ id: 'v-old', title: 'Analista de BI' })], nextCursor: null }
          : {
              items: [saved(), saved({ id: 'v-closed', title: 'Designer UX', isActive: false })],
              nextCursor: 'c2',
            },
      ),
    )
    .on(`PUT /api/vacancies/${VACANCY_ID}/save`, () => ({ status: 204 }))
    .on(`DELETE /api/vacancies/${VACANCY_ID}/save`, () => ({ status: 204 }))
    .on('GET /api/vacancies/alerts', () => ok(alert))
    .on('PUT /api/vacancies/alerts', ({ body }) => {
      alert = { ...alert, ...(body as { frequency: string }) };
      return ok(alert);
    })
    .on('GET /api/job-preferences', () => ok([jobPreference()]))
    .on('GET /api/me/applications', () => ok({ items: [], nextCursor: null }));
}

async function openVagas(path = '/vagas', api = vagasApi()) {
  renderRoute(path, { session: 'member', api });
  await screen.findByRole('heading', { level: 1, name: COPY.pages.vacancies }, WAIT);
  return { api, user: userEvent.setup() };
}

describe("'Salvar' on a card and the 'Salvas' tab", { timeout: 20_000 }, () => {
  it('saves a vacancy from its card (a pressed toggle named after it)', async () => {
    const { api, user } = await openVagas();
    const toggle = await screen.findByRole('button', { name: S.saveLabel(vacancyCard().title) }, WAIT);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent(S.save);
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo(`PUT /api/vacancies/${VACANCY_ID}/save`)).toHaveLength(1));
    expect(await screen.findByText(S.savedToast, {}, WAIT)).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it("lists hers under 'Salvas' (from the address), closed ones 'Encerrada', with 'Carregar mais'", async () => {
    const { api, user } = await openVagas('/vagas?lista=salvas');
    const tab = screen.getByRole('tab', { name: S.tabSaved });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const region = await screen.findByRole('region', { name: S.tabSaved }, WAIT);
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText(S.closed)).toBeInTheDocument();
    expect(within(cards[0]!).queryByText(S.closed)).not.toBeInTheDocument();
    const toggle = within(cards[0]!).getByRole('button', { name: S.saveLabel(vacancyCard().title) });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent(S.saved);
    await expectNoSeriousA11yViolations();

    await user.click(screen.getByRole('button', { name: VACANCIES_COPY.common.loadMore }));
    expect(await within(region).findByText('Analista de BI', {}, WAIT)).toBeInTheDocument();
    expect(api.callsTo('GET /api/vacancies/saved').at(-1)?.query).toEqual({ cursor: 'c2' });

    // Unsaving from the list.
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo(`DELETE /api/vacancies/${VACANCY_ID}/save`)).toHaveLength(1));
  });

  it("switches to 'Salvas' and says so when nothing is saved", async () => {
    const api = vagasApi().on('GET /api/vacancies/saved', () => ok({ items: [], nextCursor: null }));
    const { user } = await openVagas('/vagas', api);
    await user.click(screen.getByRole('tab', { name: S.tabSaved }));
    expect(screen.getByRole('tab', { name: S.tabSaved })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(S.empty, {}, WAIT)).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });
});

describe('the job alert setting', { timeout: 20_000 }, () => {
  it("is 'Desligado' by default and saves her choice at once", async () => {
    const { api, user } = await openVagas();
    const select = await screen.findByRole('combobox', { name: A.frequency }, WAIT);
    await waitFor(() => expect(select).toHaveValue('off'));
    expect(screen.getByRole('region', { name: A.kindLabel })).toBeInTheDocument();
    await user.selectOptions(select, 'daily');
    await waitFor(() => expect(api.callsTo('PUT /api/vacancies/alerts')).toHaveLength(1));
    expect(api.callsTo('PUT /api/vacancies/alerts')[0]?.body).toEqual({ frequency: 'daily' });
    expect(await screen.findByText(A.savedToast, {}, WAIT)).toBeInTheDocument();
    expect(select).toHaveValue('daily');
    await expectNoSeriousA11yViolations();
  });

  it('says an active job preference profile is needed when she has none', async () => {
    const api = vagasApi().on('GET /api/vacancies/alerts', () =>
      ok({ frequency: 'off', hasActivePreference: false }),
    );
    await openVagas('/vagas', api);
    expect(await screen.findByText(A.noPreference, { exact: false }, WAIT)).toBeInTheDocument();
  });
});

describe("'Salvar' on the vacancy's page", { timeout: 20_000 }, () => {
  async function openDetail(vacancy: VacancyDetail, api: FakeApi) {
    renderRoute(`/vagas/${VACANCY_ID}`, {
      api: api.on(`GET /api/vacancies/${VACANCY_ID}`, () => ok(vacancy)),
    });
    await screen.findByRole('heading', { level: 1, name: vacancy.title }, WAIT);
    return userEvent.setup();
  }

  it('loads for a signed-in member and saves', async () => {
    const api = vagasApi();
    const user = await openDetail(vacancyDetail(), api);
    const toggle = await screen.findByRole('button', { name: S.saveLabel(vacancyDetail().title) }, WAIT);
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo(`PUT /api/vacancies/${VACANCY_ID}/save`)).toHaveLength(1));
    await expectNoSeriousA11yViolations();
  });

  it('is not offered to a visitor', async () => {
    await openDetail(vacancyDetail({}, { signedIn: false, canApply: false, canSave: false }), visitorApi());
    // The page has settled (the member-only controls would have loaded by now).
    await new Promise((r) => setTimeout(r, 200));
    expect(
      screen.queryByRole('button', { name: S.saveLabel(vacancyDetail().title) }),
    ).not.toBeInTheDocument();
  });
});
