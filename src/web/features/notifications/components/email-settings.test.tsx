import { NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import { EMAIL_DEFAULTS, EMAIL_SETTING_KINDS } from '@domain/rules/notifications';
import type { EmailSettings } from '@domain/schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Configurações' 'E-mails de notificação' (issue 16).

const T = NOTIFICATIONS_COPY.email;
const WAIT = { timeout: 5000 };
const SETTINGS = 'GET /api/notifications/email-settings';
const SAVE = 'PUT /api/notifications/email-settings';

/** Every kind at its default, but comments on her posts e-mailed each time. */
const CURRENT: EmailSettings = {
  settings: EMAIL_SETTING_KINDS.map((kind) => ({
    kind,
    mode: kind === 'post_comment' ? 'each' : EMAIL_DEFAULTS[kind],
  })),
};

function api(settings: EmailSettings = CURRENT) {
  return createFakeApi({ session: MEMBER_ME })
    .on(SETTINGS, () => ok(settings))
    .on(SAVE, (call) => ok(call.body));
}

async function openSection(fake = api()) {
  renderRoute('/configuracoes', { api: fake });
  const section = await screen.findByRole('region', { name: T.title }, WAIT);
  await within(section).findByLabelText(T.kinds.post_comment, {}, WAIT);
  return { section: within(section), user: userEvent.setup(), fake };
}

afterEach(() => vi.restoreAllMocks());

describe("Configurações: 'E-mails de notificação'", { timeout: 15_000 }, () => {
  it('shows each kind with her current choice', async () => {
    const { section } = await openSection();
    expect(section.getAllByRole('combobox')).toHaveLength(EMAIL_SETTING_KINDS.length);
    expect(section.getByLabelText(T.kinds.post_comment)).toHaveValue('each');
    expect(section.getByLabelText(T.kinds.post_reaction)).toHaveValue('none');
    expect(section.getByLabelText(T.kinds.application_status)).toHaveValue('each');
    const options = within(section.getByLabelText(T.kinds.mention)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nenhum',
      'A cada notificação',
      'Resumo diário',
    ]);
  });

  it('saves every kind with PUT and confirms with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const { section, user, fake } = await openSection();
    await user.selectOptions(section.getByLabelText(T.kinds.post_comment), 'Nenhum');
    await user.selectOptions(section.getByLabelText(T.kinds.post_reaction), 'Resumo diário');
    await user.click(section.getByRole('button', { name: T.save }));

    await waitFor(() => expect(fake.callsTo(SAVE)).toHaveLength(1));
    expect(fake.callsTo(SAVE)[0]?.body).toEqual({
      settings: EMAIL_SETTING_KINDS.map((kind) => ({
        kind,
        mode: kind === 'post_comment' ? 'none' : kind === 'post_reaction' ? 'digest' : EMAIL_DEFAULTS[kind],
      })),
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.saved));
    expect(section.getByLabelText(T.kinds.post_comment)).toHaveValue('none');
  });

  it('fills a kind the server did not list with its default', async () => {
    const { section } = await openSection(api({ settings: [{ kind: 'mention', mode: 'none' }] }));
    expect(section.getByLabelText(T.kinds.mention)).toHaveValue('none');
    expect(section.getByLabelText(T.kinds.join_approved)).toHaveValue(EMAIL_DEFAULTS.join_approved);
  });

  it('says so when saving fails, keeping her choices', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = api().on(SAVE, () => apiError(500, 'internal', 'Erro.'));
    const { section, user } = await openSection(fake);
    await user.selectOptions(section.getByLabelText(T.kinds.post_comment), 'Nenhum');
    await user.click(section.getByRole('button', { name: T.save }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.saveError));
    expect(section.getByLabelText(T.kinds.post_comment)).toHaveValue('none');
  });

  it('offers to try again when her choices cannot be loaded', async () => {
    let fail = true;
    const fake = api().on(SETTINGS, () => (fail ? apiError(500, 'internal', 'Erro.') : ok(CURRENT)));
    renderRoute('/configuracoes', { api: fake });
    const section = within(await screen.findByRole('region', { name: T.title }, WAIT));
    expect(await section.findByText(T.loadError, {}, WAIT)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(section.getByRole('button', { name: 'Tentar novamente' }));
    expect(await section.findByLabelText(T.kinds.post_comment, {}, WAIT)).toHaveValue('each');
  });
});
