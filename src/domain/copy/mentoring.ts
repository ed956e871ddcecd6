import {
  MENTOR_AREAS_MAX,
  MENTOR_LANGUAGES_MAX,
  MENTOR_MONTHLY_CAPACITY_MAX,
  MENTOR_PITCH_MAX_LENGTH,
  MENTOR_SKILLS_MAX,
  MENTORING_FEEDBACK_MAX_LENGTH,
  MENTORING_GOAL_MAX_LENGTH,
  MENTORING_PLACE_MAX_LENGTH,
  MENTORING_RESPONSE_MAX_LENGTH,
  MENTORING_SESSION_MAX_MINUTES,
} from '../limits.js';

// pt-BR texts of mentoring (issue 20): the server's refusals, the mentora's label on her
// profile, the reasons of 'Recomendadas para você', and the calendar file of a session.

/** The people and the parts of a mentoring pair, in the feminine (the audience is women). */
export const MENTORING_LABELS = {
  mentora: 'Mentora',
  mentorada: 'Mentorada',
  recommended: 'Recomendadas para você',
  mySessions: 'Minhas mentorias',
};

const atMost = (n: number) => `Use no máximo ${n} caracteres.`;

/** 'Dados', 'Dados e Liderança', 'Dados, Produto e Liderança'. */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/**
 * The label her profile shows (issue 20: 'Mentora em Dados e Liderança'): her areas in the order
 * she chose them; 'Mentora' alone when she named none.
 */
export function mentoraLabel(areaNames: readonly string[]): string {
  const areas = areaNames.map((name) => name.trim()).filter(Boolean);
  return areas.length === 0 ? MENTORING_LABELS.mentora : `Mentora em ${listPhrase(areas)}`;
}

export const MENTORING_ERRORS = {
  notMentor: 'Você ainda não tem um perfil de mentora.',
  mentorNotFound: 'Mentora não encontrada.',
  requestNotFound: 'Pedido de mentoria não encontrado.',
  sessionNotFound: 'Sessão de mentoria não encontrada.',
  self: 'Você não pode pedir mentoria a si mesma.',
  paused: 'Esta mentora pausou os novos pedidos de mentoria.',
  full: 'Esta mentora já atingiu o número de mentorias deste mês. Tente de novo no próximo mês.',
  alreadyRequested: 'Você já tem um pedido de mentoria em aberto com esta mentora.',
  alreadyAnswered: 'Este pedido de mentoria já foi respondido.',
  notAccepted: 'Só é possível agendar sessões em uma mentoria aceita.',
  notEnded: 'Você poderá avaliar a sessão depois que ela terminar.',
  sessionCancelled: 'Esta sessão foi cancelada.',
  sessionOver: 'Esta sessão já terminou.',
  feedbackGiven: 'Você já avaliou esta sessão.',
  unknownArea: 'Escolha áreas da lista.',
  areasRequired: 'Escolha pelo menos uma área.',
  areasMax: `Escolha no máximo ${MENTOR_AREAS_MAX} áreas.`,
  skillsMax: `Informe no máximo ${MENTOR_SKILLS_MAX} habilidades.`,
  languagesRequired: 'Informe pelo menos um idioma.',
  languagesMax: `Informe no máximo ${MENTOR_LANGUAGES_MAX} idiomas.`,
  pitchRequired: 'Conte em poucas palavras como você pode ajudar.',
  pitchTooLong: atMost(MENTOR_PITCH_MAX_LENGTH),
  capacity: `Informe de 1 a ${MENTOR_MONTHLY_CAPACITY_MAX} mentorias por mês.`,
  stateRequired: 'Informe o estado (UF) onde você atende presencialmente.',
  goalRequired: 'Conte qual é o seu objetivo com a mentoria.',
  goalTooLong: atMost(MENTORING_GOAL_MAX_LENGTH),
  responseTooLong: atMost(MENTORING_RESPONSE_MAX_LENGTH),
  linkRequired: 'Informe o link da sessão online.',
  placeRequired: 'Informe o local da sessão presencial.',
  placeTooLong: atMost(MENTORING_PLACE_MAX_LENGTH),
  endsBeforeStart: 'O fim da sessão deve ser depois do início.',
  tooLong: `Uma sessão dura no máximo ${MENTORING_SESSION_MAX_MINUTES / 60} horas.`,
  startsInPast: 'Escolha uma data e hora no futuro.',
  rating: 'Dê uma nota de 1 a 5.',
  commentTooLong: atMost(MENTORING_FEEDBACK_MAX_LENGTH),
};

/** The reasons of 'Recomendadas para você' (rules/mentor-match.ts), one sentence each. */
export const MENTOR_MATCH_REASONS = {
  preferenceArea: (areas: readonly string[]) =>
    `Mentora em ${listPhrase(areas)}, área da sua preferência de vagas`,
  experienceArea: (areas: readonly string[]) => `Atua em ${listPhrase(areas)}, como você`,
  skills: (skills: readonly string[]) => `Em comum com você: ${listPhrase(skills)}`,
  nearby: (uf: string) => `Atende presencialmente em ${uf}, o seu estado`,
};

/** The calendar file of a session (GET /api/mentoring/sessions/{id}/ics). */
export const MENTORING_ICS = {
  summary: (otherName: string) => `Mentoria com ${otherName}`,
  description: (goal: string) => `Objetivo da mentoria: ${goal}`,
  fileName: 'mentoria.ics',
};
