import { COMPANIES_SERVER_COPY } from '../../../domain/copy/companies-server.js';
import type { CompanyRole } from '../../../domain/enums.js';
import { companies, companyAdmins } from '../../db/schema/index.js';
import type { Group } from '../access/index.js';

/** A company as a group (access/groups.ts): its staff's roles in company_admins. */
export const COMPANY_GROUP: Group<CompanyRole> = {
  kind: 'company',
  roles: ['admin', 'editor'],
  members: {
    table: companyAdmins,
    groupKey: 'companyId',
    groupId: companyAdmins.companyId,
    userId: companyAdmins.userId,
    role: companyAdmins.role,
    isApproved: companyAdmins.isApproved,
  },
  page: { table: companies, id: companies.id },
  lock: 'update',
  lastAdminDemote: COMPANIES_SERVER_COPY.lastAdminDemote,
};
