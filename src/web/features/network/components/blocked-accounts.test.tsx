import { SAFETY_COPY } from '@domain/copy/safety';
import type { BlockedMember } from '@domain/schemas/network';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoSeriousA11yProblems } from '@web/test/axe';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { BIA, CARLA } from '../test-data';

// Configurações → 'Contas bloqueadas' (issue 19): whom she blocked, since when, and 'Desbloquear'.

const T = SAFETY_COPY.blocked;
const WAIT = { timeout: 5000 };
const LIST = 'GET /api/network/blocks';

const unblockOf = (id: string) => `DELETE /api/members/${id}/block`;

function api(initial: BlockedMember[]) {
  let blocked = initial;
  const fake = createFakeApi({ session: MEMBER_ME }).on(LIST, () => ok({ items: blocked, nextCursor: null }));
  for (const person of initial) {
    fake.on(unblockOf(person.id), () => {
      blocked = blocked.filter((other) => other.id !== person.id);
      return { status: 204, body: null };
    });
  }
  return fake;
}

async function openSection(fake: ReturnType<typeof api>) {
  renderRoute('/configuracoes', { api: fake });
  const region = within(await screen.findByRole('region', { name: T.title }, WAIT));
  return { region, user: userEvent.setup() };
}

afterEach(() => toast.dismiss());

describe("Configurações' Contas bloqueadas", { timeout: 20_000 }, () => {
  it('lists whom she blocked with the date, and unblocks one', async () => {
    const fake = api([
      { ...CARLA, blockedAt: '2026-11-20T15:00:00.000Z' },
      { ...BIA, blockedAt: '2026-03-12T12:00:00.000Z' },
    ]);
    const { region, user } = await openSection(fake);
    const list = await region.findByRole('list', { name: T.listLabel }, WAIT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(T.since('12 de março de 2026'))).toBeVisible();

    await user.click(region.getByRole('button', { name: T.unblockName(BIA.name) }));
    expect(await screen.findByText(T.unblocked(BIA.name), {}, WAIT)).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(fake.callsTo(unblockOf(BIA.id))).toHaveLength(1);
    expect(fake.callsTo(unblockOf(CARLA.id))).toHaveLength(0);
  });

  it('says when she blocked nobody', async () => {
    const { region } = await openSection(api([]));
    expect(await region.findByText(T.empty, {}, WAIT)).toBeVisible();
  });

  it('has no serious or critical accessibility problems', async () => {
    const { region } = await openSection(api([{ ...BIA, blockedAt: '2026-03-12T12:00:00.000Z' }]));
    await region.findByRole('list', { name: T.listLabel }, WAIT);
    await expectNoSeriousA11yProblems();
  });
});
