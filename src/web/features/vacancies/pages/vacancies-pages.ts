// The vacancies feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { CreateVacancyPage } from './create-vacancy-page';
export { EditVacancyPage } from './edit-vacancy-page';
export { VacanciesPage } from './vacancies-page';
export { VacancyApplicationsPage } from './vacancy-applications-page';
export { VacancyDetailPage } from './vacancy-detail-page';
