import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '../enums.js';
import { COMPANY_PERMISSIONS, type CompanyAction, companyMay } from './company-roles.js';

const ACTIONS = Object.keys(COMPANY_PERMISSIONS) as CompanyAction[];

describe('companyMay (issue 8: admin and editor)', () => {
  it('lets an admin do everything', () => {
    for (const action of ACTIONS) expect(companyMay('admin', action), action).toBe(true);
  });

  it('lets an editor edit, post and manage vacancies, but not delete or grant access', () => {
    expect(companyMay('editor', 'edit')).toBe(true);
    expect(companyMay('editor', 'post')).toBe(true);
    expect(companyMay('editor', 'manageVacancies')).toBe(true);
    expect(companyMay('editor', 'delete')).toBe(false);
    expect(companyMay('editor', 'grant')).toBe(false);
  });

  it('lets nobody without a role (or with an unknown one) do anything', () => {
    for (const role of [null, undefined, '', 'member', 'moderator', 'Admin', 'toString']) {
      for (const action of ACTIONS) expect(companyMay(role, action), `${role} ${action}`).toBe(false);
    }
  });

  it('only names known roles', () => {
    for (const roles of Object.values(COMPANY_PERMISSIONS)) {
      for (const role of roles) expect(COMPANY_ROLES).toContain(role);
    }
  });
});
