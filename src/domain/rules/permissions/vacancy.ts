import type { CompanyRole } from '../../enums.js';
import { COMPANY_PERMISSIONS } from './company.js';
import type { Policy } from './policy.js';

/** Her standing towards one visible vacancy (its company is active). */
export type VacancySubject = {
  signedIn: boolean;
  /** Her role at the vacancy's company (null: not its staff). */
  companyRole: CompanyRole | null;
  isActive: boolean;
  /** Applications are received here ('internal'), not on another platform. */
  receivesHere: boolean;
  hasApplication: boolean;
};

/** Why she may not apply, first reason first; null when she may. */
export type ApplyRefusal = 'signedOut' | 'staff' | 'closed' | 'external' | 'applied';

export function applyRefusal(s: VacancySubject): ApplyRefusal | null {
  if (!s.signedIn) return 'signedOut';
  // A company's staff, whatever their role, never apply to its own vacancies.
  if (s.companyRole !== null) return 'staff';
  if (!s.isActive) return 'closed';
  if (!s.receivesHere) return 'external';
  if (s.hasApplication) return 'applied';
  return null;
}

export const VACANCY_POLICY = {
  /** Edit, (de)activate, delete, read and move its applications: COMPANY_PERMISSIONS.manageVacancies. */
  manage: (s: VacancySubject) =>
    s.companyRole !== null &&
    (COMPANY_PERMISSIONS.manageVacancies as readonly string[]).includes(s.companyRole),
  apply: (s: VacancySubject) => applyRefusal(s) === null,
  /** Withdraw her application: only one she has. */
  withdraw: (s: VacancySubject) => s.hasApplication,
  /** 'Salvar': any signed-in member, closed vacancies too (her 'Salvas' shows them 'Encerrada'). */
  save: (s: VacancySubject) => s.signedIn,
} satisfies Policy<VacancySubject, string>;
export type VacancyAction = keyof typeof VACANCY_POLICY;

/** Her standing towards one application of a visible vacancy. */
type ApplicationSubject = {
  /** The application is hers. */
  isApplicant: boolean;
  /** Her role at the vacancy's company (null: not its staff). */
  companyRole: CompanyRole | null;
};

const managesApplications = (s: ApplicationSubject) =>
  s.companyRole !== null &&
  (COMPANY_PERMISSIONS.manageVacancies as readonly string[]).includes(s.companyRole);

/**
 * One application (issue: CV attachments and staff notes). Its attached CV is read by those who
 * see the vacancy's applications and by her; the staff's notes are theirs alone.
 */
export const APPLICATION_POLICY = {
  readCv: (s: ApplicationSubject) => s.isApplicant || managesApplications(s),
  /** The same rule as VACANCY_POLICY.manage, which the notes' routes check (requireVacancyManager). */
  readNotes: managesApplications,
  writeNotes: managesApplications,
} satisfies Policy<ApplicationSubject, string>;
