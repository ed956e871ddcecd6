// The addresses of the vacancy pages (SPEC §2 route table), built in one place.

const segment = (id: string) => encodeURIComponent(id);

/** 'Minhas Vagas': the second tab of the company directory (issue 22). */
export const MANAGED_PATH = '/empresas?aba=minhas-vagas';
export const CREATE_VACANCY_PATH = '/empresas/anunciar-vaga';
export const VACANCIES_PATH = '/vagas';

export const vacancyHref = (id: string) => `/vagas/${segment(id)}`;
export const applicationsHref = (id: string) => `/vagas/${segment(id)}/candidaturas`;
export const editVacancyHref = (id: string) => `/editar-vaga/${segment(id)}`;
export const companyHref = (id: string) => `/empresas/${segment(id)}`;
export const profileHref = (slug: string) => `/m/${segment(slug)}`;
/** The create form with this company chosen (?empresa={id}). */
export const createVacancyForHref = (companyId: string) =>
  `${CREATE_VACANCY_PATH}?empresa=${segment(companyId)}`;
