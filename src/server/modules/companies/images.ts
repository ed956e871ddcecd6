import { eq, sql } from 'drizzle-orm';
import type { CompanyDetail } from '../../../domain/schemas/companies.js';
import { companies } from '../../db/schema/index.js';
import { type GroupImageKind, groupImageColumns, replaceGroupImage } from '../shared/group-images.js';
import { type Actor, type CompanyDeps, getCompany } from './service.js';
import { requireCompanyPermission } from './staff.js';

// A company's logo and banner: the shared rules of shared/group-images.ts (pipeline, folder
// company-images/{logos|banners}/{companyId}/, previous file deleted after the commit), with
// the company's own check (the roles that may edit the page).

export type CompanyImageKind = GroupImageKind;

/**
 * Replaces the logo or banner (admin or editor); a banner also records its luminance in
 * banner_luminance. An invalid upload or a refused one changes nothing.
 */
export async function replaceCompanyImage(
  deps: CompanyDeps,
  actor: Actor,
  companyId: string,
  kind: CompanyImageKind,
  bytes: Buffer,
): Promise<CompanyDetail> {
  return replaceGroupImage(
    deps,
    {
      type: 'company',
      id: companyId,
      kind,
      authorize: (db, lock) => requireCompanyPermission(db, actor.id, companyId, 'edit', lock),
      save: async (tx, stored) => {
        await tx
          .update(companies)
          .set({ ...groupImageColumns(kind, stored), updatedAt: sql`now()` })
          .where(eq(companies.id, companyId));
      },
      answer: (tx) => getCompany(tx, actor, companyId),
    },
    bytes,
  );
}
