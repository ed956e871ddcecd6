import { EXPERIENCE_COPY as C } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import type { Experience } from '@domain/schemas/cv';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { monthPicker, pickedMonth, pickMonth } from '@web/test/month-picker';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const SAVED: Experience = {
  id: '0b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f',
  kind: 'job',
  breakReason: null,
  company: 'Banco Aurora',
  role: 'Analista de dados',
  description: 'Painéis de risco.',
  startMonth: '2021-03',
  endMonth: null,
  isCurrent: true,
  salary: 8500,
  contractType: 'CLT',
  workModel: 'Híbrido',
  country: 'Brasil',
  state: 'SP',
  city: 'São Paulo',
};

const OLDER: Experience = {
  ...SAVED,
  id: '2b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f',
  company: 'Loja Antiga',
  role: 'Vendedora',
  description: null,
  startMonth: '2015-01',
  endMonth: '2018-06',
  isCurrent: false,
};

const NEW_ID = '1b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f';

/** A fake server whose list follows the saves: POST adds a row, PUT /{id} replaces one. */
function apiWith(initial: Experience[] = [SAVED]) {
  let rows = [...initial];
  const api = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/experiences', () => ok(rows))
    .on('POST /api/experiences', ({ body }) => {
      rows = [{ ...SAVED, ...(body as Experience), id: NEW_ID }, ...rows];
      return ok(rows);
    });
  for (const { id } of [...initial, { id: NEW_ID }])
    api.on(`PUT /api/experiences/${id}`, ({ body }) => {
      rows = rows.map((r) => (r.id === id ? { ...r, ...(body as Experience), id } : r));
      return ok(rows);
    });
  return api;
}

/** What the page sent to save items: POST /api/experiences or PUT /api/experiences/{id}. */
function saves(api: ReturnType<typeof apiWith>) {
  return api.calls.filter(
    (c) => (c.method === 'POST' || c.method === 'PUT') && c.path.startsWith('/api/experiences'),
  );
}

async function card(name: string) {
  // The first render also loads the page's chunk: slow on a busy machine.
  return within(await screen.findByRole('article', { name }, { timeout: 5000 }));
}

async function editor(name: string) {
  return within(await screen.findByRole('form', { name }, { timeout: 5000 }));
}

async function fillRequired(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(form.getByLabelText(C.company), 'Loja Sol');
  await user.type(form.getByLabelText(C.role), 'Gerente');
  await user.selectOptions(form.getByLabelText(C.state), 'RJ');
  await user.type(form.getByLabelText(C.city), 'Niterói');
}

