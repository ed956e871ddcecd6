import { ACCESS_COPY } from '@domain/copy/access';
import { INVITATIONS_COPY } from '@domain/copy/invitations';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyDetail } from '@web/features/companies/test-data';
import { apiError, deferred, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  adminApi,
  BEA_ID,
  formReady,
  ID,
  invitationsSection,
  MEMBERS,
  main,
  membersSection,
  PAGE,
  roleSelect,
  searchField,
  submitButton,
} from '../test-data';

let consoleError: MockInstance;
// Toasts are checked through these spies: sonner's store is global, so a toast of an earlier
// test may still be on screen.
let toastSuccess: MockInstance;
let toastError: MockInstance;
let toastInfo: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  toastSuccess = vi.spyOn(toast, 'success');
  toastError = vi.spyOn(toast, 'error');
  toastInfo = vi.spyOn(toast, 'info');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('grant access page of a community', { timeout: 15_000 }, () => {
  it('shows the community header, one <h1> and the current members with their roles', async () => {
    renderRoute(PAGE, { api: adminApi() });
    await formReady();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const header = main().getByRole('region', { name: 'Dados Delas' });
    expect(within(header).getByText('Tecnologia')).toBeInTheDocument();
    expect(within(header).getByText('12 participantes • 1 seguidora')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Dados Delas'));

    const items = await within(membersSection()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana Souzaana@example.comAdministradora',
      'carol@example.comModeradora',
    ]);
    expect(searchField()).toHaveAttribute('placeholder', MSG.access.searchPlaceholder);
    expect(
      within(roleSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([MSG.access.rolePlaceholder, 'Participante', 'Moderadora', 'Administradora']);
  });

  it('searches by name, picks a person and a role, and offers it: an invitation, listed as pending', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();

    await user.type(searchField(), 'bea');
    const listbox = await screen.findByRole('listbox', { name: ACCESS_COPY.search.professionals });
    // Only people: the one group of the results.
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    expect(api.callsTo(`GET /api/communities/${ID}/access/candidates`).at(-1)?.query).toEqual({ q: 'bea' });
    await user.click(within(listbox).getByRole('option', { name: /Beatriz Lima/ }));

    expect(main().getByText(ACCESS_COPY.form.selected('Beatriz Lima'))).toBeInTheDocument();
    expect(main().queryByRole('listbox')).not.toBeInTheDocument();
    await user.selectOptions(roleSelect(), 'moderator');
    await user.click(submitButton());

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(INVITATIONS_COPY.outcome.invited));
    expect(api.callsTo(`POST /api/communities/${ID}/invitations`).map((call) => call.body)).toEqual([
      { userId: BEA_ID, role: 'moderator' },
    ]);
    // She is invited, not a member yet: the pending list shows her, 'Participantes atuais' does not.
    expect(await within(invitationsSection()).findByText('Beatriz Lima')).toBeInTheDocument();
    expect(within(membersSection()).queryByText('Beatriz Lima')).not.toBeInTheDocument();
    // The form starts over.
    expect(main().queryByText(ACCESS_COPY.form.selected('Beatriz Lima'))).not.toBeInTheDocument();
    expect(roleSelect()).toHaveValue('');
  });

  it('invites an address typed in full: one option of its own, never searched, sent as {email, role}', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();

    await user.type(searchField(), 'Nova.Pessoa@Exemplo.com.br');
    const listbox = await screen.findByRole('listbox', { name: INVITATIONS_COPY.grant.emailGroup });
    const option = within(listbox).getByRole('option', {
      name: new RegExp(INVITATIONS_COPY.grant.emailOption('nova.pessoa@exemplo.com.br')),
    });
    // Nobody is looked up by e-mail.
    expect(
      api
        .callsTo(`GET /api/communities/${ID}/access/candidates`)
        .filter((call) => call.query.q?.includes('@')),
    ).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(
      main().getByText(INVITATIONS_COPY.grant.selectedEmail('nova.pessoa@exemplo.com.br')),
    ).toBeVisible();
    await user.selectOptions(roleSelect(), 'admin');
    await user.click(submitButton());

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(INVITATIONS_COPY.outcome.invited));
    expect(api.callsTo(`POST /api/communities/${ID}/invitations`).map((call) => call.body)).toEqual([
      { email: 'nova.pessoa@exemplo.com.br', role: 'admin' },
    ]);
    expect(await within(invitationsSection()).findByText('nova.pessoa@exemplo.com.br')).toBeInTheDocument();
  });

  it('says when a lower role applied at once, and when she already had the role', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Carolina');
    await user.click(await screen.findByRole('option', { name: /Carolina Reis/ }));
    await user.selectOptions(roleSelect(), 'member');
    await user.click(submitButton());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(INVITATIONS_COPY.outcome.roleChanged));
    expect(await within(membersSection()).findByText('Participante')).toBeInTheDocument();

    api.on(`POST /api/communities/${ID}/invitations`, () =>
      ok({ outcome: 'unchanged', message: INVITATIONS_COPY.outcome.unchanged }),
    );
    await user.type(searchField(), 'Carolina');
    await user.click(await screen.findByRole('option', { name: /Carolina Reis/ }));
    await user.selectOptions(roleSelect(), 'member');
    await user.click(submitButton());
    await waitFor(() => expect(toastInfo).toHaveBeenCalledWith(INVITATIONS_COPY.outcome.unchanged));
  });

  it('lists the pending invitations (a name, or the address typed), and withdraws one after asking', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();
    const section = await waitFor(() => invitationsSection());
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Duda Prado');
    expect(items[0]).toHaveTextContent('Moderadora');
    expect(items[0]).toHaveTextContent('Enviado por Ana Souza há 2 dias');
    expect(items[1]).toHaveTextContent('convidada@exemplo.com.br');
    expect(items[1]).toHaveTextContent(INVITATIONS_COPY.grant.pending.byEmail);
    expect(items[1]).toHaveTextContent('Administradora');
    expect(items[1]).toHaveTextContent('Enviado há 3 horas');

    await user.click(
      within(section).getByRole('button', { name: INVITATIONS_COPY.grant.pending.cancelLabel('Duda Prado') }),
    );
    const dialog = await screen.findByRole('dialog', { name: INVITATIONS_COPY.grant.pending.cancelTitle });
    await user.click(
      within(dialog).getByRole('button', { name: INVITATIONS_COPY.grant.pending.cancelConfirm }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(INVITATIONS_COPY.grant.pending.cancelled));
    expect(api.callsTo(`DELETE /api/communities/${ID}/invitations/inv-1`)).toHaveLength(1);
    await waitFor(() => expect(within(invitationsSection()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(invitationsSection()).queryByText('Duda Prado')).not.toBeInTheDocument();
  });

  it('says when no invitation is waiting', async () => {
    renderRoute(PAGE, { api: adminApi({ invitations: [] }) });
    await formReady();
    expect(await within(invitationsSection()).findByText(INVITATIONS_COPY.grant.pending.empty)).toBeVisible();
  });

  it('shows "Salvando..." while the grant is on its way', async () => {
    const user = userEvent.setup();
    const answer = deferred<Reply>();
    const api = adminApi().on(`POST /api/communities/${ID}/invitations`, () => answer.promise);
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Beatriz');
    await user.click(await screen.findByRole('option', { name: /Beatriz Lima/ }));
    await user.selectOptions(roleSelect(), 'member');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: MSG.common.saving })).toBeDisabled();
    answer.resolve(ok({ outcome: 'invited', message: INVITATIONS_COPY.outcome.invited }));
    expect(await screen.findByRole('button', { name: MSG.access.submit })).toBeEnabled();
  });

  it('picks with the keyboard: arrows move through the results, Enter picks without submitting', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();

    await user.type(searchField(), 'li');
    const listbox = await screen.findByRole('listbox');
    const [bea, carol] = within(listbox).getAllByRole('option');
    // Carolina already has a role here: the row says which.
    expect(carol).toHaveTextContent('Papel atual: Moderadora');
    await user.keyboard('{ArrowDown}');
    expect(bea).toHaveAttribute('aria-selected', 'true');
    expect(searchField()).toHaveAttribute('aria-activedescendant', bea?.id);
    await user.keyboard('{ArrowDown}');
    expect(carol).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(main().getByText(ACCESS_COPY.form.selected('Carolina Reis'))).toBeInTheDocument();
    expect(searchField()).toHaveFocus();
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
    expect(api.callsTo(`POST /api/communities/${ID}/invitations`)).toHaveLength(0);

    // The chip's clear button undoes the pick and returns to the search.
    await user.click(main().getByRole('button', { name: ACCESS_COPY.form.clearSelection('Carolina Reis') }));
    expect(main().queryByText(ACCESS_COPY.form.selected('Carolina Reis'))).not.toBeInTheDocument();
    expect(searchField()).toHaveFocus();
  });

  it('says "Selecione uma usuária válida." when nobody was picked, on the search field', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();
    await user.selectOptions(roleSelect(), 'member');
    // Typing a name is not picking her.
    await user.type(searchField(), 'Beatriz');
    await screen.findByRole('listbox');
    await user.click(submitButton());

    expect(await screen.findByText(MSG.access.pickUser)).toBeInTheDocument();
    expect(searchField()).toHaveAttribute('aria-invalid', 'true');
    expect(searchField()).toHaveAccessibleDescription(expect.stringContaining(MSG.access.pickUser));
    expect(searchField()).toHaveFocus();
    expect(api.callsTo(`POST /api/communities/${ID}/invitations`)).toHaveLength(0);

    // Picking clears the message (ArrowDown opens the results again).
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Beatriz Lima/ }));
    await waitFor(() => expect(main().queryByText(MSG.access.pickUser)).not.toBeInTheDocument());
  });

  it('asks for a role too', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Beatriz');
    await user.click(await screen.findByRole('option', { name: /Beatriz Lima/ }));
    await user.click(submitButton());

    expect(await screen.findByText(MSG.access.rolePlaceholder, { selector: 'span' })).toBeInTheDocument();
    expect(roleSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST /api/communities/${ID}/invitations`)).toHaveLength(0);
  });

  it('says "Erro ao conceder acesso." when the grant fails, keeping her choices', async () => {
    const user = userEvent.setup();
    const api = adminApi().on(`POST /api/communities/${ID}/invitations`, () =>
      apiError(500, 'internal', MSG.common.internal),
    );
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Beatriz');
    await user.click(await screen.findByRole('option', { name: /Beatriz Lima/ }));
    await user.selectOptions(roleSelect(), 'admin');
    await user.click(submitButton());

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(MSG.access.grantError));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(main().getByText(ACCESS_COPY.form.selected('Beatriz Lima'))).toBeInTheDocument();
    expect(roleSelect()).toHaveValue('admin');
  });

  it('shows the server’s reason when the grant conflicts (the last admin’s role)', async () => {
    const user = userEvent.setup();
    const reason = 'A comunidade precisa de ao menos uma administradora.';
    const api = adminApi().on(`POST /api/communities/${ID}/invitations`, () =>
      apiError(409, 'conflict', reason),
    );
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Carolina');
    await user.click(await screen.findByRole('option', { name: /Carolina Reis/ }));
    await user.selectOptions(roleSelect(), 'member');
    await user.click(submitButton());

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(reason));
    expect(toastError).not.toHaveBeenCalledWith(MSG.access.grantError);
  });

  it('turns into the no-permission state when the grant answers 403', async () => {
    const user = userEvent.setup();
    const api = adminApi().on(`POST /api/communities/${ID}/invitations`, () =>
      apiError(403, 'forbidden', MSG.common.forbidden),
    );
    renderRoute(PAGE, { api });
    await formReady();
    await user.type(searchField(), 'Beatriz');
    await user.click(await screen.findByRole('option', { name: /Beatriz Lima/ }));
    await user.selectOptions(roleSelect(), 'admin');
    await user.click(submitButton());

    expect(await screen.findByText(ACCESS_COPY.targets.community.noPermission)).toBeInTheDocument();
    expect(main().queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows "Erro ao buscar participantes." when the list fails, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = adminApi().on(`GET /api/communities/${ID}/members`, () =>
      fail ? apiError(500, 'internal', MSG.common.internal) : ok(MEMBERS),
    );
    renderRoute(PAGE, { api });
    await formReady();
    expect(await within(membersSection()).findByText(MSG.access.membersError)).toBeInTheDocument();
    // The form still works: the list is not the page.
    expect(searchField()).toBeInTheDocument();

    fail = false;
    await user.click(within(membersSection()).getByRole('button', { name: MSG.common.retry }));
    expect(await within(membersSection()).findByText('Ana Souza')).toBeInTheDocument();
  });
});

describe('who may not grant, and what is not there', { timeout: 15_000 }, () => {
  it('tells a moderator that only admins grant access, without asking for the members', async () => {
    const api = adminApi({ canGrant: false });
    renderRoute(PAGE, { api });

    expect(
      await screen.findByText(ACCESS_COPY.targets.community.noPermission, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main().getByRole('region', { name: 'Dados Delas' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: ACCESS_COPY.targets.community.backToTarget })).toHaveAttribute(
      'href',
      `/comunidades/${ID}`,
    );
    expect(main().queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.callsTo(`GET /api/communities/${ID}/members`)).toHaveLength(0);
  });

  it('shows the no-permission state when the members list answers 403', async () => {
    const api = adminApi().on(`GET /api/communities/${ID}/members`, () =>
      apiError(403, 'forbidden', MSG.common.forbidden),
    );
    renderRoute(PAGE, { api });
    expect(
      await screen.findByText(ACCESS_COPY.targets.community.noPermission, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(main().queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says "Não encontrado." for an unknown community', async () => {
    const api = adminApi().on(`GET /api/communities/${ID}`, () =>
      apiError(404, 'not_found', MSG.communities.notFound),
    );
    renderRoute(PAGE, { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.access.notFound }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET /api/communities/${ID}/members`)).toHaveLength(0);
  });

  it('says "Não encontrado." for an unknown company', async () => {
    const api = adminApi();
    renderRoute('/empresas/c-nuvem/concessao-acesso', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.access.notFound }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(api.callsTo('GET /api/companies/c-nuvem')).toHaveLength(1);
  });
});

