import type { CommunityRole, CompanyRole } from '../../../domain/enums.js';
import { DEMO_COMMUNITIES } from './datasets/demo-communities.js';
import { DEMO_COMPANIES } from './datasets/demo-companies.js';
import type { CommunityKey, CompanyKey, MemberKey } from './datasets/demo-types.js';

// Who holds which role in the demo datasets, so the builders can refuse content that the
// services would refuse (a pending member posting, an editor speaking for a company …).

export type CommunityStanding = { role: CommunityRole; approved: boolean };

export function communityStanding(community: CommunityKey, member: MemberKey): CommunityStanding | undefined {
  const data = DEMO_COMMUNITIES[community];
  if (data.creator === member) return { role: 'admin', approved: true };
  const membership = data.members.find((m) => m.member === member);
  return membership && { role: membership.role ?? 'member', approved: !membership.pending };
}

export function companyRole(company: CompanyKey, member: MemberKey): CompanyRole | undefined {
  const data = DEMO_COMPANIES[company];
  if (data.creator === member) return 'admin';
  return data.staff.find((s) => s.member === member)?.role;
}
