import { PREFERENCES_COPY as C } from '@domain/copy/preferences';
import { MSG } from '@domain/messages';
import type { JobPreference } from '@domain/schemas/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const W = C.wizard;

const MAIN: JobPreference = {
  id: 'p1',
  name: 'Perfil Principal',
  isActive: true,
  preferredWorkModels: ['Remoto', 'Híbrido'],
  preferredContractTypes: ['CLT'],
  minSalary: 5000,
  maxSalary: 8000,
  preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
  preferredRoles: [100, 101],
  createdAt: '2024-01-01T10:00:00.000Z',
  updatedAt: '2024-01-01T10:00:00.000Z',
};

const SECOND: JobPreference = {
  ...MAIN,
  id: 'p2',
  name: 'Perfil 2',
  isActive: false,
  preferredWorkModels: ['Presencial'],
  minSalary: null,
  maxSalary: null,
  preferredLocations: [],
  preferredRoles: [],
  createdAt: '2024-02-01T10:00:00.000Z',
};

function apiWith(list: JobPreference[] = [MAIN, SECOND]) {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/job-preferences', () => ok(list))
    .on('GET /api/catalogue/states', () =>
      ok([
        { uf: 'RJ', name: 'Rio de Janeiro' },
        { uf: 'SP', name: 'São Paulo' },
      ]),
    )
    .on('GET /api/catalogue/sectors', () => ok([{ id: 1, name: 'Tecnologia' }]))
    .on('GET /api/catalogue/sectors/1/categories', () => ok([{ id: 10, name: 'Dados' }]))
    .on('GET /api/catalogue/categories/10/roles', () =>
      ok([
        { id: 100, name: 'Analista de dados' },
        { id: 101, name: 'Cientista de dados' },
      ]),
    )
    .on('GET /api/catalogue/roles', ({ query }) =>
      ok(
        (query.ids ?? '')
          .split(',')
          .map(Number)
          .map((id) => ({
            id,
            name: id === 100 ? 'Analista de dados' : 'Cientista de dados',
            categoryId: 10,
            sectorId: 1,
          })),
      ),
    );
}

async function card(name: string) {
  // The first render also loads the page's chunk: slow on a busy machine.
  return within(await screen.findByRole('article', { name: new RegExp(`^${name}`) }, { timeout: 5000 }));
}

