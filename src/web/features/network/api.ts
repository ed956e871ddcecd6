import { SAFETY_COPY } from '@domain/copy/safety';
import {
  type BlockedMemberPage,
  blockedMemberPageSchema,
  type Invitation,
  type InvitationBox,
  type InvitationPage,
  type InvitationResult,
  invitationPageSchema,
  invitationResultSchema,
  type MemberNetwork,
  memberNetworkSchema,
  type NetworkSummary,
  networkSummarySchema,
  type PersonPage,
  type PersonWithNetwork,
  personPageSchema,
  type SuggestionList,
  suggestionListSchema,
} from '@domain/schemas/network';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { feedInfiniteQueryOptions } from '@web/features/posts/api';
import { apiFetch, isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';

/*
 * Every call of the network between members (issue 17; contract and route list:
 * src/domain/schemas/network.ts). Query keys are declared only here, under NETWORK_QUERY_ROOT.
 *
 * Every action about a member answers her relation to that member (`MemberNetwork`, with the
 * viewer flags the buttons follow). That answer is written at once into every cached card of
 * the member (suggestions, search results, connections, the profile's block); then the lists
 * whose membership it changes are asked again (invitations, connections, the tabs' counts),
 * while suggestions and search results keep the card where it is (marked stale only: the
 * server would drop an invited member from her suggestions, and the card vanishing under her
 * pointer is worse than a stale list).
 *
 * Sections: keys · reads · cache writes · mutations.
 */

// ---------------------------------------------------------------------------------------------
// Keys

export const NETWORK_QUERY_ROOT = ['network'] as const;

const keys = {
  summary: () => [...NETWORK_QUERY_ROOT, 'summary'] as const,
  suggestions: () => [...NETWORK_QUERY_ROOT, 'suggestions'] as const,
  people: (q: string) => [...NETWORK_QUERY_ROOT, 'people', { q }] as const,
  connections: (q: string) => [...NETWORK_QUERY_ROOT, 'connections', { q }] as const,
  invitations: (box: InvitationBox) => [...NETWORK_QUERY_ROOT, 'invitations', box] as const,
  member: (id: string) => [...NETWORK_QUERY_ROOT, 'member', id] as const,
  blocks: () => [...NETWORK_QUERY_ROOT, 'blocks'] as const,
  // Not under 'connections': her own lists' cache writes (a removed connection) do not apply.
  memberConnections: (id: string) => [...NETWORK_QUERY_ROOT, 'member-connections', id] as const,
};

const seg = (value: string) => encodeURIComponent(value);

function pagePath(base: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

// ---------------------------------------------------------------------------------------------
// Reads

/** GET /api/network/summary: her counts (the Convites tab shows what waits for her). */
export function networkSummaryQueryOptions() {
  return queryOptions({
    queryKey: keys.summary(),
    queryFn: async ({ signal }): Promise<NetworkSummary> =>
      networkSummarySchema.parse(await apiFetch('/network/summary', { signal })),
  });
}

/** GET /api/network/suggestions: people she may know, each with the reasons why. */
export function suggestionsQueryOptions() {
  return queryOptions({
    queryKey: keys.suggestions(),
    queryFn: async ({ signal }): Promise<SuggestionList> =>
      suggestionListSchema.parse(await apiFetch('/network/suggestions', { signal })),
  });
}

/** GET /api/network/people?q: members by name, one keyset page at a time. */
export function peopleInfiniteQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: keys.people(q),
    queryFn: async ({ pageParam, signal }): Promise<PersonPage> =>
      personPageSchema.parse(
        await apiFetch(pagePath('/network/people', { q, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/network/connections?q: hers, newest first; `q` filters by name. */
export function connectionsInfiniteQueryOptions(q = '') {
  return infiniteQueryOptions({
    queryKey: keys.connections(q),
    queryFn: async ({ pageParam, signal }): Promise<PersonPage> =>
      personPageSchema.parse(
        await apiFetch(pagePath('/network/connections', { q, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/members/{id}/connections: another member's, when she shows them to her (issue 19). */
export function memberConnectionsInfiniteQueryOptions(memberId: string) {
  return infiniteQueryOptions({
    queryKey: keys.memberConnections(memberId),
    queryFn: async ({ pageParam, signal }): Promise<PersonPage> =>
      personPageSchema.parse(
        await apiFetch(pagePath(`/members/${seg(memberId)}/connections`, { cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/network/invitations?box: the pending ones she received or sent, with the box's total. */
export function invitationsInfiniteQueryOptions(box: InvitationBox) {
  return infiniteQueryOptions({
    queryKey: keys.invitations(box),
    queryFn: async ({ pageParam, signal }): Promise<InvitationPage> =>
      invitationPageSchema.parse(
        await apiFetch(pagePath('/network/invitations', { box, cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/members/{id}/network: the profile's counts and buttons. */
export function memberNetworkQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: keys.member(memberId),
    queryFn: async ({ signal }): Promise<MemberNetwork> =>
      memberNetworkSchema.parse(await apiFetch(`/members/${seg(memberId)}/network`, { signal })),
  });
}

/** GET /api/network/blocks: 'Contas bloqueadas', newest first. */
export function blocksInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: keys.blocks(),
    queryFn: async ({ pageParam, signal }): Promise<BlockedMemberPage> =>
      blockedMemberPageSchema.parse(
        await apiFetch(pagePath('/network/blocks', { cursor: pageParam }), { signal }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

// ---------------------------------------------------------------------------------------------
// Cache writes

type PersonPages = InfiniteData<PersonPage, string | null>;
type InvitationPages = InfiniteData<InvitationPage, string | null>;

/** The member's new relation into every cached card and block that shows her. */
export function writeMemberNetwork(queryClient: QueryClient, network: MemberNetwork) {
  const update = (person: PersonWithNetwork): PersonWithNetwork =>
    person.id === network.memberId ? { ...person, network } : person;

  queryClient.setQueryData(keys.member(network.memberId), network);
  queryClient.setQueryData<SuggestionList>(keys.suggestions(), (old) =>
    old ? { items: old.items.map((item) => ({ ...item, member: update(item.member) })) } : old,
  );
  for (const root of ['people', 'connections'] as const) {
    queryClient.setQueriesData<PersonPages>({ queryKey: [...NETWORK_QUERY_ROOT, root] }, (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(update) })) } : old,
    );
  }
}

/** A member leaves her cached connections (she removed the connection). */
function dropConnection(queryClient: QueryClient, memberId: string) {
  queryClient.setQueriesData<PersonPages>({ queryKey: [...NETWORK_QUERY_ROOT, 'connections'] }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== memberId) })),
        }
      : old,
  );
}

/** An invitation that was answered or withdrawn leaves its box (and the box's count) at once. */
function dropInvitation(queryClient: QueryClient, invitationId: string) {
  for (const box of ['received', 'sent'] as const) {
    let dropped = false;
    queryClient.setQueryData<InvitationPages>(keys.invitations(box), (old) => {
      if (!old) return old;
      const pages = old.pages.map((page) => {
        const items = page.items.filter((item) => item.id !== invitationId);
        if (items.length !== page.items.length) dropped = true;
        return { ...page, items };
      });
      if (!dropped) return old;
      return { ...old, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - 1) })) };
    });
    if (dropped) {
      const field = box === 'received' ? 'invitationsReceived' : 'invitationsSent';
      queryClient.setQueryData<NetworkSummary>(keys.summary(), (old) =>
        old ? { ...old, [field]: Math.max(0, old[field] - 1) } : old,
      );
    }
  }
}

/**
 * After any change of her network: the counts, the invitation boxes and her connections are
 * asked again; suggestions and search results only marked stale (see the top of this file);
 * her feed too ('Para você' ranks her connections and the members she follows first).
 */
function refreshNetwork(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.summary() }),
    queryClient.invalidateQueries({ queryKey: [...NETWORK_QUERY_ROOT, 'invitations'] }),
    queryClient.invalidateQueries({ queryKey: [...NETWORK_QUERY_ROOT, 'connections'] }),
    queryClient.invalidateQueries({ queryKey: keys.suggestions(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: [...NETWORK_QUERY_ROOT, 'people'], refetchType: 'none' }),
    queryClient.invalidateQueries({
      queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2),
      refetchType: 'none',
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** PUT (follow) or DELETE (unfollow) /api/members/{id}/follow. */
export function useFollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, follow }: { memberId: string; follow: boolean }): Promise<MemberNetwork> =>
      memberNetworkSchema.parse(
        await apiFetch(`/members/${seg(memberId)}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
      ),
    onSuccess: (network) => {
      writeMemberNetwork(queryClient, network);
      void refreshNetwork(queryClient);
    },
  });
}

/** DELETE /api/network/connections/{memberId}: silent for the other member. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string): Promise<MemberNetwork> =>
      memberNetworkSchema.parse(
        await apiFetch(`/network/connections/${seg(memberId)}`, { method: 'DELETE' }),
      ),
    onSuccess: (network) => {
      writeMemberNetwork(queryClient, network);
      dropConnection(queryClient, network.memberId);
      void refreshNetwork(queryClient);
    },
  });
}

/**
 * POST /api/network/invitations { memberId, note? }. Answers 'pending' (201), or 'accepted' (200)
 * when that member had invited her: sending one back accepts hers.
 */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { memberId: string; note?: string }): Promise<InvitationResult> =>
      invitationResultSchema.parse(await apiFetch('/network/invitations', { method: 'POST', json: input })),
    onSuccess: (result) => {
      writeMemberNetwork(queryClient, result.network);
      void refreshNetwork(queryClient);
    },
  });
}

/** PUT (mute) or DELETE (unmute) /api/members/{id}/mute: only her feed changes. */
export function useMuteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, mute }: { memberId: string; mute: boolean }): Promise<MemberNetwork> =>
      memberNetworkSchema.parse(
        await apiFetch(`/members/${seg(memberId)}/mute`, { method: mute ? 'PUT' : 'DELETE' }),
      ),
    onSuccess: (network) => {
      writeMemberNetwork(queryClient, network);
      void queryClient.invalidateQueries({ queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2) });
    },
  });
}

/**
 * 'Bloquear' as every entry point runs it (a profile, a conversation): the block, its toast, then
 * `onBlocked` (she leaves what showed the member); a refusal's text for the dialog.
 */
export function useBlockFlow(member: { id: string; name: string }, onBlocked: () => void) {
  const block = useBlockMember();
  return {
    busy: block.isPending,
    error: block.error ? (isApiError(block.error) ? block.error.message : SAFETY_COPY.member.failed) : null,
    confirm: (close: () => void) => {
      if (block.isPending) return;
      block.mutate(
        { memberId: member.id, block: true },
        {
          onSuccess: () => {
            toast.success(SAFETY_COPY.member.blocked(member.name));
            close();
            onBlocked();
          },
          onError: (error) => console.info('[rede] bloqueio falhou', error),
        },
      );
    },
  };
}

/**
 * PUT (block) or DELETE (unblock) /api/members/{id}/block. A block ends their connection and
 * follows and hides each from the other everywhere, so everything cached about people, her
 * feed and her conversations is read again (the blocked member's cards leave every list).
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, block }: { memberId: string; block: boolean }) => {
      await apiFetch(`/members/${seg(memberId)}/block`, { method: block ? 'PUT' : 'DELETE' });
    },
    onSuccess: (_, { memberId, block }) => {
      if (block) queryClient.removeQueries({ queryKey: keys.member(memberId) });
      void queryClient.invalidateQueries({ queryKey: NETWORK_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2) });
    },
  });
}

export type InvitationAction = 'accept' | 'decline' | 'cancel';

/**
 * Accept or decline an invitation she received, or withdraw one she sent:
 * POST /invitations/{id}/accept | /decline, DELETE /invitations/{id}.
 */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      invitationId,
      action,
    }: {
      invitationId: string;
      action: InvitationAction;
    }): Promise<InvitationResult> => {
      const path = `/network/invitations/${seg(invitationId)}`;
      const body =
        action === 'cancel'
          ? await apiFetch(path, { method: 'DELETE' })
          : await apiFetch(`${path}/${action}`, { method: 'POST' });
      return invitationResultSchema.parse(body);
    },
    onSuccess: (result, { invitationId }) => {
      writeMemberNetwork(queryClient, result.network);
      dropInvitation(queryClient, invitationId);
      void refreshNetwork(queryClient);
    },
  });
}

export type { BlockedMemberPage, Invitation, InvitationBox, MemberNetwork, PersonWithNetwork };
