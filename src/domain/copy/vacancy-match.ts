import { FIELD_LABELS } from '../messages.js';
import { VACANCIES_COPY } from './vacancies.js';

// pt-BR texts of 'Matches explained' (LGPD art. 20): the reasons rules/vacancy-match.ts gives
// for each recommended vacancy, and the recommendation boxes' headings and states.

export const MATCH_COPY = {
  reasons: {
    role: 'Área e cargo',
    roleMissed: 'Outra área ou cargo',
    place: FIELD_LABELS.location,
    placeMissed: 'Fora das localizações que você escolheu',
    salary: FIELD_LABELS.salaryRange,
    salaryBelow: 'Faixa salarial abaixo da sua',
    salaryAbove: 'Faixa salarial acima da sua',
  },
  /** Heading of the list when nothing matches every criterion she set. */
  nearestTitle: 'Próximas do seu perfil',
  nearestHint: 'Nenhuma vaga atende a todas as suas preferências agora; estas são as mais próximas.',
  adjustPreferences: 'Ajustar preferências',
  /** Shown after each reason met. */
  metMark: '✓',
  separator: ' · ',
  /** The vacancy form's role select. */
  roleField: 'Cargo (opcional)',
  /** Between sector, category and role on the vacancy's page. */
  roleSeparator: ' › ',
  noPreference:
    'Crie um perfil de vaga para receber recomendações que expliquem por que cada vaga combina com você.',
  createPreference: VACANCIES_COPY.profiles.create,
} as const;