describe('job preferences page', () => {
  it('lists her profiles with a summary, the active badge and its delete disabled with a reason', async () => {
    renderRoute('/preferencias-vagas', { api: apiWith() });
    const main = await card('Perfil Principal');
    expect(main.getByText(C.active)).toBeInTheDocument();
    expect(main.getByText('R$ 5.000,00 – R$ 8.000,00')).toBeInTheDocument();
    expect(main.getByText('Remoto, Híbrido')).toBeInTheDocument();
    expect(main.getByText('São Paulo, SP, Brasil')).toBeInTheDocument();
    expect(main.getByText('2 cargos')).toBeInTheDocument();
    const removeActive = main.getByRole('button', { name: /Remover/ });
    expect(removeActive).toHaveAttribute('aria-disabled', 'true');
    expect(removeActive).toHaveAccessibleDescription(MSG.preferences.activeCannotBeRemoved);
    expect(screen.getByText(C.oneActive)).toBeInTheDocument();

    const second = await card('Perfil 2');
    expect(second.queryByText(C.active)).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: /Remover/ })).not.toHaveAttribute('aria-disabled');
    expect(second.getByText('Nenhum cargo')).toBeInTheDocument();
  });

  it('pressing the disabled delete of the active profile does nothing', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/preferencias-vagas', { api });
    await user.click((await card('Perfil Principal')).getByRole('button', { name: /Remover/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('activating a profile calls the endpoint and shows the new order, active first', async () => {
    const user = userEvent.setup();
    let list = [MAIN, SECOND];
    const api = apiWith().on('GET /api/job-preferences', () => ok(list));
    api.on('PUT /api/job-preferences/p2/active', () => {
      list = [
        { ...SECOND, isActive: true },
        { ...MAIN, isActive: false },
      ];
      return ok(list);
    });
    renderRoute('/preferencias-vagas', { api });
    await user.click((await card('Perfil 2')).getByRole('button', { name: /^Ativar/ }));

    expect(await screen.findByText(MSG.preferences.updated)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/job-preferences/p2/active')[0]?.body).toEqual({ isActive: true });
    await waitFor(() => {
      const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
      expect(names.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
        'Perfil 2',
        'Perfil Principal',
      ]);
    });
    expect((await card('Perfil 2')).getByText(C.active)).toBeInTheDocument();
    expect((await card('Perfil Principal')).getByRole('button', { name: /^Ativar/ })).toBeInTheDocument();
  });

  it("proposes 'Perfil Principal' for her first profile and 'Perfil 2' for the next", async () => {
    const user = userEvent.setup();
    const { unmount } = renderRoute('/preferencias-vagas', { api: apiWith([]) });
    expect(await screen.findByText(C.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: C.newProfile }));
    expect(screen.getByLabelText(W.name)).toHaveValue(MSG.preferences.defaultName);
    unmount();

    renderRoute('/preferencias-vagas', { api: apiWith([MAIN]) });
    await user.click(await screen.findByRole('button', { name: C.newProfile }));
    expect(screen.getByLabelText(W.name)).toHaveValue('Perfil 2');
  });

  it('walks the three steps and saves a new profile', async () => {
    const user = userEvent.setup();
    const api = apiWith([MAIN]).on('POST /api/job-preferences', ({ body }) => ({
      status: 201,
      body: { ...SECOND, ...(body as object) },
    }));
    renderRoute('/preferencias-vagas', { api });
    await user.click(await screen.findByRole('button', { name: C.newProfile }));

    // Step 1: no Anterior, no Salvar.
    expect(screen.getByRole('heading', { level: 3, name: /Etapa 1 de 3/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Etapa 1 de 3/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: W.previous })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.common.save })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remoto' }));
    await user.click(screen.getByRole('checkbox', { name: 'PJ' }));
    await user.type(screen.getByLabelText(W.minSalary), '500000');
    expect(screen.getByLabelText(W.minSalary)).toHaveValue('R$ 5.000,00');
    await user.type(screen.getByLabelText(W.maxSalary), '800000');
    await user.click(screen.getByRole('button', { name: W.next }));

    // Step 2: a location defaults to Brasil; the country is required.
    const step2 = await screen.findByRole('heading', { level: 3, name: /Etapa 2 de 3/ });
    await waitFor(() => expect(step2).toHaveFocus());
    await user.click(screen.getByRole('button', { name: W.addLocation }));
    const location = within(screen.getByRole('group', { name: W.location(1) }));
    const country = location.getByLabelText(W.country);
    expect(country).toHaveValue('Brasil');
    await user.clear(country);
    await user.click(screen.getByRole('button', { name: W.next }));
    expect(await location.findByText('Informe o país.')).toBeVisible();
    await waitFor(() => expect(country).toHaveFocus());
    expect(screen.getByRole('heading', { level: 3, name: /Etapa 2 de 3/ })).toBeInTheDocument();
    await user.type(country, 'Brasil');
    await user.selectOptions(await location.findByRole('combobox', { name: W.state }), 'RJ');
    await user.type(location.getByLabelText(W.city), 'Niterói');
    await user.click(screen.getByRole('button', { name: W.next }));

    // Step 3: sector → category → roles; Salvar only here.
    const step3 = await screen.findByRole('heading', { level: 3, name: /Etapa 3 de 3/ });
    await waitFor(() => expect(step3).toHaveFocus());
    expect(screen.queryByRole('button', { name: W.next })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: W.previous })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: W.sector }), '1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: W.category })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: W.category }), '10');
    await user.click(await screen.findByRole('checkbox', { name: 'Cientista de dados' }));
    expect(screen.getByRole('button', { name: 'Remover Cientista de dados' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.preferences.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/job-preferences')[0]?.body).toEqual({
      name: 'Perfil 2',
      preferredWorkModels: ['Remoto'],
      preferredContractTypes: ['PJ'],
      minSalary: 5000,
      maxSalary: 8000,
      preferredLocations: [{ country: 'Brasil', state: 'RJ', city: 'Niterói' }],
      preferredRoles: [101],
    });
    expect(await screen.findByRole('button', { name: C.newProfile })).toHaveFocus();
  });

  it('the step buttons jump; Anterior goes back; a maximum below the minimum is refused', async () => {
    const user = userEvent.setup();
    renderRoute('/preferencias-vagas', { api: apiWith() });
    await user.click(await screen.findByRole('button', { name: C.newProfile }));
    await user.click(screen.getByRole('button', { name: /Etapa 3 de 3/ }));
    expect(screen.getByRole('button', { name: MSG.common.save })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.previous }));
    expect(screen.getByRole('heading', { level: 3, name: /Etapa 2 de 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Etapa 1 de 3/ }));

    await user.type(screen.getByLabelText(W.minSalary), '800000');
    await user.type(screen.getByLabelText(W.maxSalary), '500000');
    await user.click(screen.getByRole('button', { name: W.next }));
    expect(await screen.findByText('O salário máximo deve ser maior que o mínimo.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /Etapa 1 de 3/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MSG.common.cancel }));
    expect(await screen.findByRole('article', { name: /Perfil Principal/ })).toBeInTheDocument();
  });

  it('edits a profile: its roles appear by name and the whole answer is sent with PUT', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('PUT /api/job-preferences/p1', ({ body }) =>
      ok({ ...MAIN, ...(body as object) }),
    );
    renderRoute('/preferencias-vagas', { api });
    await user.click((await card('Perfil Principal')).getByRole('button', { name: /Editar/ }));
    expect(screen.getByLabelText(W.name)).toHaveValue('Perfil Principal');
    expect(screen.getByRole('checkbox', { name: 'Remoto' })).toBeChecked();
    expect(screen.getByLabelText(W.maxSalary)).toHaveValue('R$ 8.000,00');
    await user.click(screen.getByRole('button', { name: /Etapa 3 de 3/ }));
    expect(await screen.findByText('Analista de dados')).toBeInTheDocument();
    expect(screen.getByText('Cientista de dados')).toBeInTheDocument();
    expect(api.callsTo('GET /api/catalogue/roles')[0]?.query).toEqual({ ids: '100,101' });
    await user.click(screen.getByRole('button', { name: 'Remover Analista de dados' }));
    await user.click(screen.getByRole('button', { name: MSG.common.save }));

    await waitFor(() => expect(api.callsTo('PUT /api/job-preferences/p1')).toHaveLength(1));
    // (A toast of an earlier test may still be on screen: sonner's store is global.)
    expect((await screen.findAllByText(MSG.preferences.saved)).length).toBeGreaterThan(0);
    expect(api.callsTo('PUT /api/job-preferences/p1')[0]?.body).toMatchObject({
      name: 'Perfil Principal',
      preferredRoles: [101],
      preferredLocations: [{ country: 'Brasil', state: 'SP', city: 'São Paulo' }],
    });
  });

  it('says when saving fails', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('POST /api/job-preferences', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/preferencias-vagas', { api });
    await user.click(await screen.findByRole('button', { name: C.newProfile }));
    await user.click(screen.getByRole('button', { name: /Etapa 3 de 3/ }));
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.preferences.saveError)).toBeInTheDocument();
  });

  it('deletes an inactive profile after confirming', async () => {
    const user = userEvent.setup();
    let list = [MAIN, SECOND];
    const api = apiWith()
      .on('GET /api/job-preferences', () => ok(list))
      .on('DELETE /api/job-preferences/p2', () => {
        list = [MAIN];
        return { status: 204 };
      });
    renderRoute('/preferencias-vagas', { api });
    await user.click((await card('Perfil 2')).getByRole('button', { name: /Remover/ }));
    const dialog = await screen.findByRole('dialog', { name: C.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: C.remove }));
    expect(await screen.findByText(MSG.preferences.removed)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/job-preferences/p2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: /Perfil 2/ })).not.toBeInTheDocument());
  });

  it('shows the load error', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/job-preferences', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/preferencias-vagas', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.preferences.loadError);
  });
});
