import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import type { ChatSettings } from '@domain/schemas/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, deferred, MEMBER_ME, ok, type Reply } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Configurações' 'Mensagens' (issue 18): who may write to her, and the unread-message e-mail.

const T = CHAT_ENTRY_COPY.settings;
const WAIT = { timeout: 5000 };
const SETTINGS = 'GET /api/chat/settings';
const SAVE = 'PUT /api/chat/settings';

function api(settings: ChatSettings = { allowRequests: true, emailUnread: false }) {
  return createFakeApi({ session: MEMBER_ME })
    .on(SETTINGS, () => ok(settings))
    .on(SAVE, (call) => ok(call.body));
}

async function openSection(fake = api()) {
  renderRoute('/configuracoes', { api: fake });
  const region = await screen.findByRole('region', { name: T.title }, WAIT);
  const section = within(region);
  await section.findByRole('checkbox', { name: T.allowRequests }, WAIT);
  return { region, section, user: userEvent.setup(), fake };
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe("Configurações: 'Mensagens'", { timeout: 15_000 }, () => {
  it('shows both choices as she has them, each with its hint', async () => {
    const { region, section } = await openSection();
    expect(region).toHaveTextContent(T.description);
    const requests = section.getByRole('checkbox', { name: T.allowRequests });
    const email = section.getByRole('checkbox', { name: T.emailUnread });
    expect(requests).toBeChecked();
    expect(email).not.toBeChecked();
    expect(requests).toHaveAccessibleDescription(T.allowRequestsHint);
    expect(T.allowRequestsHint).toMatch(/conexões sempre podem/);
    expect(email).toHaveAccessibleDescription(T.emailUnreadHint);
    expect(T.emailUnreadHint).toMatch(/no máximo um e-mail por conversa por dia/);
  });

  it('saves both choices with PUT and confirms with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const { section, user, fake } = await openSection();
    await user.click(section.getByRole('checkbox', { name: T.allowRequests }));
    await user.click(section.getByRole('checkbox', { name: T.emailUnread }));
    expect(fake.callsTo(SAVE)).toHaveLength(0);
    await user.click(section.getByRole('button', { name: T.save }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(T.saved));
    expect(fake.callsTo(SAVE).map((call) => call.body)).toEqual([
      { allowRequests: false, emailUnread: true },
    ]);
    expect(section.getByRole('checkbox', { name: T.allowRequests })).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: T.emailUnread })).toBeChecked();
  });

  it("says 'Salvando...' while saving and ignores another press", async () => {
    const answer = deferred<Reply>();
    const fake = api().on(SAVE, () => answer.promise);
    const { section, user } = await openSection(fake);
    await user.click(section.getByRole('checkbox', { name: T.emailUnread }));
    await user.click(section.getByRole('button', { name: T.save }));
    const saving = await section.findByRole('button', { name: T.saving }, WAIT);
    await user.click(saving);
    expect(fake.callsTo(SAVE)).toHaveLength(1);
    answer.resolve(ok({ allowRequests: true, emailUnread: true }));
    expect(await section.findByRole('button', { name: T.save }, WAIT)).toBeVisible();
  });

  it('keeps her changes and says so when saving fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = api().on(SAVE, () => apiError(500, 'internal', 'Erro interno.'));
    const { section, user } = await openSection(fake);
    await user.click(section.getByRole('checkbox', { name: T.allowRequests }));
    await user.click(section.getByRole('button', { name: T.save }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(T.saveError));
    expect(section.getByRole('checkbox', { name: T.allowRequests })).not.toBeChecked();
  });

  it('offers to try again when her choices cannot be loaded', async () => {
    let fail = true;
    const fake = api().on(SETTINGS, () =>
      fail ? apiError(500, 'internal', 'Erro interno.') : ok({ allowRequests: false, emailUnread: true }),
    );
    renderRoute('/configuracoes', { api: fake });
    const section = within(await screen.findByRole('region', { name: T.title }, WAIT));
    expect(await section.findByText(T.loadError, {}, WAIT)).toBeVisible();
    fail = false;
    await userEvent.setup().click(section.getByRole('button', { name: 'Tentar novamente' }));
    expect(await section.findByRole('checkbox', { name: T.allowRequests }, WAIT)).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: T.emailUnread })).toBeChecked();
  });

  it('has no serious or critical accessibility problems', async () => {
    await openSection();
    await expectNoSeriousA11yProblems();
  });
});
