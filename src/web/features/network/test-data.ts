import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { CONVERSATION_POLICY } from '@domain/rules/permissions/conversation';
import { MEMBER_POLICY } from '@domain/rules/permissions/member';
import { viewerFlags } from '@domain/rules/permissions/policy';
import { NO_RELATION, type Relation } from '@domain/rules/permissions/relation';
import type { Conversation } from '@domain/schemas/chat';
import type {
  Invitation,
  InvitationBox,
  MemberNetwork,
  Person,
  PersonWithNetwork,
  SuggestionReason,
} from '@domain/schemas/network';
import { type ApiCall, apiError, createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

// The network contract (src/domain/schemas/network.ts) for tests: members, their relation to
// Ana (the signed-in member), and a fake server that keeps those relations and answers like the
// real one (the viewer flags come from the same policy, rules/permissions/member.ts).

export const BIA: Person = {
  id: 'u-bia',
  name: 'Bia Lima',
  imageUrl: null,
  professionalTitle: 'Designer de produto',
  slug: 'bia-lima',
  city: 'São Paulo',
  state: 'SP',
};

export const CARLA: Person = {
  id: 'u-carla',
  name: 'Carla Dias',
  imageUrl: null,
  professionalTitle: 'Cientista de dados',
  // No address yet: her card links to /perfil-publico/{id}.
  slug: null,
  city: 'Recife',
  state: 'PE',
};

export const DANI: Person = {
  id: 'u-dani',
  name: 'Dani Rocha',
  imageUrl: null,
  professionalTitle: null,
  slug: 'dani-rocha',
  city: null,
  state: null,
};

export const ELISA: Person = {
  id: 'u-elisa',
  name: 'Elisa Prado',
  imageUrl: null,
  professionalTitle: 'Gerente de produto',
  slug: 'elisa-prado',
  city: 'Curitiba',
  state: 'PR',
};

export const PEOPLE = [BIA, CARLA, DANI, ELISA];

export const invitationId = (memberId: string) => `inv-${memberId}`;

/** Her relation to `memberId` as the server answers it, flags included. */
export function memberNetwork(
  memberId: string,
  relation: Partial<Relation> = {},
  more: Partial<Omit<MemberNetwork, 'viewer'>> & { isSelf?: boolean } = {},
): MemberNetwork {
  const { isSelf = false, ...counts } = more;
  const given = { ...NO_RELATION, ...relation };
  // As the server decides it: a connection always takes her messages; anyone else unless she
  // turned requests off (`acceptsMessages: false`).
  const rel = { ...given, acceptsMessages: given.connected || given.acceptsMessages };
  return {
    memberId,
    connectionCount: 12,
    followerCount: 30,
    mutualConnectionCount: isSelf ? null : 3,
    connected: rel.connected,
    following: rel.following,
    invitation: rel.invitation ? { id: invitationId(memberId), direction: rel.invitation } : null,
    viewer: viewerFlags(MEMBER_POLICY, { isSelf, relation: rel }),
    ...counts,
  };
}

interface FakeNetworkOptions {
  /** Ana's relation to each member (none when absent). */
  relations?: Record<string, Partial<Relation>>;
  /** Who is suggested to her, with why. */
  suggestions?: { member: Person; reasons: SuggestionReason[] }[];
  /** The note of each pending invitation, by the other member's id. */
  notes?: Record<string, string>;
  /** Connections in common, by member id (3 when absent). */
  mutual?: Record<string, number>;
  /** Counts of the members, by id. */
  counts?: Record<string, { connectionCount: number; followerCount: number }>;
}

/**
 * A fake server where Ana is signed in and her network behaves like the real one: invitations
 * move through their states, connecting implies following both ways, removing a connection stops
 * both follows (the lead's copy says so), and every answer carries the policy's flags.
 */
export function networkApi(
  options: FakeNetworkOptions = {},
  api: FakeApi = createFakeApi({ session: MEMBER_ME }),
) {
  const relations = new Map<string, Relation>(
    PEOPLE.map((person) => [person.id, { ...NO_RELATION, ...options.relations?.[person.id] }]),
  );
  const notes = { ...options.notes };
  const started = new Set<string>();
  // Issue 19: whom she blocked no longer exists for her in any list.
  const blocked = new Set<string>();
  const createdAt = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();

  const relationOf = (id: string) => relations.get(id) ?? { ...NO_RELATION };
  const set = (id: string, change: Partial<Relation>) => relations.set(id, { ...relationOf(id), ...change });
  const networkOf = (id: string) =>
    memberNetwork(id, relationOf(id), {
      mutualConnectionCount: options.mutual?.[id] ?? 3,
      ...(options.counts?.[id] ?? {}),
    });
  const withNetwork = (person: Person): PersonWithNetwork => ({ ...person, network: networkOf(person.id) });
  const matches = (person: Person, q: string | undefined) =>
    !blocked.has(person.id) && (!q || person.name.toLowerCase().includes(q.toLowerCase()));
  const invitationsIn = (box: InvitationBox): Invitation[] =>
    PEOPLE.filter((person) => relationOf(person.id).invitation === box).map((member) => ({
      id: invitationId(member.id),
      direction: box,
      member,
      mutualConnectionCount: options.mutual?.[member.id] ?? 3,
      note: notes[member.id] ?? null,
      createdAt,
    }));
  const result = (id: string, status: 'pending' | 'accepted' | 'declined' | 'cancelled') =>
    ok({ status, network: networkOf(id) });

  api
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/network/summary', () =>
      ok({
        connections: PEOPLE.filter((p) => relationOf(p.id).connected).length,
        followers: 7,
        following: PEOPLE.filter((p) => relationOf(p.id).following).length,
        invitationsReceived: invitationsIn('received').length,
        invitationsSent: invitationsIn('sent').length,
      }),
    )
    .on('GET /api/network/suggestions', () =>
      ok({
        items: (options.suggestions ?? []).map(({ member, reasons }) => ({
          member: withNetwork(member),
          reasons,
        })),
      }),
    )
    .on('GET /api/network/people', ({ query }) =>
      ok({ items: PEOPLE.filter((p) => matches(p, query.q)).map(withNetwork), nextCursor: null }),
    )
    .on('GET /api/network/connections', ({ query }) =>
      ok({
        items: PEOPLE.filter((p) => relationOf(p.id).connected && matches(p, query.q)).map(withNetwork),
        nextCursor: null,
      }),
    )
    .on('GET /api/network/invitations', ({ query }) => {
      const items = invitationsIn(query.box === 'sent' ? 'sent' : 'received');
      return ok({ items, nextCursor: null, total: items.length });
    })
    .on('POST /api/network/invitations', (call: ApiCall) => {
      const { memberId, note } = call.body as { memberId: string; note?: string };
      const rel = relationOf(memberId);
      if (rel.invitation === 'received') {
        set(memberId, { connected: true, following: true, invitation: null });
        return result(memberId, 'accepted');
      }
      set(memberId, { invitation: 'sent' });
      if (note) notes[memberId] = note;
      return { ...result(memberId, 'pending'), status: 201 };
    })
    // Issue 18: her one conversation with a member (201 the first time, 200 after), refused as
    // the server would when the member takes no messages from her.
    .on('POST /api/chat/direct', (call: ApiCall) => {
      const { memberId } = call.body as { memberId: string };
      const person = PEOPLE.find((p) => p.id === memberId);
      if (!person) return apiError(404, 'not_found', CHAT_ERRORS.memberNotFound);
      if (!networkOf(memberId).viewer.canMessage) {
        return apiError(403, 'forbidden', CHAT_ERRORS.requestsClosed);
      }
      const isNew = !started.has(memberId);
      started.add(memberId);
      return { status: isNew ? 201 : 200, body: directConversation(person) };
    });

  for (const person of PEOPLE) {
    const id = person.id;
    const inv = `/api/network/invitations/${invitationId(id)}`;
    api
      .on(`GET /api/members/${id}/network`, () => ok(networkOf(id)))
      .on(`PUT /api/members/${id}/follow`, () => {
        set(id, { following: true });
        return ok(networkOf(id));
      })
      .on(`DELETE /api/members/${id}/follow`, () => {
        set(id, { following: false });
        return ok(networkOf(id));
      })
      .on(`PUT /api/members/${id}/block`, () => {
        blocked.add(id);
        set(id, { connected: false, following: false, invitation: null });
        return { status: 204 };
      })
      .on(`DELETE /api/network/connections/${id}`, () => {
        set(id, { connected: false, following: false });
        return ok(networkOf(id));
      })
      .on(`POST ${inv}/accept`, () => {
        if (relationOf(id).invitation !== 'received')
          return apiError(404, 'not_found', 'Convite não encontrado.');
        set(id, { connected: true, following: true, invitation: null });
        return result(id, 'accepted');
      })
      .on(`POST ${inv}/decline`, () => {
        set(id, { invitation: null });
        return result(id, 'declined');
      })
      .on(`DELETE ${inv}`, () => {
        set(id, { invitation: null });
        return result(id, 'cancelled');
      });
  }
  return api;
}

/**
 * The conversation POST /api/chat/direct answers (issue 18) when Ana writes to `member`: what the
 * message buttons of the profile, the connections list and the applications page receive.
 * (Here until the chat feature has its own test data.)
 */
export function directConversation(
  member: Pick<Person, 'id' | 'name'> & Partial<Person>,
  id = `c-${member.id}`,
): Conversation {
  return {
    id,
    kind: 'direct',
    title: null,
    participants: [
      { imageUrl: null, professionalTitle: null, slug: null, city: null, state: null, ...member },
    ],
    memberCount: 2,
    context: null,
    state: 'inbox',
    muted: false,
    archived: false,
    unread: false,
    lastMessage: null,
    viewer: viewerFlags(CONVERSATION_POLICY, {
      participant: true,
      kind: 'direct',
      state: 'inbox',
      blocked: false,
    }),
  };
}
