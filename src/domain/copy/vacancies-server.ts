// pt-BR texts the vacancies API answers with where the spec is silent (issue 8: the vacancy
// page, applying, the applications page). The spec's own texts stay in MSG.vacancies.

import { APPLICATION_CV_MAX_BYTES, MEGABYTE } from '../limits.js';
import { VACANCIES_COPY } from './vacancies.js';

export const VACANCIES_SERVER_COPY = {
  /** 404: unknown or malformed id, or a vacancy of a deactivated company. */
  notFound: VACANCIES_COPY.common.notFound,
  /** 404 on DELETE …/application and PATCH …/applications/{applicationId}. */
  applicationNotFound: 'Candidatura não encontrada.',
  /** 409 on POST …/application: one application per vacancy. */
  alreadyApplied: 'Você já se candidatou a esta vaga.',
  /** 409 on POST …/application: the vacancy was deactivated. */
  closed: VACANCIES_COPY.detail.inactive,
  /** 409 on POST …/application: the company receives applications on its own site. */
  external: 'Esta vaga recebe candidaturas pelo site da empresa. Use o link da vaga para se candidatar.',
  /** 403 on POST …/application: her own company's vacancy. */
  staffCannotApply: 'Quem administra a empresa não pode se candidatar às vagas dela.',
  /** 400 on PUT /api/vacancies/{id}: the form's company differs from the vacancy's. */
  companyLocked: 'Não é possível mover uma vaga para outra empresa.',
  /** 400: a UF that is not in the states catalogue. */
  unknownState: 'Escolha um estado da lista.',
  unknownRole: 'Escolha um cargo da lista.',
  /** 422 on PATCH …/applications/{applicationId} (rules/vacancies.ts canMoveApplication). */
  statusNotAllowed: 'Não é possível mudar a candidatura para esta etapa.',
  /** 415 on POST …/application: the attached CV is not a PDF (judged by its content). */
  cvNotPdf: 'O currículo anexado precisa ser um arquivo PDF.',
  /** 413 on POST …/application: the attached CV is over APPLICATION_CV_MAX_BYTES. */
  cvTooLarge: `O currículo anexado pode ter no máximo ${APPLICATION_CV_MAX_BYTES / MEGABYTE} MB.`,
  /** 404 on GET …/applications/{applicationId}/cv: no CV was attached. */
  cvNotFound: 'Esta candidatura não tem currículo anexado.',
  /** 409 on POST …/notes: APPLICATION_NOTES_MAX reached. */
  tooManyNotes: 'Esta candidatura já tem o máximo de anotações.',
} as const;
