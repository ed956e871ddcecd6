import { EDUCATION_COPY as C } from '@domain/copy/education';
import { MSG } from '@domain/messages';
import type { Education } from '@domain/schemas/cv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
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

function apiWith(rows: Education[] = [SAVED]) {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/education', () => ok(rows));
}

async function row(n: number) {
  // The first render also loads the page's chunk: slow on a busy machine.
  return within(await screen.findByRole('group', { name: new RegExp(`^${C.row(n)}`) }, { timeout: 5000 }));
}

describe('education editor', () => {
  it("ticking Cursando clears and disables the end month and 'Concluído'", async () => {
    const user = userEvent.setup();
    renderRoute('/educacao', { api: apiWith() });
    const first = await row(1);
    expect(first.getByLabelText(C.degreeLevel)).toHaveValue('mestrado');
    const end = first.getByLabelText(C.endMonth);
    const completed = first.getByLabelText(C.completed);
    expect(end).toHaveValue('2020-07');
    expect(completed).toBeChecked();

    await user.click(first.getByLabelText(C.isCurrent));
    expect(end).toHaveValue('');
    expect(end).toBeDisabled();
    expect(completed).not.toBeChecked();
    expect(completed).toBeDisabled();
  });

  it('adds a row (graduação by default) and sends it without id next to the saved one', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    api.on('PUT /api/education', ({ body }) => {
      const entries = (body as { entries: Education[] }).entries;
      return ok(entries.map((e, i) => ({ ...e, id: e.id ?? `4c9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5${i}` })));
    });
    renderRoute('/educacao', { api });
    await row(1);
    await user.click(screen.getByRole('button', { name: C.add }));
    const second = await row(2);
    expect(second.getByLabelText(C.degreeLevel)).toHaveValue('graduação');
    await user.type(second.getByLabelText(C.institution), 'Faculdade Aberta');
    await user.type(second.getByLabelText(C.field), 'Design');
    fireEvent.change(second.getByLabelText(C.startMonth), { target: { value: '2023-02' } });
    await user.click(second.getByLabelText(C.isCurrent));

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.education.saved)).toBeInTheDocument();
    const body = api.callsTo('PUT /api/education')[0]?.body as
      | { entries: Record<string, unknown>[] }
      | undefined;
    const entries = body?.entries ?? [];
    expect(entries[0]).toMatchObject({ id: SAVED.id, completed: true, endMonth: '2020-07' });
    expect(entries[1]).not.toHaveProperty('id');
    expect(entries[1]).toMatchObject({
      institution: 'Faculdade Aberta',
      degreeLevel: 'graduação',
      isCurrent: true,
      completed: false,
      endMonth: null,
    });
  });

  it("refuses an end before the start with 'Data de conclusão inválida' and sends nothing", async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/educacao', { api });
    const first = await row(1);
    fireEvent.change(first.getByLabelText(C.endMonth), { target: { value: '2017-01' } });
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await first.findByText(MSG.education.invalidEnd)).toBeVisible();
    expect(api.callsTo('PUT /api/education')).toHaveLength(0);
  });

  it('deletes a saved row and confirms; a failed save says so', async () => {
    const user = userEvent.setup();
    const api = apiWith()
      .on(`DELETE /api/education/${SAVED.id}`, () => ({ status: 204 }))
      .on('PUT /api/education', () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/educacao', { api });
    await user.click(await screen.findByRole('button', { name: C.add }));
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    // The new row is empty: required fields refuse it before anything is sent.
    expect(api.callsTo('PUT /api/education')).toHaveLength(0);
    await user.click((await row(2)).getByRole('button', { name: /Remover/ }));

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.education.saveError)).toBeInTheDocument();

    await user.click((await row(1)).getByRole('button', { name: /Remover/ }));
    expect(await screen.findByText(MSG.education.removed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/education/${SAVED.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('shows the load error', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/education', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/educacao', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.education.loadError);
  });
});
