import type { CompanyRole } from '../enums.js';

/**
 * What each company access role may do (SPEC §6 roles admin and editor; issue 8). The one place
 * the rule lives: the server enforces it on every endpoint, the pages read it to show or hide
 * controls, and the README quotes it.
 *
 * - admin:  everything below, plus delete the company and grant access.
 * - editor: edit the page (texts, logo, banner), post as the company, manage its vacancies
 *           and their applications.
 */
export const COMPANY_PERMISSIONS = {
  edit: ['admin', 'editor'],
  post: ['admin', 'editor'],
  manageVacancies: ['admin', 'editor'],
  delete: ['admin'],
  grant: ['admin'],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type CompanyAction = keyof typeof COMPANY_PERMISSIONS;

/** Whether someone with this role (null: no role) may do this to the company. */
export function companyMay(role: string | null | undefined, action: CompanyAction): boolean {
  return role != null && (COMPANY_PERMISSIONS[action] as readonly string[]).includes(role);
}
