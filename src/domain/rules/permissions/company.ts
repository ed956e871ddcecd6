import type { CompanyRole } from '../../enums.js';
import { EVENT_ORGANISERS } from './event.js';
import { PLATFORM_POLICY, type PlatformRole } from './platform.js';
import { type Policy, roleRules } from './policy.js';

/**
 * What each company access role may do (SPEC §6 roles admin and editor; issue 8). The server
 * enforces it on every endpoint, the pages read the flags it yields, and the README quotes it.
 *
 * - admin:  everything below, plus delete the company and grant access.
 * - editor: edit the page (texts, logo, banner), post as the company, manage its vacancies
 *           and their applications, see who has access, remove comments on its posts, search
 *           talent ('Encontrar uma profissional') and contact it in the company's name.
 */
export const COMPANY_PERMISSIONS = {
  edit: ['admin', 'editor'],
  post: ['admin', 'editor'],
  manageVacancies: ['admin', 'editor'],
  viewMembers: ['admin', 'editor'],
  /** Remove comments on the company's posts (issue 16). */
  moderateComments: ['admin', 'editor'],
  delete: ['admin'],
  grant: ['admin'],
  /** Create its events (issue 20; the events' own policy names the same roles). */
  createEvents: EVENT_ORGANISERS.company,
  /**
   * 'Encontrar uma profissional': search the members who accepted to be found by recruiters, open
   * their profiles from there and write to them in the company's name. Staff only: a platform
   * administrator who is not staff of the company may not.
   */
  searchTalent: ['admin', 'editor'],
} as const satisfies Record<string, readonly CompanyRole[]>;

/** Her company_admins role at one active company (null: not staff) and her platform role. */
export type CompanySubject = { role: CompanyRole | null; platformRole: PlatformRole | null };

export const COMPANY_POLICY = {
  ...roleRules(COMPANY_PERMISSIONS),
  /** The diversity seal is the platform administrators' (platform.ts), never the company's own. */
  seal: (s: CompanySubject) => PLATFORM_POLICY.grantSeal({ role: s.platformRole }),
} satisfies Policy<CompanySubject, string>;
export type CompanyAction = keyof typeof COMPANY_POLICY;
