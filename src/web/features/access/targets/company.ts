import { ACCESS_COPY } from '@domain/copy/access';
import { SHELL_COPY } from '@domain/copy/shell';
import { COMPANY_ROLES } from '@domain/enums';
import { MSG } from '@domain/messages';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';
import { accessCalls, type GrantTarget, type TargetSummary, targetKey, targetQuery } from './target';

/*
 * Companies: the same shapes as communities under /api/companies/{id}/… (issue 8). Until issue 8
 * lands these calls answer 404 and the page shows 'Não encontrado.'. PROVISIONAL: issue 8 swaps
 * the two local schemas below for the contract's (src/domain/schemas/companies.ts) and nothing
 * else; the page does not change.
 */

const companyHeaderSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullish(),
  logoUrl: z.string().nullish(),
  bannerUrl: z.string().nullish(),
  followerCount: z.number().default(0),
  employeeCount: z.number().default(0),
  // Without the server's word the page asks anyway; the server answers 403 to non-admins.
  viewer: z.object({ canGrant: z.boolean().default(true) }).optional(),
});

const companyGrantSchema = z.object({
  userId: z.uuid({ error: MSG.access.pickUser }),
  role: z.enum(COMPANY_ROLES, { error: MSG.access.rolePlaceholder }),
});

const base = (id: string) => `/companies/${encodeURIComponent(id)}`;

export const companyTarget: GrantTarget = {
  kind: 'company',
  copy: ACCESS_COPY.targets.company,
  basePath: '/empresas',
  createPath: '/adicionar-empresa',
  roles: [
    { value: 'admin', label: SHELL_COPY.business.roles.admin },
    { value: 'editor', label: SHELL_COPY.business.roles.editor },
  ],
  grantSchema: companyGrantSchema,

  detailQuery: (id) =>
    targetQuery([...targetKey('company', id), 'detail'], async ({ signal }): Promise<TargetSummary> => {
      const company = companyHeaderSchema.parse(await apiFetch(base(id), { signal }));
      return {
        id: company.id,
        name: company.name,
        subtitle: company.industry ?? null,
        logoUrl: company.logoUrl ?? null,
        bannerUrl: company.bannerUrl ?? null,
        counts: [
          ACCESS_COPY.counts.followers(company.followerCount),
          ACCESS_COPY.counts.employees(company.employeeCount),
        ],
        canGrant: company.viewer?.canGrant ?? true,
      };
    }),

  ...accessCalls('company', base, companyGrantSchema),

  // SPEC §6: access roles are admin and editor; only an admin grants.
  administered: (workspaces) =>
    workspaces.companies
      .filter((company) => company.role === 'admin')
      .map(({ id, name, logoUrl }) => ({ id, name, logoUrl })),
};
