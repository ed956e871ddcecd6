// The vacancies feature's public entry for other features.

/** 'Minhas Vagas' (the companies directory's second tab, /empresas?aba=minhas-vagas; issue 22). */
export { CompanyVacanciesPage as MyVacanciesSection } from './pages/company-vacancies-page';
