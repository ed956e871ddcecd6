import { TALENT_COPY } from '@domain/copy/talent';
import type { TalentResult } from '@domain/schemas/talent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, COMPANY_ID, companyDetail } from '../test-data';

// /empresas/{id}/talentos: 'Encontrar uma profissional' for the company's staff.

const T = TALENT_COPY;
const WAIT = { timeout: 5000 };
const PAGE = `/empresas/${COMPANY_ID}/talentos`;
const SEARCH = `GET /api/companies/${COMPANY_ID}/talent`;
const VIEW = `POST /api/companies/${COMPANY_ID}/talent/m-ana/views`;

const ana: TalentResult = {
  id: 'm-ana',
  slug: 'ana-talento',
  fullName: 'Ana Talento',
  profileImageUrl: null,
  professionalTitle: 'Engenheira de dados',
  state: 'SP',
  city: 'São Paulo',
  skills: ['Python', 'SQL'],
  languages: [{ name: 'Inglês', level: 'Fluente', label: 'Inglês: Fluente' }],
  seniority: 'senior',
};

function api(viewer = ADMIN) {
  return createFakeApi({ session: MEMBER_ME })
    .on(`GET /api/companies/${COMPANY_ID}`, () => ok(companyDetail({}, viewer)))
    .on(SEARCH, () => ok({ items: [ana], nextCursor: null }))
    .on('GET /api/catalogue/sectors', () => ok([{ id: 1, name: 'Tecnologia' }]))
    .on('GET /api/catalogue/states', () => ok([{ uf: 'SP', name: 'São Paulo' }]))
    .on('GET /api/catalogue/idiomas', () => ok([{ id: 3, name: 'Inglês' }]))
    .on(VIEW, () => ({ status: 204 }));
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('/empresas/{id}/talentos', { timeout: 15_000 }, () => {
  it('shows the staff what each professional allows, with her profile and seniority', async () => {
    renderRoute(PAGE, { api: api() });
    const card = (await screen.findByRole('link', { name: 'Ana Talento' }, WAIT)).closest('article');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('link', { name: 'Ana Talento' })).toHaveAttribute('href', '/m/ana-talento');
    expect(card).toHaveTextContent('São Paulo / SP');
    expect(card).toHaveTextContent(T.seniority.senior);
    expect(card).toHaveTextContent('Inglês: Fluente');
    expect(inCard.getByText('Python')).toBeVisible();
    expect(inCard.getByRole('button', { name: T.contact })).toBeVisible();
  });

  it('sends the filters to the search', async () => {
    const fake = api();
    renderRoute(PAGE, { api: fake });
    await screen.findByRole('link', { name: 'Ana Talento' }, WAIT);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: T.filters.skill }), 'Python');
    await user.selectOptions(screen.getByRole('combobox', { name: T.filters.seniority }), 'senior');
    await user.click(screen.getByRole('button', { name: T.filters.search }));
    await waitFor(() =>
      expect(fake.callsTo(SEARCH).map((call) => call.query)).toContainEqual({
        skill: 'Python',
        seniority: 'senior',
      }),
    );
  });

  it('refuses a member who is not staff', async () => {
    renderRoute(PAGE, { api: api({}) });
    expect(await screen.findByText(T.staffOnly, {}, WAIT)).toBeVisible();
  });
});
