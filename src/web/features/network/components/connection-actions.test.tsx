import { NETWORK_COPY } from '@domain/copy/network';
import type { Relation } from '@domain/rules/permissions/relation';
import type { MemberNetwork } from '@domain/schemas/network';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createFakeApi, MEMBER_ME } from '@web/test/fake-api';
import { describe, expect, it } from 'vitest';
import { memberNetwork } from '../test-data';
import { ConnectionActions } from './connection-actions';

// The buttons follow the server's viewer flags, and only them (rules/permissions/member.ts).

const A = NETWORK_COPY.actions;
const NAME = 'Bia Lima';

function renderActions(network: MemberNetwork) {
  createFakeApi({ session: MEMBER_ME }).install();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConnectionActions member={{ id: 'u-bia', name: NAME }} network={network} />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('group', { name: A.groupLabel(NAME) }));
}

const names = (group: ReturnType<typeof renderActions>) =>
  group.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

const CASES: { relation: Partial<Relation>; buttons: string[]; states: string[] }[] = [
  { relation: {}, buttons: [A.connectWith(NAME), A.followName(NAME)], states: [] },
  {
    relation: { invitation: 'sent' },
    buttons: [A.cancelTo(NAME), A.followName(NAME)],
    states: [A.pending],
  },
  {
    relation: { invitation: 'received', following: true },
    buttons: [A.acceptFrom(NAME), A.declineFrom(NAME), A.unfollowName(NAME)],
    states: [],
  },
  {
    relation: { connected: true, following: true },
    buttons: [A.disconnectName(NAME), A.unfollowName(NAME)],
    states: [A.connected],
  },
  // A block refuses connecting and following, but what she has she may still undo.
  { relation: { blocked: true, following: true }, buttons: [A.unfollowName(NAME)], states: [] },
];

describe('ConnectionActions', () => {
  it.each(CASES)('shows what the flags allow: %o', ({ relation, buttons, states }) => {
    const group = renderActions(memberNetwork('u-bia', relation));
    expect(names(group)).toEqual(buttons);
    for (const state of [A.pending, A.connected]) {
      if (states.includes(state)) expect(group.getByText(state)).toBeVisible();
      else expect(group.queryByText(state)).not.toBeInTheDocument();
    }
  });

  it('shows nothing the flags do not allow, whatever the relation says', () => {
    const network = memberNetwork('u-bia', { connected: true, following: true });
    const none = Object.fromEntries(Object.keys(network.viewer).map((flag) => [flag, false]));
    const group = renderActions({ ...network, viewer: none as MemberNetwork['viewer'] });
    expect(group.queryAllByRole('button')).toEqual([]);
  });
});
