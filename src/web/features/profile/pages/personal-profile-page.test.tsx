import { PROFILE_COPY } from '@domain/copy/profile';
import { PROFILE_TOAST_MS } from '@domain/limits';
import { COPY, MSG } from '@domain/messages';
import type { OwnProfile } from '@domain/schemas/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok, VISITOR_ME } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile, profileApi } from '../test-data';

const L = PROFILE_COPY.labels;
const A = PROFILE_COPY.actions;
const SAVE = 'PUT /api/profile/me';

async function openPage(own?: OwnProfile) {
  const api = profileApi({ own });
  const rendered = renderRoute('/perfil-pessoal', { api });
  await screen.findByRole('heading', { level: 1, name: COPY.pages.personalProfile }, { timeout: 5000 });
  return { ...rendered, api, user: userEvent.setup() };
}

function section(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

describe('/perfil-pessoal', () => {
  it('adds a language only when both language and level are chosen and it is not listed yet', async () => {
    const { user } = await openPage(ownProfile({ idiomas: [{ idioma_id: 3, nivel: 'nativo' }] }));
    const box = section(PROFILE_COPY.sections.languages);
    const add = box.getByRole('button', { name: A.add });
    expect(box.getByRole('list', { name: PROFILE_COPY.languagesList })).toHaveTextContent(
      'Português: Nativo',
    );
    expect(add).toBeDisabled();

    await user.selectOptions(box.getByLabelText(L.language), 'Inglês');
    expect(add).toBeDisabled();
    await user.selectOptions(box.getByLabelText(L.level), 'Fluente');
    expect(add).toBeEnabled();
    await user.click(add);

    const items = within(box.getByRole('list', { name: PROFILE_COPY.languagesList })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual(['Português: Nativo', 'Inglês: Fluente']);
    expect(box.getByLabelText(L.language)).toHaveValue('');
    expect(add).toBeDisabled();

    // Already in the list: not addable again, and she is told why.
    await user.selectOptions(box.getByLabelText(L.language), 'Português');
    await user.selectOptions(box.getByLabelText(L.level), 'Básico');
    expect(add).toBeDisabled();
    expect(box.getByText(PROFILE_COPY.languageAlreadyAdded)).toBeVisible();

    await user.click(box.getByRole('button', { name: A.remove('Português') }));
    expect(within(box.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(add).toBeEnabled();
  });

  it('refuses blank and duplicate skills (ignoring case)', async () => {
    const { user } = await openPage();
    const soft = screen.getByLabelText(L.softSkills);
    const box = section(PROFILE_COPY.sections.skills);
    const addSoft = box.getAllByRole('button', { name: A.add })[0]!;

    await user.type(soft, '   ');
    expect(addSoft).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(box.queryByRole('list', { name: L.softSkills })).not.toBeInTheDocument();

    await user.clear(soft);
    await user.type(soft, '  Comunicação {Enter}');
    const chips = () => within(box.getByRole('list', { name: L.softSkills })).getAllByRole('listitem');
    expect(chips().map((li) => li.textContent)).toEqual(['Comunicação']);
    expect(soft).toHaveValue('');

    await user.type(soft, 'comunicação');
    await user.click(addSoft);
    expect(await box.findByText(PROFILE_COPY.skillAlreadyAdded)).toBeVisible();
    expect(soft).toHaveAttribute('aria-invalid', 'true');
    expect(chips()).toHaveLength(1);

    await user.click(box.getByRole('button', { name: A.remove('Comunicação') }));
    expect(box.queryByRole('list', { name: L.softSkills })).not.toBeInTheDocument();
  });

  it('adds a child only with a name and a birth date', async () => {
    const { user } = await openPage();
    const box = section(PROFILE_COPY.sections.children);
    const add = box.getByRole('button', { name: A.add });
    expect(box.getByText(PROFILE_COPY.noChildren)).toBeVisible();

    await user.type(box.getByLabelText(L.childName), 'Bia');
    expect(add).toBeDisabled();
    await user.clear(box.getByLabelText(L.childName));
    await user.type(box.getByLabelText(L.childBirthDate), '2019-05-20');
    expect(add).toBeDisabled();
    await user.type(box.getByLabelText(L.childName), 'Bia');
    expect(add).toBeEnabled();
    await user.click(add);

    const list = box.getByRole('list', { name: PROFILE_COPY.childrenList });
    expect(list).toHaveTextContent('Bia');
    expect(list).toHaveTextContent('20 de maio de 2019');
    expect(box.getByLabelText(L.childName)).toHaveValue('');
  });

  it("saves everything with one 'Salvar' and confirms with a toast that lasts 3 s", async () => {
    const toastSpy = await import('sonner').then((m) => vi.spyOn(m.toast, 'success'));
    const { api, user } = await openPage();
    api.on(SAVE, ({ body }) => ok({ ...ownProfile(), ...(body as object), location: 'São Paulo, SP' }));

    await user.clear(screen.getByLabelText(L.professionalTitle));
    await user.type(screen.getByLabelText(L.professionalTitle), 'Cientista de dados');
    await user.selectOptions(screen.getByLabelText(L.state), 'São Paulo');
    await user.type(screen.getByLabelText(L.hardSkills), 'SQL{Enter}');
    await user.type(screen.getByLabelText(L.linkedin), 'linkedin.com/in/ana');
    // Who sees her e-mail and phone is chosen in Configurações → Privacidade (issue 19).
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: PROFILE_COPY.hints.privacyLink })).toHaveAttribute(
      'href',
      '/configuracoes#privacidade',
    );
    expect(screen.getByRole('checkbox', { name: L.lookingForJob })).toBeChecked();
    await user.click(screen.getByRole('button', { name: MSG.common.save }));

    expect(await screen.findByText(MSG.profile.updated)).toBeVisible();
    expect(toastSpy).toHaveBeenCalledWith(MSG.profile.updated, { duration: PROFILE_TOAST_MS });
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      fullName: 'Ana Souza',
      professionalTitle: 'Cientista de dados',
      state: 'SP',
      city: 'Belo Horizonte',
      bio: null,
      birthDate: null,
      experienceYears: 5,
      hardSkills: ['SQL'],
      linkedinUrl: 'https://linkedin.com/in/ana',
      isLookingForJob: true,
    });
    expect(api.callsTo(SAVE)[0]?.body).not.toHaveProperty('showEmail');
    toastSpy.mockRestore();
  });

  it('puts the server’s field errors under the fields, and a general message otherwise', async () => {
    const { api, user } = await openPage();
    api.on(SAVE, () =>
      apiError(400, 'invalid_input', MSG.common.invalidInput, {
        fields: { websiteUrl: MSG.common.invalidUrl },
      }),
    );
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.common.invalidUrl)).toBeVisible();
    expect(screen.getByLabelText(L.website)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(L.website)).toHaveFocus();

    api.on(SAVE, () => apiError(500, 'internal', MSG.common.internal));
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.profile.updateError)).toBeVisible();
  });

  it('refuses negative experience years before sending', async () => {
    const { api, user } = await openPage();
    await user.clear(screen.getByLabelText(L.experienceYears));
    await user.type(screen.getByLabelText(L.experienceYears), '-2');
    await user.click(screen.getByRole('button', { name: MSG.common.save }));
    expect(await screen.findByText(MSG.profile.experienceYearsInvalid)).toBeVisible();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('deletes the account only after confirmation, then signs out and goes to /', async () => {
    const { api, user, router } = await openPage();
    api.on('DELETE /api/profile/me', () => {
      api.setSession(VISITOR_ME);
      return { status: 204 };
    });

    await user.click(screen.getByRole('button', { name: A.deleteAccount }));
    let dialog = await screen.findByRole('dialog', { name: PROFILE_COPY.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.deleteAccount })).toHaveFocus();
    expect(api.callsTo('DELETE /api/profile/me')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: A.deleteAccount }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: MSG.profile.confirmDelete }));

    expect(await screen.findByRole('heading', { level: 2, name: MSG.auth.signIn })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('DELETE /api/profile/me')).toHaveLength(1);
  });

  it('keeps her signed in and explains when the deletion fails', async () => {
    const { api, user, router } = await openPage();
    api.on('DELETE /api/profile/me', () => apiError(500, 'internal', MSG.common.internal));
    await user.click(screen.getByRole('button', { name: A.deleteAccount }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: MSG.profile.confirmDelete }));
    expect(await within(dialog).findByText(MSG.profile.deleteError)).toBeVisible();
    expect(router.state.location.pathname).toBe('/perfil-pessoal');
  });

  it('refuses a photo that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api, container } = await openPage();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MSG.images.onlyImages)).toBeVisible();
    expect(api.callsTo('PUT /api/profile/me/avatar')).toHaveLength(0);
  });
});
