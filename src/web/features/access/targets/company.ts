import { ACCESS_COPY } from '@domain/copy/access';
import { COMPANIES_COPY, COMPANY_ROLE_LABELS } from '@domain/copy/companies';
import { COMPANY_ROLES } from '@domain/enums';
import { companyDetailSchema } from '@domain/schemas/companies';
import { companyInvitationInputSchema } from '@domain/schemas/invitations';
import { apiFetch } from '@web/lib/api';
import { accessCalls, type GrantTarget, type TargetSummary, targetKey, targetQuery } from './target';

/*
 * Companies (issue 8 contract, src/domain/schemas/companies.ts):
 *   GET  /api/companies/{id}                        header + viewer.canGrant
 *   GET  /api/companies/{id}/members                'Participantes atuais'
 *   …then the people search and the invitations of accessCalls (./target.ts), under
 *   /api/companies/{id} (src/domain/schemas/invitations.ts)
 */

const base = (id: string) => `/companies/${encodeURIComponent(id)}`;

export const companyTarget: GrantTarget = {
  kind: 'company',
  copy: ACCESS_COPY.targets.company,
  basePath: '/empresas',
  createPath: '/adicionar-empresa',
  roles: COMPANY_ROLES.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] })),
  grantSchema: companyInvitationInputSchema,

  detailQuery: (id) =>
    targetQuery([...targetKey('company', id), 'detail'], async ({ signal }): Promise<TargetSummary> => {
      const company = companyDetailSchema.parse(await apiFetch(base(id), { signal }));
      return {
        id: company.id,
        name: company.name,
        subtitle: company.industry,
        logoUrl: company.logoUrl,
        bannerUrl: company.bannerUrl,
        // Worded as the company's own page words them ('seguidores • trabalha aqui').
        counts: [
          COMPANIES_COPY.counts.followers(company.viewer.followerCount),
          COMPANIES_COPY.counts.employees(company.employeeCount),
        ],
        canGrant: company.viewer.canGrant,
      };
    }),

  ...accessCalls('company', base, companyInvitationInputSchema),

  // SPEC §6: access roles are admin and editor; only an admin grants.
  administered: (workspaces) =>
    workspaces.companies
      .filter((company) => company.role === 'admin')
      .map(({ id, name, logoUrl }) => ({ id, name, logoUrl })),
};
