import type {
  communities,
  communityFollowers,
  communityMembers,
  companies,
  companyAdmins,
  companyFollowers,
} from '../schema/index.js';
import { daysAfter, daysBefore, earliest, hoursBefore, latest } from './clock.js';
import { DEMO_COMMUNITIES } from './datasets/demo-communities.js';
import { DEMO_COMPANIES, DEMO_SEAL_CRITERIA_VERSION } from './datasets/demo-companies.js';
import { DEMO_MEMBER_KEY } from './datasets/demo-members.js';
import type { MemberKey } from './datasets/demo-types.js';
import { type DemoContext, entriesOf } from './demo-context.js';

export type CommunityRows = {
  communities: (typeof communities.$inferInsert)[];
  members: (typeof communityMembers.$inferInsert)[];
  followers: (typeof communityFollowers.$inferInsert)[];
};

export type CompanyRows = {
  companies: (typeof companies.$inferInsert)[];
  admins: (typeof companyAdmins.$inferInsert)[];
  followers: (typeof companyFollowers.$inferInsert)[];
};

/**
 * Communities with their memberships and followers. The stored counters are computed from the
 * very rows inserted beside them, as the services keep them: approved members and followers.
 */
export function buildCommunityRows(ctx: DemoContext): CommunityRows {
  const rows: CommunityRows = { communities: [], members: [], followers: [] };

  for (const [key, community] of entriesOf(DEMO_COMMUNITIES)) {
    const communityId = ctx.communityIds[key];
    const createdAt = daysBefore(ctx.now, community.createdDaysAgo);
    assertDistinct(
      [community.creator, ...community.members.map((m) => m.member)],
      `members of community "${community.name}"`,
    );
    assertDistinct(community.followers, `followers of community "${community.name}"`);

    rows.members.push({
      communityId,
      userId: ctx.memberIds[community.creator],
      role: 'admin',
      isApproved: true,
      joinedAt: createdAt,
    });
    community.members.forEach((m, i) => {
      rows.members.push({
        communityId,
        userId: ctx.memberIds[m.member],
        role: m.role ?? 'member',
        isApproved: !m.pending,
        joinedAt: joinedAfter(ctx, createdAt, m.member, i),
      });
    });
    community.followers.forEach((follower, i) => {
      rows.followers.push({
        communityId,
        followerId: ctx.memberIds[follower],
        createdAt: joinedAfter(ctx, createdAt, follower, i),
      });
    });

    const approvedMembers = 1 + community.members.filter((m) => !m.pending).length;
    rows.communities.push({
      id: communityId,
      name: community.name,
      description: community.description,
      niche: community.niche,
      isPrivate: community.isPrivate ?? false,
      requiresApproval: community.requiresApproval ?? false,
      requiresPayment: community.paymentAmount !== undefined,
      paymentAmount: community.paymentAmount ?? null,
      rules: community.rules,
      welcomeMessage: community.welcomeMessage,
      location: community.location ?? null,
      creatorId: ctx.memberIds[community.creator],
      isActive: true,
      memberCount: approvedMembers,
      followerCount: community.followers.length,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/** Company pages with their staff and followers; the demo user grants the seals she holds. */
export function buildCompanyRows(ctx: DemoContext): CompanyRows {
  const rows: CompanyRows = { companies: [], admins: [], followers: [] };

  for (const [key, company] of entriesOf(DEMO_COMPANIES)) {
    const companyId = ctx.companyIds[key];
    const createdAt = daysBefore(ctx.now, company.createdDaysAgo);
    assertDistinct(
      [company.creator, ...company.staff.map((s) => s.member)],
      `staff of company "${company.name}"`,
    );
    assertDistinct(company.followers, `followers of company "${company.name}"`);

    rows.admins.push({
      companyId,
      userId: ctx.memberIds[company.creator],
      role: 'admin',
      isApproved: true,
      createdAt,
    });
    company.staff.forEach((s, i) => {
      rows.admins.push({
        companyId,
        userId: ctx.memberIds[s.member],
        role: s.role,
        isApproved: true,
        createdAt: joinedAfter(ctx, createdAt, s.member, i),
      });
    });
    company.followers.forEach((follower, i) => {
      rows.followers.push({
        companyId,
        followerId: ctx.memberIds[follower],
        createdAt: joinedAfter(ctx, createdAt, follower, i),
      });
    });

    const sealedAt =
      company.sealGrantedDaysAgo === undefined ? null : daysBefore(ctx.now, company.sealGrantedDaysAgo);
    rows.companies.push({
      id: companyId,
      name: company.name,
      description: company.description,
      industry: company.industry,
      website: company.website,
      location: `${company.city}, ${company.uf}`,
      size: company.size,
      foundedYear: company.foundedYear,
      isActive: true,
      creatorId: ctx.memberIds[company.creator],
      followerCount: company.followers.length,
      sealGrantedAt: sealedAt,
      sealCriteriaVersion: sealedAt ? DEMO_SEAL_CRITERIA_VERSION : null,
      sealGrantedBy: sealedAt ? ctx.memberIds[DEMO_MEMBER_KEY] : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/**
 * The n-th person to join something created at `createdAt`: a day apart from one another, never
 * before she signed up, never in the future.
 */
function joinedAfter(ctx: DemoContext, createdAt: Date, member: MemberKey, n: number): Date {
  const start = latest(createdAt, ctx.memberSince[member]);
  return earliest(daysAfter(start, n + 1), hoursBefore(ctx.now, 1));
}

function assertDistinct(keys: readonly MemberKey[], what: string): void {
  const seen = new Set<MemberKey>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`Demo seed: "${key}" appears twice among the ${what}`);
    seen.add(key);
  }
}
