// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export {
  alertFilters,
  defineJobAlerts,
  dueMembersQuery,
  queueJobAlerts,
} from './alerts.js';
export { removeCvs } from './applications.js';
export {
  activePreference,
  candidatesQuery,
  nearestCandidatesQuery,
  recommendedMatches,
  recommendVacancies,
} from './recommended.js';
export { companyCvKeys, getVacancy } from './service.js';
export { openVacancyPages, publicVacancyHead } from './vacancy-head.js';
