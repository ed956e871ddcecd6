import { COMMUNITY_POLICY } from '@domain/rules/permissions/community';
import { viewerFlags } from '@domain/rules/permissions/policy';
import type { CommunityDetail, CommunitySummary, ViewerState } from '@domain/schemas/communities';
import { createFakeApi, MEMBER_ME } from '@web/test/fake-api';

// Factories shaped like the communities contract, for the explore, form and "mine" tests.

export const TECH_ID = '7d0c2c8e-3c1a-4c55-9a55-0c2b6f1f0a01';

export function communitySummary(overrides: Partial<CommunitySummary> = {}): CommunitySummary {
  return {
    id: TECH_ID,
    name: 'Mulheres em Tech',
    description: 'Programadoras, cientistas de dados e gestoras de produto trocando experiências.',
    niche: 'tecnologia',
    logoUrl: null,
    isPrivate: false,
    requiresApproval: false,
    memberCount: 128,
    followerCount: 1,
    ...overrides,
  };
}

export function editableCommunity(
  overrides: Partial<Omit<CommunityDetail, 'viewer'>> = {},
  viewer: Partial<ViewerState> = {},
): CommunityDetail {
  return {
    ...communitySummary(),
    requiresPayment: false,
    paymentAmount: null,
    bannerUrl: null,
    bannerLuminance: null,
    rules: 'Respeito acima de tudo.',
    welcomeMessage: null,
    location: 'São Paulo, SP',
    website: 'https://mulheresemtech.example.org',
    communityUrl: null,
    creatorId: MEMBER_ME.user?.id ?? null,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
    viewer: {
      membership: 'approved',
      role: 'admin',
      following: false,
      muted: false,
      ...viewerFlags(COMMUNITY_POLICY, { membership: 'approved', role: 'admin', isPrivate: false }),
      memberCount: 128,
      followerCount: 1,
      ...viewer,
    },
  };
}

export function memberApi() {
  return createFakeApi({ session: MEMBER_ME });
}
