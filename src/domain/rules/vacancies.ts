import { type ApplicationStatus, EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '../enums.js';
import { MSG } from '../messages.js';

/** SPEC §9: CLT, PJ, Estágio, Temporário, Freelancer; anything else 'Não especificado'. */
export function employmentTypeLabel(code: string | null | undefined): string {
  if (code != null && Object.hasOwn(EMPLOYMENT_TYPE_LABELS, code)) {
    return EMPLOYMENT_TYPE_LABELS[code as EmploymentType];
  }
  return MSG.vacancies.notSpecified;
}

/**
 * 'Minhas Vagas': applications per vacancy, rounded to one decimal (SPEC §2). A company without
 * vacancies averages 0.
 */
export function averageApplicationsPerVacancy(applications: number, vacancies: number): number {
  if (vacancies <= 0) return 0;
  return Math.round((applications / vacancies) * 10) / 10;
}

/** The average as the page shows it: always one decimal, pt-BR ('2,5', '0,0'). */
export function formatAverage(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * An application's life: 'new' until the company first opens the applications page (then
 * 'viewed'); from there the company shortlists or declines it, and may change its mind.
 * Nobody moves an application back to 'new'.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['viewed', 'shortlisted', 'declined'],
  viewed: ['shortlisted', 'declined'],
  shortlisted: ['viewed', 'declined'],
  declined: ['viewed', 'shortlisted'],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === to || APPLICATION_TRANSITIONS[from].includes(to);
}
