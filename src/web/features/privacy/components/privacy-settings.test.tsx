import { PRIVACY_COPY, SEARCH_ENGINES_COPY } from '@domain/copy/privacy';
import { TALENT_PRIVACY_COPY as TP } from '@domain/copy/talent';
import { PRIVACY_DEFAULTS, type PrivacySettings } from '@domain/rules/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Configurações' 'Privacidade' (issue 19): who sees each part of her profile.

const T = PRIVACY_COPY;
const WAIT = { timeout: 5000 };
const SETTINGS = 'GET /api/me/privacy';
const SAVE = 'PUT /api/me/privacy';

const TALENT = 'GET /api/me/privacy/talent-search';
const SAVE_TALENT = 'PUT /api/me/privacy/talent-search';
const ENGINES = 'GET /api/me/privacy/search-engines';
const SAVE_ENGINES = 'PUT /api/me/privacy/search-engines';
const VIEWS = 'GET /api/me/privacy/profile-views';
const NO_VIEWS = { items: [], nextCursor: null };

function api(settings: PrivacySettings = PRIVACY_DEFAULTS) {
  return createFakeApi({ session: MEMBER_ME })
    .on(SETTINGS, () => ok(settings))
    .on(SAVE, (call) => ok(call.body))
    .on(TALENT, () => ok({ enabled: false }))
    .on(SAVE_TALENT, (call) => ok(call.body))
    .on(ENGINES, () => ok({ enabled: false }))
    .on(SAVE_ENGINES, (call) => ok(call.body))
    .on(VIEWS, () => ok(NO_VIEWS));
}

async function openSection(fake = api()) {
  renderRoute('/configuracoes', { api: fake });
  const region = await screen.findByRole('region', { name: T.title }, WAIT);
  const section = within(region);
  await section.findByRole('combobox', { name: T.fields.email }, WAIT);
  return { region, section, user: userEvent.setup(), fake };
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe("Configurações: 'Privacidade'", { timeout: 15_000 }, () => {
  it('shows every field with her choice, its hint, and the four audiences by name', async () => {
    const { region, section } = await openSection();
    expect(region).toHaveTextContent(T.description);
    const email = section.getByRole('combobox', { name: T.fields.email });
    expect(email).toHaveDisplayValue('Ninguém');
    expect(email).toHaveAccessibleDescription(T.fieldHints.email);
    expect(
      within(email)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ninguém', 'Conexões', 'Toda a rede', 'Público']);
    expect(section.getByRole('combobox', { name: T.fields.phone })).toHaveDisplayValue('Ninguém');
    expect(section.getByRole('combobox', { name: T.fields.children })).toHaveDisplayValue('Conexões');
    expect(section.getByRole('combobox', { name: T.fields.city })).toHaveDisplayValue('Toda a rede');
    expect(section.getByRole('combobox', { name: T.fields.birthday })).toHaveAccessibleDescription(
      T.fieldHints.birthday,
    );
    expect(T.fieldHints.birthday).toMatch(/o ano nunca aparece/);
    expect(section.getAllByRole('combobox')).toHaveLength(7);
  });

  it('saves every field with PUT and confirms with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const { section, user, fake } = await openSection();
    await user.selectOptions(section.getByRole('combobox', { name: T.fields.email }), 'Público');
    await user.selectOptions(section.getByRole('combobox', { name: T.fields.activity }), 'Conexões');
    expect(fake.callsTo(SAVE)).toHaveLength(0);
    await user.click(section.getByRole('button', { name: T.save }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.saved));
    expect(fake.callsTo(SAVE).map((call) => call.body)).toEqual([
      { ...PRIVACY_DEFAULTS, email: 'public', activity: 'connections' },
    ]);
    expect(section.getByRole('combobox', { name: T.fields.email })).toHaveDisplayValue('Público');
  });

  it("says 'Salvando...' while saving and ignores another press", async () => {
    const answer = deferred<Reply>();
    const fake = api().on(SAVE, () => answer.promise);
    const { section, user } = await openSection(fake);
    await user.click(section.getByRole('button', { name: T.save }));
    const saving = await section.findByRole('button', { name: T.saving }, WAIT);
    await user.click(saving);
    expect(fake.callsTo(SAVE)).toHaveLength(1);
    answer.resolve(ok(PRIVACY_DEFAULTS));
    expect(await section.findByRole('button', { name: T.save }, WAIT)).toBeVisible();
  });

  it('keeps her changes and says so when saving fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = api().on(SAVE, () => apiError(500, 'internal', 'Erro interno.'));
    const { section, user } = await openSection(fake);
    await user.selectOptions(section.getByRole('combobox', { name: T.fields.phone }), 'Conexões');
    await user.click(section.getByRole('button', { name: T.save }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.saveError));
    expect(section.getByRole('combobox', { name: T.fields.phone })).toHaveDisplayValue('Conexões');
  });

  it('offers to try again when her choices cannot be loaded', async () => {
    let fail = true;
    const fake = api().on(SETTINGS, () =>
      fail ? apiError(500, 'internal', 'Erro interno.') : ok({ ...PRIVACY_DEFAULTS, city: 'public' }),
    );
    renderRoute('/configuracoes', { api: fake });
    const section = within(await screen.findByRole('region', { name: T.title }, WAIT));
    expect(await section.findByText(T.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await userEvent.setup().click(section.getByRole('button', { name: 'Tentar novamente' }));
    expect(await section.findByRole('combobox', { name: T.fields.city }, WAIT)).toHaveDisplayValue('Público');
  });

  it.each([
    [TP.optIn, SAVE_TALENT],
    [SEARCH_ENGINES_COPY.optIn, SAVE_ENGINES],
  ])("saves '%s' as soon as she ticks it (off by default)", async (label, endpoint) => {
    const success = vi.spyOn(toast, 'success');
    const { section, user, fake } = await openSection();
    const optIn = await section.findByRole('checkbox', { name: label }, WAIT);
    expect(optIn).not.toBeChecked();
    await user.click(optIn);
    await waitFor(() => expect(success).toHaveBeenCalledWith(TP.saved));
    expect(fake.callsTo(endpoint).map((call) => call.body)).toEqual([{ enabled: true }]);
    expect(optIn).toBeChecked();
  });

  it("lists 'Empresas que viram seu perfil': the companies and the day, never who", async () => {
    const fake = api().on(VIEWS, () =>
      ok({
        items: [
          {
            company: { id: 'c-1', name: 'Acme Tecnologia', logoUrl: null },
            day: '2026-03-12',
            viewedAt: '2026-03-12T13:00:00.000000Z',
          },
        ],
        nextCursor: null,
      }),
    );
    const { section } = await openSection(fake);
    const list = await section.findByRole('region', { name: TP.viewsTitle }, WAIT);
    expect(await within(list).findByRole('link', { name: 'Acme Tecnologia' }, WAIT)).toHaveAttribute(
      'href',
      '/empresas/c-1',
    );
    expect(list).toHaveTextContent('12 de março de 2026');
  });

  it('says so when no company looked', async () => {
    const { section } = await openSection();
    expect(await section.findByText(TP.viewsEmpty, {}, WAIT)).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    await openSection();
    await expectNoSeriousA11yProblems();
  });
});