describe('grant access page of a company', { timeout: 15_000 }, () => {
  const company = companyDetail(
    { employeeCount: 3 },
    { role: 'admin', canEdit: true, canDelete: true, canGrant: true, followerCount: 1 },
  );
  const companyPage = `/empresas/${company.id}/concessao-acesso`;
  const companyApi = () =>
    adminApi()
      .on(`GET /api/companies/${company.id}`, () => ok(company))
      .on(`GET /api/companies/${company.id}/members`, () =>
        ok([{ userId: MEMBERS[0]!.userId, fullName: 'Ana Souza', email: 'ana@example.com', role: 'admin' }]),
      )
      .on(`GET /api/companies/${company.id}/access/candidates`, () =>
        ok([
          {
            userId: BEA_ID,
            fullName: 'Beatriz Lima',
            email: 'bea@example.com',
            slug: null,
            profileImageUrl: null,
          },
        ]),
      )
      .on(`GET /api/companies/${company.id}/invitations`, () => ok([]))
      .on(`POST /api/companies/${company.id}/invitations`, () =>
        ok({ outcome: 'invited', message: INVITATIONS_COPY.outcome.invited }),
      );

  it("shows the company's header from the companies contract, with its roles", async () => {
    renderRoute(companyPage, { api: companyApi() });
    await formReady();
    const header = main().getByRole('region', { name: 'Nuvem Aberta' });
    expect(within(header).getByText('Tecnologia')).toBeInTheDocument();
    expect(within(header).getByText('1 seguidora • 3 trabalham aqui')).toBeInTheDocument();
    expect(
      within(roleSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([MSG.access.rolePlaceholder, 'Administradora', 'Editora']);
    expect(await within(membersSection()).findByText('Ana Souza')).toBeInTheDocument();
  });

  it('offers the editor role with the contract body {userId, role}', async () => {
    const user = userEvent.setup();
    const api = companyApi();
    renderRoute(companyPage, { api });
    await formReady();
    await user.type(searchField(), 'bea');
    const listbox = await screen.findByRole('listbox', { name: ACCESS_COPY.search.professionals });
    await user.click(within(listbox).getByRole('option', { name: /Beatriz Lima/ }));
    await user.selectOptions(roleSelect(), 'editor');
    await user.click(submitButton());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(INVITATIONS_COPY.outcome.invited));
    expect(api.callsTo(`POST /api/companies/${company.id}/invitations`)[0]?.body).toEqual({
      userId: BEA_ID,
      role: 'editor',
    });
  });

  it('tells an editor she may not grant access (viewer.canGrant false)', async () => {
    const api = companyApi().on(`GET /api/companies/${company.id}`, () =>
      ok({ ...company, viewer: { ...company.viewer, role: 'editor', canGrant: false, canDelete: false } }),
    );
    renderRoute(companyPage, { api });
    expect(
      await screen.findByText(ACCESS_COPY.targets.company.noPermission, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/companies/${company.id}/invitations`)).toHaveLength(0);
  });
});
