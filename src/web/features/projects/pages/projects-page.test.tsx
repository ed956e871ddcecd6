import { PROJECTS_COPY as C } from '@domain/copy/projects';
import { MSG } from '@domain/messages';
import type { Project } from '@domain/schemas/cv';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { pickedMonth, pickMonth } from '@web/test/month-picker';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it } from 'vitest';

const PROJECT: Project = {
  id: 'p1',
  type: 'project',
  title: 'Painel de indicadores',
  description: 'Dashboards para ONGs.',
  startMonth: '2023-01',
  endMonth: null,
  month: null,
  link: 'meusite.com.br/painel',
};

const AWARD: Project = {
  id: 'a1',
  type: 'award',
  title: 'Prêmio Mulheres na Ciência',
  description: null,
  startMonth: null,
  endMonth: null,
  month: '2022-11',
  link: null,
};

function apiWith(items: Project[] = [PROJECT, AWARD]) {
  return createFakeApi({ session: MEMBER_ME }).on('GET /api/projects', ({ query }) =>
    ok(items.filter((item) => item.type === query.type)),
  );
}

describe('projects and achievements editor', () => {
  it('lists the items of each tab; a link without http gets https:// and opens in a new tab', async () => {
    const user = userEvent.setup();
    renderRoute('/projetos', { api: apiWith() });
    const item = await screen.findByRole('article', { name: PROJECT.title }, { timeout: 5000 });
    expect(within(item).getByText('01/2023 - Atual')).toBeInTheDocument();
    const link = within(item).getByRole('link', { name: new RegExp(MSG.projects.viewProject) });
    expect(link).toHaveAttribute('href', 'https://meusite.com.br/painel');
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('tab', { name: C.tab.award }));
    expect(await screen.findByRole('article', { name: AWARD.title })).toBeInTheDocument();
    expect(screen.getByText('11/2022')).toBeInTheDocument();
    expect(screen.queryByLabelText(C.startMonth)).not.toBeInTheDocument();
    expect(screen.getByLabelText(C.monthLabel.award)).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderRoute('/projetos-conquistas', { api: apiWith() });
    const first = await screen.findByRole('tab', { name: C.tab.project });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: C.tab.volunteering });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(C.empty.volunteering)).toBeInTheDocument();
  });

  it('does nothing when the title is empty', async () => {
    const user = userEvent.setup();
    const api = apiWith();
    renderRoute('/projetos', { api });
    await screen.findByRole('article', { name: PROJECT.title });
    await user.type(screen.getByLabelText(C.description), 'Sem título');
    await user.click(screen.getByRole('button', { name: C.add }));
    expect(screen.getByLabelText(C.title)).toHaveFocus();
    expect(api.callsTo('POST /api/projects')).toHaveLength(0);
    expect(screen.queryByText(MSG.common.required)).not.toBeInTheDocument();
    expect(screen.getByLabelText(C.title)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(C.description)).toHaveValue('Sem título');
  });

  it('adds an item, sending the link with https://', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('POST /api/projects', ({ body }) => ({
      status: 201,
      body: { id: 'p2', description: null, endMonth: null, month: null, ...(body as object) },
    }));
    renderRoute('/projetos', { api });
    await user.type(await screen.findByLabelText(C.title), 'Horta comunitária');
    pickMonth(screen, C.startMonth, '2024-04');
    await user.type(screen.getByLabelText(C.link), 'horta.org.br');
    await user.click(screen.getByRole('button', { name: C.add }));

    expect(await screen.findByText(C.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /api/projects')[0]?.body).toMatchObject({
      type: 'project',
      title: 'Horta comunitária',
      startMonth: '2024-04',
      endMonth: null,
      month: null,
      link: 'https://horta.org.br',
    });
    expect(screen.getByLabelText(C.title)).toHaveValue('');
  });

  it('loads an item into the form to edit, and saving goes back to add mode', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('PUT /api/projects/p1', ({ body }) => ok({ ...PROJECT, ...(body as object) }));
    renderRoute('/projetos', { api });
    const item = await screen.findByRole('article', { name: PROJECT.title });
    await user.click(within(item).getByRole('button', { name: /Editar/ }));

    expect(screen.getByRole('heading', { name: C.editHeading.project })).toBeInTheDocument();
    const title = screen.getByLabelText(C.title);
    expect(title).toHaveValue(PROJECT.title);
    expect(title).toHaveFocus();
    expect(pickedMonth(screen, C.startMonth)).toBe('2023-01');
    await user.clear(title);
    await user.type(title, 'Painel renovado');
    await user.click(screen.getByRole('button', { name: C.saveChanges }));

    expect(await screen.findByRole('heading', { name: C.addHeading.project })).toBeInTheDocument();
    expect(screen.getByLabelText(C.title)).toHaveValue('');
    expect(api.callsTo('PUT /api/projects/p1')[0]?.body).toMatchObject({ title: 'Painel renovado' });
    expect(api.callsTo('POST /api/projects')).toHaveLength(0);
  });

  it('says the save failed', async () => {
    const user = userEvent.setup();
    const api = apiWith().on('POST /api/projects', () => apiError(500, 'internal', MSG.common.internal));
    renderRoute('/projetos', { api });
    await user.type(await screen.findByLabelText(C.title), 'Algo');
    await user.click(screen.getByRole('button', { name: C.add }));
    expect(await screen.findByText(MSG.projects.saveError)).toBeInTheDocument();
  });

  it('removes an item only after confirming', async () => {
    const user = userEvent.setup();
    let items = [PROJECT];
    const api = createFakeApi({ session: MEMBER_ME })
      .on('GET /api/projects', () => ok(items))
      .on('DELETE /api/projects/p1', () => {
        items = [];
        return { status: 204 };
      });
    renderRoute('/projetos', { api });
    const item = await screen.findByRole('article', { name: PROJECT.title });
    await user.click(within(item).getByRole('button', { name: /Remover/ }));
    const dialog = await screen.findByRole('dialog', { name: C.confirmTitle });
    expect(api.callsTo('DELETE /api/projects/p1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: C.remove }));

    expect(await screen.findByText(C.removed)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/projects/p1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(C.empty.project)).toBeInTheDocument());
  });

  it('shows the remove error inside the dialog, and the load error', async () => {
    const user = userEvent.setup();
    const api = apiWith([PROJECT]).on('DELETE /api/projects/p1', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/projetos', { api });
    const item = await screen.findByRole('article', { name: PROJECT.title });
    await user.click(within(item).getByRole('button', { name: /Remover/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: C.remove }));
    expect(await within(dialog).findByText(MSG.projects.removeError)).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    const api = createFakeApi({ session: MEMBER_ME }).on('GET /api/projects', () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute('/projetos', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.projects.loadError);
  });
});
