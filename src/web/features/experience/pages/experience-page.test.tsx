import { EXPERIENCE_COPY as C } from '@domain/copy/experience';
import { MSG } from '@domain/messages';
import type { Experience } from '@domain/schemas/cv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { setMonthInputSupport } from '@web/ui/month-input';
import { afterEach, describe, expect, it } from 'vitest';

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

function apiWith(experiences: Experience[] = [SAVED]) {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/experiences', () => ok(experiences));
}

async function row(n: number) {
  // The first render also loads the page's chunk: slow on a busy machine.
  return within(await screen.findByRole('group', { name: new RegExp(`^${C.row(n)}`) }, { timeout: 5000 }));
}

async function fillRequired(r: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(r.getByLabelText(C.company), 'Loja Sol');
  await user.type(r.getByLabelText(C.role), 'Gerente');
  await user.type(r.getByLabelText(C.state), 'RJ');
  await user.type(r.getByLabelText(C.city), 'Niterói');
}

afterEach(() => setMonthInputSupport(undefined));

describe('experience editor', () => {
  it('shows her saved experiences with their values', async () => {
    renderRoute('/experiencias', { api: apiWith() });
    const first = await row(1);
    expect(first.getByLabelText(C.company)).toHaveValue('Banco Aurora');
    expect(first.getByLabelText(C.startMonth)).toHaveValue('2021-03');
    expect(first.getByLabelText(C.salary)).toHaveValue('R$ 8.500,00');
    expect(first.getByLabelText(C.workModel)).toHaveValue('Híbrido');
    expect(first.getByLabelText(C.isCurrent)).toBeChecked();
    expect(first.getByLabelText(C.endMonth)).toBeDisabled();
  });

  it('ticking Trabalho atual clears and disables the end month', async () => {
    const user = userEvent.setup();
    renderRoute('/experiencias', { api: apiWith([{ ...SAVED, isCurrent: false, endMonth: '2023-05' }]) });
    const first = await row(1);
    const end = first.getByLabelText(C.endMonth);
    expect(end).toHaveValue('2023-05');
    expect(end).toBeEnabled();
    await user.click(first.getByLabelText(C.isCurrent));
    expect(end).toHaveValue('');
    expect(end).toBeDisabled();
    await user.click(first.getByLabelText(C.isCurrent));
    expect(end).toBeEnabled();
  });

  it('adds a row with the defaults and sends it without id, the saved one with its id', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    api.on('PUT /api/experiences', ({ body }) => {
      const entries = (body as { entries: Experience[] }).entries;
      return ok(entries.map((e, i) => ({ ...e, id: e.id ?? `1b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5${i}` })));
    });
    renderRoute('/experiencias', { api });
    await row(1);
    await user.click(screen.getByRole('button', { name: C.add }));

    const second = await row(2);
    expect(second.getByLabelText(C.company)).toHaveFocus();
    expect(second.getByLabelText(C.contractType)).toHaveValue('CLT');
    expect(second.getByLabelText(C.workModel)).toHaveValue('Presencial');
    expect(second.getByLabelText(C.country)).toHaveValue('Brasil');
    await fillRequired(second, user);
    fireEvent.change(second.getByLabelText(C.startMonth), { target: { value: '2019-02' } });
    fireEvent.change(second.getByLabelText(C.endMonth), { target: { value: '2020-12' } });
    await user.type(second.getByLabelText(C.salary), '123456');
    expect(second.getByLabelText(C.salary)).toHaveValue('R$ 1.234,56');

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saved)).toBeInTheDocument();

    const [put] = api.callsTo('PUT /api/experiences');
    const entries = (put?.body as { entries: Record<string, unknown>[] } | undefined)?.entries ?? [];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ id: SAVED.id, company: 'Banco Aurora', endMonth: null });
    expect(entries[1]).not.toHaveProperty('id');
    expect(entries[1]).not.toHaveProperty('clientId');
    expect(entries[1]).toMatchObject({
      company: 'Loja Sol',
      startMonth: '2019-02',
      endMonth: '2020-12',
      salary: 1234.56,
      contractType: 'CLT',
      workModel: 'Presencial',
      country: 'Brasil',
    });
    // The new row now has its server id: no longer marked as unsaved.
    expect(screen.getByRole('group', { name: C.row(2) })).toBeInTheDocument();
  });

  it('refuses an invalid start month under that row and sends nothing', async () => {
    setMonthInputSupport(false);
    const user = userEvent.setup();
    const api = apiWith([]);
    renderRoute('/experiencias', { api });
    expect(await screen.findByText(C.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: C.add }));
    const first = await row(1);
    await fillRequired(first, user);
    const start = first.getByLabelText(C.startMonth);
    await user.type(start, '202413');
    expect(start).toHaveValue('2024-13');

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await first.findByText(MSG.experience.invalidStart)).toBeVisible();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
    expect(api.callsTo('PUT /api/experiences')).toHaveLength(0);
  });

  it("puts the server's field messages under the right row", async () => {
    const user = userEvent.setup();
    const api = apiWith([SAVED, { ...SAVED, id: '2b9c6f5e-8d53-4a8e-9a57-6a1c2b3d4e5f', company: 'Outra' }]);
    api.on('PUT /api/experiences', () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { 'entries.1.endMonth': MSG.experience.invalidEnd },
      }),
    );
    renderRoute('/experiencias', { api });
    await row(2);
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    const second = await row(2);
    expect(await second.findByText(MSG.experience.invalidEnd)).toBeVisible();
    expect((await row(1)).queryByText(MSG.experience.invalidEnd)).not.toBeInTheDocument();
  });

  it('says the save failed when the server fails', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('PUT /api/experiences', () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/experiencias', { api });
    await row(1);
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.experience.saveError)).toBeInTheDocument();
  });

  it('deletes a saved row on the server, and just drops an unsaved one', async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`DELETE /api/experiences/${SAVED.id}`, () => ({ status: 204 }));
    renderRoute('/experiencias', { api });
    await row(1);
    await user.click(screen.getByRole('button', { name: C.add }));
    await user.click((await row(2)).getByRole('button', { name: /Remover/ }));
    expect(screen.queryByRole('group', { name: /Experiência 2/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click((await row(1)).getByRole('button', { name: /Remover/ }));
    expect(await screen.findByText(MSG.experience.removed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/experiences/${SAVED.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('reports a failed delete and keeps the row', async () => {
    const user = userEvent.setup();
    const api = apiWith().on(`DELETE /api/experiences/${SAVED.id}`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/experiencias', { api });
    await user.click((await row(1)).getByRole('button', { name: /Remover/ }));
    expect(await screen.findByText(MSG.experience.removeError)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: C.row(1) })).toBeInTheDocument();
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
