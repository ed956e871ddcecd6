import { COMPANIES_COPY } from '@domain/copy/companies';
import { COPY } from '@domain/messages';
import type { CompanySummary } from '@domain/schemas/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';
import { COMPANY_ID, memberApi } from '../test-data';

// /empresas (issue 22): the company directory, and 'Minhas Vagas' as a second tab for staff.

const T = COMPANIES_COPY.directory;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/companies';

const sealed: CompanySummary = {
  id: COMPANY_ID,
  name: 'Tech Diversa',
  description: 'Tecnologia com equidade.',
  industry: 'Tecnologia',
  logoUrl: null,
  location: 'São Paulo, SP',
  followerCount: 2,
  seal: { grantedAt: '2026-01-10T12:00:00.000Z', criteriaVersion: '2025.1' },
};
const plain: CompanySummary = {
  ...sealed,
  id: '5c9f1f8b-2d3e-4f60-9bac-1d2e3f4a5b6c',
  name: 'Banco Bom',
  industry: 'Financeiro',
  location: 'Rio de Janeiro, RJ',
  seal: null,
};

function api(staff = false) {
  return memberApi()
    .on('GET /api/me/workspaces', () =>
      ok({
        companies: staff ? [{ id: COMPANY_ID, name: 'Tech Diversa', logoUrl: null, role: 'admin' }] : [],
        communities: [],
      }),
    )
    .on('GET /api/catalogue/states', () => ok([{ uf: 'SP', name: 'São Paulo' }]))
    .on(LIST, (call) =>
      ok({ items: call.query.sealed === 'true' ? [sealed] : [sealed, plain], nextCursor: null }),
    )
    .on('GET /api/vacancies/managed', () => ok([]));
}

describe('/empresas', { timeout: 15_000 }, () => {
  it('lists the companies as cards linking to their pages, with sector, place and seal', async () => {
    renderRoute('/empresas', { api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: T.title }, WAIT)).toBeVisible();
    const list = await screen.findByRole('list', { name: T.listLabel }, WAIT);
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Tech Diversa' })).toHaveAttribute(
      'href',
      `/empresas/${COMPANY_ID}`,
    );
    expect(cards[0]).toHaveTextContent('Tecnologia');
    expect(cards[0]).toHaveTextContent('São Paulo, SP');
    expect(first.getByText(COMPANIES_COPY.seal.badge)).toBeVisible();
    expect(within(cards[1] as HTMLElement).queryByText(COMPANIES_COPY.seal.badge)).not.toBeInTheDocument();
    // Not staff of any company: no 'Minhas Vagas' tab.
    expect(screen.queryByRole('link', { name: T.myVacancies })).not.toBeInTheDocument();
  });

  it('filters by the seal, name, sector and UF, and keeps them in the address', async () => {
    const fake = api();
    const { router } = renderRoute('/empresas', { api: fake });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: T.listLabel }, WAIT);
    await user.type(screen.getByRole('searchbox', { name: T.name }), 'tech');
    await user.selectOptions(screen.getByRole('combobox', { name: T.sector }), 'Tecnologia');
    await waitFor(() => expect(screen.getByRole('option', { name: 'São Paulo (SP)' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: T.state }), 'SP');
    await user.click(screen.getByRole('checkbox', { name: T.sealed }));
    await user.click(screen.getByRole('button', { name: T.search }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=tech&industry=Tecnologia&uf=SP&sealed=true'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Banco Bom' })).not.toBeInTheDocument());
    expect(fake.callsTo(LIST).at(-1)?.query).toEqual({
      q: 'tech',
      industry: 'Tecnologia',
      uf: 'SP',
      sealed: 'true',
    });
    expect(screen.getByRole('checkbox', { name: T.sealed })).toBeChecked();
  });

  it('reads the filters from the address', async () => {
    const fake = api();
    renderRoute('/empresas?sealed=true&uf=sp', { api: fake });
    await screen.findByRole('link', { name: 'Tech Diversa' }, WAIT);
    expect(fake.callsTo(LIST)[0]?.query).toEqual({ uf: 'SP', sealed: 'true' });
  });

  it("shows company staff a 'Minhas Vagas' tab that opens her vacancies", async () => {
    const { router } = renderRoute('/empresas', { api: api(true) });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('navigation', { name: T.tabsLabel }, WAIT);
    expect(within(tabs).getByRole('link', { name: T.tab })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: T.myVacancies }));
    expect(
      await screen.findByRole('heading', { level: 1, name: COPY.pages.companyArea }, WAIT),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?aba=minhas-vagas');
    expect(within(tabs).getByRole('link', { name: T.myVacancies })).toHaveAttribute('aria-current', 'page');
  });
});
