// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export {
  alertFilters,
  defineJobAlerts,
  dueMembersQuery,
  queueJobAlerts,
} from './alerts.js';
export {
  activePreference,
  candidatesQuery,
  nearestCandidatesQuery,
  recommendedMatches,
  recommendVacancies,
} from './recommended.js';
export { getVacancy } from './service.js';
