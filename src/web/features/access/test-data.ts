import { ACCESS_COPY } from '@domain/copy/access';
import { MSG } from '@domain/messages';
import { COMMUNITY_POLICY } from '@domain/rules/permissions/community';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { AccessMember, CommunityDetail } from '@domain/schemas/communities';
import type { PlaceInvitation } from '@domain/schemas/invitations';
import type { Workspaces } from '@domain/schemas/workspaces';
import { screen, within } from '@testing-library/react';
import { createFakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import type { AccessCandidate } from './targets/target';

// Fixtures and a fake server for the grant access page's tests.

export const ID = 'k-dados';
export const PAGE = `/comunidades/${ID}/concessao-acesso`;
export const BEA_ID = '0190b2a4-7c1e-7000-8000-000000000001';
export const CAROL_ID = '0190b2a4-7c1e-7000-8000-000000000002';
export const ANA_ID = '0190b2a4-7c1e-7000-8000-000000000003';

export function community(canGrant = true): CommunityDetail {
  return {
    id: ID,
    name: 'Dados Delas',
    description: 'Mulheres em dados.',
    niche: 'tecnologia',
    logoUrl: null,
    isPrivate: false,
    requiresApproval: false,
    requiresPayment: false,
    paymentAmount: null,
    bannerUrl: null,
    bannerLuminance: null,
    rules: null,
    welcomeMessage: null,
    location: null,
    website: null,
    communityUrl: null,
    creatorId: ANA_ID,
    createdAt: '2024-05-01T12:00:00.000Z',
    memberCount: 12,
    followerCount: 1,
    viewer: {
      membership: 'approved',
      role: canGrant ? 'admin' : 'moderator',
      following: true,
      muted: false,
      ...viewerFlags(COMMUNITY_POLICY, {
        membership: 'approved',
        role: canGrant ? 'admin' : 'moderator',
        isPrivate: false,
      }),
      memberCount: 12,
      followerCount: 1,
    },
  };
}

export const MEMBERS: AccessMember[] = [
  { userId: ANA_ID, fullName: 'Ana Souza', email: 'ana@example.com', role: 'admin' },
  { userId: CAROL_ID, fullName: null, email: 'carol@example.com', role: 'moderator' },
];

export const CANDIDATES: AccessCandidate[] = [
  {
    userId: BEA_ID,
    fullName: 'Beatriz Lima',
    email: 'bea@example.com',
    slug: 'beatriz-lima',
    profileImageUrl: null,
  },
  {
    userId: CAROL_ID,
    fullName: 'Carolina Reis',
    email: 'carol@example.com',
    slug: 'carol',
    profileImageUrl: null,
  },
];

export const WORKSPACES: Workspaces = {
  companies: [
    { id: 'c-nuvem', name: 'Nuvem Aberta', logoUrl: null, role: 'admin' },
    { id: 'c-editora', name: 'Editora Viva', logoUrl: null, role: 'editor' },
  ],
  communities: [
    { id: 'k-dados', name: 'Dados Delas', logoUrl: null, role: 'admin' },
    { id: 'k-maes', name: 'Mães na Tech', logoUrl: null, role: 'moderator' },
  ],
};

export const INVITATIONS: PlaceInvitation[] = [
  {
    id: 'inv-1',
    role: 'moderator',
    invitee: { kind: 'member', userId: '0190b2a4-7c1e-7000-8000-000000000009', fullName: 'Duda Prado' },
    invitedBy: 'Ana Souza',
    createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
  },
  {
    id: 'inv-2',
    role: 'admin',
    invitee: { kind: 'email', email: 'convidada@exemplo.com.br' },
    invitedBy: null,
    createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  },
];

const ROLE_ORDER = ['admin', 'moderator', 'member'];

/**
 * Ana, admin of 'Dados Delas': the server answers the community's grant page calls. Offering a
 * role adds a pending invitation ('invited'); a lower role than a member's applies at once
 * ('roleChanged'), as the server decides.
 */
export function adminApi({
  canGrant = true,
  members = MEMBERS,
  invitations = INVITATIONS,
}: {
  canGrant?: boolean;
  members?: AccessMember[];
  invitations?: PlaceInvitation[];
} = {}) {
  let current = members;
  let pending = invitations;
  const api = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok(WORKSPACES))
    .on(`GET /api/communities/${ID}`, () => ok(community(canGrant)))
    .on(`GET /api/communities/${ID}/members`, () => ok(current))
    .on(`GET /api/communities/${ID}/invitations`, () => ok(pending))
    .on(`GET /api/communities/${ID}/access/candidates`, ({ query }) =>
      ok(
        CANDIDATES.filter((candidate) =>
          candidate.fullName?.toLowerCase().includes((query.q ?? '').toLowerCase()),
        ),
      ),
    )
    .on(`POST /api/communities/${ID}/invitations`, ({ body }) => {
      const { userId, email, role } = body as { userId?: string; email?: string; role: 'admin' };
      const member = current.find((m) => m.userId === userId);
      if (member && ROLE_ORDER.indexOf(role) > ROLE_ORDER.indexOf(member.role)) {
        current = current.map((m) => (m.userId === userId ? { ...m, role } : m));
        return ok({ outcome: 'roleChanged', message: 'Papel alterado.' });
      }
      const who = CANDIDATES.find((candidate) => candidate.userId === userId);
      pending = [
        {
          id: `inv-${pending.length + 10}`,
          role,
          invitee: who
            ? { kind: 'member', userId: who.userId, fullName: who.fullName ?? '' }
            : { kind: 'email', email: email ?? '' },
          invitedBy: 'Ana Souza',
          createdAt: new Date().toISOString(),
        },
        ...pending,
      ];
      return ok({ outcome: 'invited', message: 'Convite enviado.' });
    });
  for (const invitation of invitations) {
    api.on(`DELETE /api/communities/${ID}/invitations/${invitation.id}`, () => {
      pending = pending.filter((item) => item.id !== invitation.id);
      return { status: 204 };
    });
  }
  return api;
}

export const main = () => within(screen.getByRole('main'));

/** The page has loaded: its form's <h1> is there. */
export async function formReady() {
  return screen.findByRole('heading', { level: 1, name: MSG.access.title }, { timeout: 5000 });
}

export const searchField = () => main().getByRole('combobox', { name: ACCESS_COPY.form.userLabel });
export const roleSelect = () => main().getByRole('combobox', { name: ACCESS_COPY.form.roleLabel });
export const submitButton = () => main().getByRole('button', { name: MSG.access.submit });
export const membersSection = () => main().getByRole('region', { name: MSG.access.currentMembers });
export const invitationsSection = () => main().getByRole('region', { name: /Convites pendentes/ });
