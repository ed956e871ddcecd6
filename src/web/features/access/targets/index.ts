import { communityTarget } from './community';
import { companyTarget } from './company';
import type { GrantTarget, TargetKind } from './target';

/** Every kind of target the grant access page knows. */
export const ACCESS_TARGETS: Record<TargetKind, GrantTarget> = {
  community: communityTarget,
  company: companyTarget,
};

/** /empresas/… is a company's page; /comunidades/… a community's. */
export function targetKindOf(pathname: string): TargetKind {
  return pathname.startsWith('/empresas') ? 'company' : 'community';
}
