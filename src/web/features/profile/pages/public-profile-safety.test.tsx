import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORTS, reportCreated, sendReport } from '@web/features/moderation/test-data';
import { memberNetwork } from '@web/features/network/test-data';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { apiError, createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { publicProfile } from '../test-data';

// A profile's '…' menu (issue 19): silence her (her posts leave the feed) or block her, after a
// confirmation that says what a block does, as the server's flags allow; and report her, last.

const ID = '7f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6';
const T = SAFETY_COPY.member;
const WAIT = { timeout: 5000 };
const NETWORK = `GET /api/members/${ID}/network`;

function api(relation: Parameters<typeof memberNetwork>[1] = {}) {
  const profile = publicProfile({ id: ID, slug: 'bia-lima', fullName: 'Bia Lima' });
  let muted = relation.muted ?? false;
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/profiles/by-slug/bia-lima', () => ok(profile))
    .on(NETWORK, () => ok(memberNetwork(ID, { ...relation, muted })))
    .on(`PUT /api/members/${ID}/mute`, () => {
      muted = true;
      return ok(memberNetwork(ID, { ...relation, muted }));
    })
    .on(`DELETE /api/members/${ID}/mute`, () => {
      muted = false;
      return ok(memberNetwork(ID, { ...relation, muted }));
    })
    .on(`PUT /api/members/${ID}/block`, () => ({ status: 204, body: null }));
}

async function openMenu(fake = api()) {
  const result = renderRoute('/m/bia-lima', { api: fake });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: T.menu('Bia Lima') }, WAIT));
  return { ...result, user, fake };
}

afterEach(() => toast.dismiss());

describe("a profile's menu: silence and block", { timeout: 20_000 }, () => {
  it('silences her, says she is not told, and offers to undo it', async () => {
    const { user, fake } = await openMenu();
    expect(screen.getByRole('button', { name: T.block('Bia Lima') })).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.mute('Bia Lima') }));
    expect(await screen.findByText(T.muted('Bia Lima'), {}, WAIT)).toBeVisible();
    expect(fake.callsTo(`PUT /api/members/${ID}/mute`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: T.menu('Bia Lima') }));
    await user.click(await screen.findByRole('button', { name: T.unmute('Bia Lima') }, WAIT));
    await waitFor(() => expect(fake.callsTo(`DELETE /api/members/${ID}/mute`)).toHaveLength(1), WAIT);
  });

  it('blocks her only after the confirmation, then leaves her profile', async () => {
    const { user, fake, router } = await openMenu();
    await user.click(screen.getByRole('button', { name: T.block('Bia Lima') }));
    const dialog = await screen.findByRole('dialog', { name: T.blockTitle('Bia Lima') }, WAIT);
    expect(within(dialog).getByText(T.blockDescription('Bia Lima'))).toBeVisible();
    expect(fake.callsTo(`PUT /api/members/${ID}/block`)).toHaveLength(0);
    await expectNoSeriousA11yProblems();

    await user.click(within(dialog).getByRole('button', { name: T.blockConfirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'), WAIT);
    expect(fake.callsTo(`PUT /api/members/${ID}/block`)).toHaveLength(1);
    expect(await screen.findByText(T.blocked('Bia Lima'), {}, WAIT)).toBeVisible();
  });

  it('cancelling changes nothing; a refusal is shown in the dialog', async () => {
    const fake = api().on(`PUT /api/members/${ID}/block`, () =>
      apiError(404, 'not_found', 'Pessoa não encontrada.'),
    );
    const { user, router } = await openMenu(fake);
    await user.click(screen.getByRole('button', { name: T.block('Bia Lima') }));
    let dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(fake.callsTo(`PUT /api/members/${ID}/block`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: T.menu('Bia Lima') }));
    await user.click(await screen.findByRole('button', { name: T.block('Bia Lima') }, WAIT));
    dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.click(within(dialog).getByRole('button', { name: T.blockConfirm }));
    expect(await within(dialog).findByText('Pessoa não encontrada.', {}, WAIT)).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/bia-lima');
  });

  it("ends with 'Denunciar', which reports her and gives focus back to the '…' button", async () => {
    const { user, fake } = await openMenu(api().on(REPORTS, reportCreated));
    const menu = screen.getByRole('button', { name: T.menu('Bia Lima') });
    const items = within(menu.parentElement!).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent(MSG.common.report);
    // Only in the menu: no second 'Denunciar' beside it.
    expect(screen.getAllByRole('button', { name: MSG.common.report })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: MSG.common.report }));
    await sendReport(user, fake, { type: 'member', id: ID });
    await waitFor(() => expect(document.activeElement).toBe(menu), WAIT);
  });

  it("still offers 'Denunciar' when her network (and so the menu) cannot load", async () => {
    const fake = api()
      .on(NETWORK, () => apiError(500, 'internal', 'Erro interno.'))
      .on(REPORTS, reportCreated);
    renderRoute('/m/bia-lima', { api: fake });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.common.report }, WAIT));
    expect(screen.queryByRole('button', { name: T.menu('Bia Lima') })).not.toBeInTheDocument();
    await sendReport(user, fake, { type: 'member', id: ID });
  });

  it('has no serious or critical accessibility problems with the menu open', async () => {
    await openMenu();
    await expectNoSeriousA11yProblems();
  });
});
