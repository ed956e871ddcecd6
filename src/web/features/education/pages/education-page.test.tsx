import { EDUCATION_COPY as C } from '@domain/copy/education';
import { MSG } from '@domain/messages';
import type { Education } from '@domain/schemas/cv';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { monthPicker, pickedMonth, pickMonth } from '@web/test/month-picker';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const SAVED: Education = {
  id: '3c9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f',
  institution: 'Universidade Federal',
  degreeLevel: 'mestrado',
  field: 'Estatística',
  startMonth: '2018-03',
  endMonth: '2020-07',
  isCurrent: false,
  completed: true,
  description: null,
};

const NEW_ID = '4c9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e50';

/** A fake server whose list follows the saves: POST adds a row, PUT /{id} replaces one. */
function apiWith(initial: Education[] = [SAVED]) {
  let rows = [...initial];
  const api = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/education', () => ok(rows))
    .on('POST /api/education', ({ body }) => {
      rows = [{ ...SAVED, ...(body as Education), id: NEW_ID }, ...rows];
      return ok(rows);
    });
  for (const { id } of [...initial, { id: NEW_ID }])
    api.on(`PUT /api/education/${id}`, ({ body }) => {
      rows = rows.map((r) => (r.id === id ? { ...r, ...(body as Education), id } : r));
      return ok(rows);
    });
  return api;
}

async function card(name: string) {
  // The first render also loads the page's chunk: slow on a busy machine.
  return within(await screen.findByRole('article', { name }, { timeout: 5000 }));
}

async function editor(name: string) {
  return within(await screen.findByRole('form', { name }, { timeout: 5000 }));
}

describe('education editor', () => {
  it('shows each course as a compact card: course, level and institution, period', async () => {
    renderRoute('/educacao', { api: apiWith() });
    const first = await card('Estatística');
    expect(first.getByText('Mestrado · Universidade Federal')).toBeVisible();
    expect(first.getByText('mar. de 2018 – jul. de 2020')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await expectNoSeriousA11yProblems();
  });

  it("ticking Cursando clears and disables the end month and 'Concluído'", async () => {
    const user = userEvent.setup();
    renderRoute('/educacao', { api: apiWith() });
    await user.click((await card('Estatística')).getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editTitle);
    expect(form.getByLabelText(C.degreeLevel)).toHaveValue('mestrado');
    const completed = form.getByLabelText(C.completed);
    expect(pickedMonth(form, C.endMonth)).toBe('2020-07');
    expect(completed).toBeChecked();

    await user.click(form.getByLabelText(C.isCurrent));
    expect(pickedMonth(form, C.endMonth)).toBe('');
    expect(monthPicker(form, C.endMonth).month).toBeDisabled();
    expect(completed).not.toBeChecked();
    expect(completed).toBeDisabled();
  });

  it("'Adicionar formação' opens an empty one (graduação by default) and sends it alone, without id", async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/educacao', { api });
    await card('Estatística');
    await user.click(screen.getByRole('button', { name: C.add }));
    const form = await editor(C.newTitle);
    expect(form.getByLabelText(C.institution)).toHaveFocus();
    expect(form.getByLabelText(C.degreeLevel)).toHaveValue('graduação');
    await user.type(form.getByLabelText(C.institution), 'Faculdade Aberta');
    await user.type(form.getByLabelText(C.field), 'Design');
    pickMonth(form, C.startMonth, '2023-02');
    await user.click(form.getByLabelText(C.isCurrent));

    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.education.saved)).toBeInTheDocument();
    const posts = api.callsTo('POST /api/education');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).not.toHaveProperty('id');
    expect(posts[0]?.body).toMatchObject({
      institution: 'Faculdade Aberta',
      degreeLevel: 'graduação',
      startMonth: '2023-02',
      isCurrent: true,
      completed: false,
      endMonth: null,
    });
    expect((await card('Design')).getByText('fev. de 2023 – atual')).toBeVisible();
  });

  it("refuses an end before the start with 'Data de conclusão inválida' and sends nothing", async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/educacao', { api });
    await user.click((await card('Estatística')).getByRole('button', { name: /^Editar/ }));
    const form = await editor(C.editTitle);
    pickMonth(form, C.endMonth, '2017-01');
    await user.click(form.getByRole('button', { name: MSG.common.save }));
    expect(await form.findByText(MSG.education.invalidEnd)).toBeVisible();
    expect(api.callsTo(`PUT /api/education/${SAVED.id}`)).toHaveLength(0);
  });

  it("a failed save says so and keeps the form; 'Excluir' deletes after confirming", async () => {
    const user = userEvent.setup();
    const api = apiWith()
      .on(`DELETE /api/education/${SAVED.id}`, () => ({ status: 204 }))
      .on(`PUT /api/education/${SAVED.id}`, () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/educacao', { api });
    await user.click((await card('Estatística')).getByRole('button', { name: /^Editar/ }));
    await user.click((await editor(C.editTitle)).getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.education.saveError)).toBeInTheDocument();
    await user.click((await editor(C.editTitle)).getByRole('button', { name: MSG.common.cancel }));

    await user.click((await card('Estatística')).getByRole('button', { name: /^Excluir/ }));
    const dialog = within(await screen.findByRole('dialog', { name: C.confirmRemove }));
    api.on('GET /api/education', () => ok([]));
    await user.click(dialog.getByRole('button', { name: C.remove }));
    expect(await screen.findByText(MSG.education.removed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/education/${SAVED.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByText(C.empty)).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/education', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/educacao', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.education.loadError);
  });
});