describe('experience editor', () => {
  it('shows each saved experience as a compact card, no form open', async () => {
    renderRoute('/experiencias', { api: apiWith([SAVED, OLDER]) });
    const first = await card('Analista de dados');
    expect(first.getByText('Banco Aurora')).toBeVisible();
    expect(first.getByText('mar. de 2021 – atual')).toBeVisible();
    expect(first.getByText('Painéis de risco.')).toHaveClass('line-clamp-1');
    expect(first.getByRole('button', { name: `${MSG.common.edit} Analista de dados` })).toBeVisible();
    expect(first.getByRole('button', { name: `${C.remove} Analista de dados` })).toBeVisible();
    expect((await card('Vendedora')).getByText('jan. de 2015 – jun. de 2018')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(C.company)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deletar/ })).not.toBeInTheDocument();
    await expectNoSeriousA11yProblems();
  });

  it("'Editar' opens that item's form with its values; 'Cancelar' closes it", async () => {
    const user = userEvent.setup();
    renderRoute('/experiencias', { api: apiWith([SAVED, OLDER]) });
    await user.click((await card('Analista de dados')).getByRole('button', { name: /^Editar/ }));

    const form = await editor(C.editTitle);
    expect(form.getByLabelText(C.company)).toHaveValue('Banco Aurora');
    expect(form.getByLabelText(C.company)).toHaveFocus();
    expect(pickedMonth(form, C.startMonth)).toBe('2021-03');
    expect(form.getByLabelText(C.salary)).toHaveValue('R$ 8.500,00');
    expect(form.getByLabelText(C.workModel)).toHaveValue('Híbrido');
    expect(form.getByLabelText(C.state)).toHaveValue('SP');
    expect(form.getByLabelText(C.isCurrent)).toBeChecked();
    expect(monthPicker(form, C.endMonth).month).toBeDisabled();
    // The other item stays a card, and nothing else opens meanwhile.
    expect(await card('Vendedora')).toBeTruthy();
    expect(screen.getByRole('button', { name: C.add })).toBeDisabled();
    await expectNoSeriousA11yProblems();

    await user.click(form.getByRole('button', { name: MSG.common.cancel }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The focus comes back to the card's 'Editar'.
    expect((await card('Analista de dados')).getByRole('button', { name: /^Editar/ })).toHaveFocus();
  });

  it('ticking Trabalho atual clears and disables the end month', async () => {
    const user = userEvent.setup();
    renderRoute('/experiencias', { api: apiWith([OLDER]) });
    await user.click((await card('Vendedora')).getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editTitle);
    expect(pickedMonth(form, C.endMonth)).toBe('2018-06');
    await user.click(form.getByLabelText(C.isCurrent));
    expect(pickedMonth(form, C.endMonth)).toBe('');
    expect(monthPicker(form, C.endMonth).year).toBeDisabled();
    await user.click(form.getByLabelText(C.isCurrent));
    expect(monthPicker(form, C.endMonth).year).toBeEnabled();
  });

  it("'Adicionar experiência' opens an empty form and saves that one item alone, then shows its card", async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/experiencias', { api });
    await card('Analista de dados');
    await user.click(screen.getByRole('button', { name: C.add }));

    const form = await editor(C.newTitle);
    expect(form.getByLabelText(C.company)).toHaveFocus();
    expect(form.getByLabelText(C.contractType)).toHaveValue('CLT');
    expect(form.getByLabelText(C.workModel)).toHaveValue('Presencial');
    expect(form.getByLabelText(C.country)).toHaveValue('Brasil');
    await fillRequired(form, user);
    pickMonth(form, C.startMonth, '2019-02');
    pickMonth(form, C.endMonth, '2020-12');
    await user.type(form.getByLabelText(C.description), 'Abri a segunda loja.');
    await user.type(form.getByLabelText(C.salary), '123456');
    expect(form.getByLabelText(C.salary)).toHaveValue('R$ 1.234,56');

    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saved)).toBeInTheDocument();

    const sent = saves(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/experiences' });
    expect(sent[0]?.body).not.toHaveProperty('id');
    expect(sent[0]?.body).not.toHaveProperty('clientId');
    expect(sent[0]?.body).toMatchObject({
      company: 'Loja Sol',
      role: 'Gerente',
      startMonth: '2019-02',
      endMonth: '2020-12',
      salary: 1234.56,
      contractType: 'CLT',
      workModel: 'Presencial',
      country: 'Brasil',
      state: 'RJ',
    });
    const added = await card('Gerente');
    expect(added.getByText('fev. de 2019 – dez. de 2020')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.add })).toHaveFocus();
  });

  it('saving an edit sends only that item, with its id', async () => {
    const user = userEvent.setup();
    const api = apiWith([SAVED, OLDER]);
    renderRoute('/experiencias', { api });
    await user.click((await card('Vendedora')).getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editTitle);
    await user.clear(form.getByLabelText(C.role));
    await user.type(form.getByLabelText(C.role), 'Supervisora');
    await user.click(form.getByRole('button', { name: MSG.common.save }));

    expect(await card('Supervisora')).toBeTruthy();
    const sent = saves(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: `/api/experiences/${OLDER.id}` });
    expect(sent[0]?.body).toMatchObject({ role: 'Supervisora', endMonth: '2018-06' });
  });

  it('asks for a UF when the country is Brasil, free text elsewhere', async () => {
    const user = userEvent.setup();
    renderRoute('/experiencias', { api: apiWith([]) });
    await user.click(await screen.findByRole('button', { name: C.add }, { timeout: 5000 }));
    const form = await editor(C.newTitle);
    const uf = form.getByRole('combobox', { name: C.state });
    expect(within(uf).getAllByRole('option')).toHaveLength(28);
    expect(within(uf).getByRole('option', { name: 'MG' })).toBeInTheDocument();

    await user.clear(form.getByLabelText(C.country));
    await user.type(form.getByLabelText(C.country), 'Portugal');
    const state = form.getByRole('textbox', { name: C.state });
    await user.type(state, 'Lisboa');
    expect(state).toHaveValue('Lisboa');
  });

  it('refuses an end before the start and a missing start under their fields, sending nothing', async () => {
    const user = userEvent.setup();
    const api = apiWith([]);
    renderRoute('/experiencias', { api });
    expect(await screen.findByText(C.empty, undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: C.add }));
    const form = await editor(C.newTitle);
    await fillRequired(form, user);
    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await form.findByText(MSG.experience.invalidStart)).toBeVisible();

    pickMonth(form, C.startMonth, '2024-05');
    pickMonth(form, C.endMonth, '2023-01');
    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await form.findByText(MSG.experience.invalidEnd)).toBeVisible();
    expect(monthPicker(form, C.endMonth).month).toHaveAttribute('aria-invalid', 'true');
    expect(saves(api)).toHaveLength(0);
  });

  it("puts the server's field message under the field and keeps the form open", async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`PUT /api/experiences/${SAVED.id}`, () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { endMonth: MSG.experience.invalidEnd },
      }),
    );
    renderRoute('/experiencias', { api });
    await user.click((await card('Analista de dados')).getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editTitle);
    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await form.findByText(MSG.experience.invalidEnd)).toBeVisible();
  });

  it('says the save failed when the server fails', async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`PUT /api/experiences/${SAVED.id}`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/experiencias', { api });
    await user.click((await card('Analista de dados')).getByRole('button', { name: /^Editar/ }));
    await user.click((await editor(C.editTitle)).getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saveError)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: C.editTitle })).toBeInTheDocument();
  });

  it("'Excluir' asks first, then deletes that item on the server", async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`DELETE /api/experiences/${SAVED.id}`, () => ({ status: 204 }));
    renderRoute('/experiencias', { api });
    await user.click((await card('Analista de dados')).getByRole('button', { name: /^Excluir/ }));
    const dialog = within(await screen.findByRole('dialog', { name: C.confirmRemove }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    api.on('GET /api/experiences', () => ok([]));
    await user.click(dialog.getByRole('button', { name: C.remove }));
    expect(await screen.findByText(MSG.experience.removed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/experiences/${SAVED.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it('reports a failed delete in the dialog and keeps the card', async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`DELETE /api/experiences/${SAVED.id}`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/experiencias', { api });
    await user.click((await card('Analista de dados')).getByRole('button', { name: /^Excluir/ }));
    const dialog = within(await screen.findByRole('dialog', { name: C.confirmRemove }));
    await user.click(dialog.getByRole('button', { name: C.remove }));
    expect(await dialog.findByText(MSG.experience.removeError)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: MSG.common.cancel }));
    expect(await card('Analista de dados')).toBeTruthy();
  });

  it('shows the load error with a retry, and closes to the feed', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/experiences', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/experiencia-profissional', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.experience.loadError);
    expect(screen.getByRole('link', { name: MSG.common.close })).toHaveAttribute('href', '/feed');
  });
});
