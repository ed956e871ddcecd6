import { COMMUNITY_POLICY, type CommunitySubject } from '@domain/rules/permissions/community';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { CommunityDetail, JoinRequest, ViewerState } from '@domain/schemas/communities';
import type { Post } from '@domain/schemas/posts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ANA_AUTHORS } from '@web/features/posts/test-data';
import { AuthProvider } from '@web/lib/auth-provider';
import { createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { CommunityDetailPage } from '../../pages/community-detail-page';

// Factories shaped like the communities contract, a stateful fake of the detail page's API and a
// render of the page outside the app shell (component tests; the page test uses the real routes).

export const COMMUNITY_ID = 'k-dados';

/** The flags the server derives from her standing (rules/permissions/community.ts). */
const flagsOf = (
  membership: CommunitySubject['membership'],
  role: CommunitySubject['role'],
  isPrivate = false,
) => viewerFlags(COMMUNITY_POLICY, { membership, role: membership === 'approved' ? role : null, isPrivate });

/** Her relation; the flags follow from membership and role unless the test sets them. */
export function viewerState(overrides: Partial<ViewerState> = {}, isPrivate = false): ViewerState {
  return {
    membership: 'none',
    role: null,
    following: false,
    muted: false,
    ...flagsOf(overrides.membership ?? 'none', overrides.role ?? null, isPrivate),
    memberCount: 12,
    followerCount: 30,
    ...overrides,
  };
}

export function communityDetail(
  overrides: Partial<Omit<CommunityDetail, 'viewer'>> = {},
  viewer: Partial<ViewerState> = {},
): CommunityDetail {
  const state = viewerState(viewer, overrides.isPrivate);
  return {
    id: COMMUNITY_ID,
    name: 'Dados Delas',
    description: 'Mulheres que trabalham com dados.',
    niche: 'tecnologia',
    logoUrl: null,
    isPrivate: false,
    requiresApproval: false,
    requiresPayment: false,
    paymentAmount: null,
    bannerUrl: null,
    bannerLuminance: null,
    rules: 'Respeito acima de tudo.',
    welcomeMessage: 'Que bom ter você aqui!',
    location: 'Belo Horizonte, MG',
    website: 'dadosdelas.example.org',
    communityUrl: null,
    creatorId: 'u-bia',
    createdAt: '2026-01-10T12:00:00.000Z',
    memberCount: state.memberCount,
    followerCount: state.followerCount,
    ...overrides,
    viewer: state,
  };
}

/** What an admin of the community sees. */
export const ADMIN: Partial<ViewerState> = {
  membership: 'approved',
  role: 'admin',
};

/** A moderator: manages, but may not grant access. */
export const MODERATOR: Partial<ViewerState> = {
  membership: 'approved',
  role: 'moderator',
};

export function joinRequest(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    userId: 'u-carla',
    fullName: 'Carla Dias',
    slug: 'carla-dias',
    professionalTitle: 'Cientista de dados',
    profileImageUrl: null,
    requestedAt: '2026-03-12T15:00:00.000Z',
    ...overrides,
  };
}

interface DetailApiData {
  community?: CommunityDetail;
  requests?: JoinRequest[];
  posts?: Post[];
}

/**
 * Ana signed in, and a server that remembers: joining (approved, or pending when the community
 * requires approval), leaving, following, deciding requests and deleting change what it answers.
 */
export function detailApi({ community = communityDetail(), requests = [], posts = [] }: DetailApiData = {}) {
  let viewer = { ...community.viewer };
  let pending = [...requests];
  let deleted = false;
  const path = `/api/communities/${community.id}`;
  const current = () =>
    ok({ ...community, memberCount: viewer.memberCount, followerCount: viewer.followerCount, viewer });

  const api = createFakeApi({ session: MEMBER_ME })
    .on('GET /api/me/workspaces', () => ok({ companies: [], communities: [] }))
    .on('GET /api/posts', () => ok({ items: posts, nextCursor: null }))
    .on('GET /api/posts/author-options', () => ok(ANA_AUTHORS))
    .on('GET /api/me/communities', () => ok([]))
    .on('GET /api/events', () => ok({ items: [], nextCursor: null }))
    .on(`GET ${path}`, () =>
      deleted
        ? { status: 404, body: { error: { code: 'not_found', message: 'Comunidade não encontrada.' } } }
        : current(),
    )
    .on(`POST ${path}/join`, () => {
      const approved = !community.requiresApproval;
      viewer = {
        ...viewer,
        membership: approved ? 'approved' : 'pending',
        role: 'member',
        ...flagsOf(approved ? 'approved' : 'pending', 'member', community.isPrivate),
        memberCount: viewer.memberCount + (approved ? 1 : 0),
      };
      return ok(viewer);
    })
    .on(`DELETE ${path}/membership`, () => {
      const wasApproved = viewer.membership === 'approved';
      viewer = {
        ...viewer,
        membership: 'none',
        role: null,
        ...flagsOf('none', null, community.isPrivate),
        memberCount: viewer.memberCount - (wasApproved ? 1 : 0),
      };
      return ok(viewer);
    })
    .on(`PUT ${path}/follow`, () => {
      viewer = { ...viewer, following: true, followerCount: viewer.followerCount + 1 };
      return ok(viewer);
    })
    .on(`DELETE ${path}/follow`, () => {
      viewer = { ...viewer, following: false, followerCount: viewer.followerCount - 1 };
      return ok(viewer);
    })
    .on(`GET ${path}/requests`, () => ok(pending))
    .on(`DELETE ${path}`, () => {
      deleted = true;
      return { status: 204 };
    });

  for (const request of requests) {
    api.on(`POST ${path}/requests/${request.userId}/approve`, () => {
      pending = pending.filter((item) => item.userId !== request.userId);
      viewer = { ...viewer, memberCount: viewer.memberCount + 1 };
      return { status: 204 };
    });
    api.on(`POST ${path}/requests/${request.userId}/decline`, () => {
      pending = pending.filter((item) => item.userId !== request.userId);
      return { status: 204 };
    });
  }
  return api;
}

/**
 * The detail page at /comunidades/{id}, without the app shell, plus the two places it leads to
 * (stand-ins with their own <h1>), so navigation can be asserted.
 */
export function renderDetail(api: FakeApi, id: string = COMMUNITY_ID) {
  api.install();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/comunidades/:id', element: <CommunityDetailPage /> },
          { path: '/minhas-comunidades', element: <h1>Minhas comunidades</h1> },
          { path: '/editar-comunidade/:id', element: <h1>Editar comunidade</h1> },
        ],
      },
    ],
    { initialEntries: [`/comunidades/${id}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, api };
}
