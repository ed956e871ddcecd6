import { MODERATION_NOTE_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH, SUSPENSION_MAX_DAYS } from '../limits.js';
import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import type {
  ModerationDecision,
  ModerationLogAction,
  ReportItemType,
  ReportReason,
  ReportStatus,
} from '../moderation-enums.js';
import { countOf } from '../rules/plural.js';
import { CONVERSATION_CARD_COPY } from './conversation-card.js';

// Trust and safety (issue 19): the report dialog, 'Minhas denúncias', the moderation queue and
// its audit log, and the refusals of the moderation API.

/** The reasons, as the report dialog offers them and the queue counts them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Assédio',
  hate_speech: 'Discurso de ódio',
  spam_scam: 'Spam ou golpe',
  fake_vacancy: 'Vaga falsa ou golpe de emprego',
  inappropriate: 'Conteúdo impróprio',
  fake_profile: 'Perfil falso',
  other: 'Outro',
};

/** What was reported, as a noun with its article ('a publicação'). */
export const REPORT_ITEM_LABELS: Record<ReportItemType, string> = {
  post: CONVERSATION_CARD_COPY.page.title,
  comment: 'Comentário',
  message: FIELD_LABELS.message,
  member: 'Perfil',
  community: PAGE_TITLES.community,
  company: FIELD_LABELS.company,
  vacancy: PAGE_TITLES.vacancy,
};

/** Her report's outcome, as 'Minhas denúncias' shows it. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Em análise',
  removed: 'Removido',
  dismissed: 'Sem violação',
};

export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  dismiss: 'Descartar (sem violação)',
  remove: MSG.common.remove,
  warn: 'Advertir',
  suspend: 'Suspender a conta',
};

export const MODERATION_LOG_LABELS: Record<ModerationLogAction, string> = {
  dismiss: 'Descartou as denúncias',
  remove: 'Removeu',
  warn: 'Advertiu a autora',
  suspend: 'Suspendeu a conta',
  auto_hide: 'Ocultado automaticamente',
  review_requested: 'Revisão pedida pela autora',
};

export const MODERATION_ERRORS = {
  noteTooLong: `O texto pode ter até ${REPORT_NOTE_MAX_LENGTH} caracteres.`,
  explanationTooLong: `A explicação pode ter até ${MODERATION_NOTE_MAX_LENGTH} caracteres.`,
  reasonRequired: 'Escolha um motivo.',
  itemRequired: 'Diga o que você está denunciando.',
  daysInvalid: `A suspensão vai de 1 a ${SUSPENSION_MAX_DAYS} dias, ou é permanente.`,
  itemNotFound: 'Não encontramos o que você quer denunciar.',
  own: 'Você não pode denunciar algo seu.',
  alreadyReported: 'Você já denunciou isto. Acompanhe em Minhas denúncias.',
  caseNotFound: 'Denúncia não encontrada.',
  caseClosed: 'Esta denúncia já foi analisada.',
  notRemovable: 'Um perfil não é removido: suspenda a conta.',
  noAuthor: 'Não há uma autora a advertir ou suspender.',
  reviewNotAllowed: 'Só é possível pedir revisão de uma remoção, uma única vez.',
  suspended: (until: string | null) =>
    until
      ? `Sua conta está suspensa até ${until} por violar as regras da comunidade.`
      : 'Sua conta foi suspensa permanentemente por violar as regras da comunidade.',
} as const;

export const MODERATION_COPY = {
  report: {
    action: MSG.common.report,
    title: (item: ReportItemType) => `Denunciar ${REPORT_ITEM_LABELS[item].toLowerCase()}`,
    description: 'Sua denúncia é anônima: a autora não saberá quem denunciou. O item some para você na hora.',
    reasonLegend: 'Por que você está denunciando?',
    noteLabel: 'Conte mais (opcional)',
    submit: 'Enviar denúncia',
    submitting: MSG.common.sending,
    cancel: MSG.common.cancel,
    sent: 'Denúncia enviada. Obrigada por ajudar a manter a rede segura.',
  },
  mine: {
    title: 'Minhas denúncias',
    settingsDescription: 'Acompanhe o que você denunciou e as decisões da moderação sobre o seu conteúdo.',
    settingsLink: 'Ver minhas denúncias',
    empty: 'Você ainda não fez nenhuma denúncia.',
    loadError: 'Não foi possível carregar suas denúncias.',
    reportedOn: 'Denunciado em',
    decisionsTitle: 'Decisões sobre o seu conteúdo',
    decisionsEmpty: 'Nenhum conteúdo seu foi removido.',
    requestReview: 'Pedir revisão',
    reviewNoteLabel: 'Por que a decisão deve ser revista? (opcional)',
    reviewRequested: 'Revisão pedida. Vamos analisar de novo.',
    reviewPending: 'Revisão em andamento',
    reviewDone: 'Revisão concluída',
  },
  queue: {
    title: 'Moderação',
    menuHint: 'Denúncias aguardando análise e o registro de auditoria.',
    tabs: { queue: 'Fila', audit: 'Auditoria' },
    empty: 'Nenhuma denúncia aguardando análise.',
    reports: (n: number) => countOf(n, 'denúncia', 'denúncias'),
    hidden: 'Oculto até a análise',
    reviewRequested: 'A autora pediu revisão',
    author: 'Autora',
    authorHistory: (removals: number, warnings: number, suspensions: number) =>
      `Histórico: ${countOf(removals, 'remoção', 'remoções')}, ${countOf(warnings, 'advertência', 'advertências')}, ${countOf(suspensions, 'suspensão', 'suspensões')}`,
    where: 'Em',
    notes: 'Comentários de quem denunciou',
    open: 'Abrir',
    decisionLegend: 'Decisão',
    ruleLabel: 'Regra violada',
    explanationLabel: 'Explicação para a autora',
    daysLabel: 'Dias de suspensão',
    permanent: 'Permanente',
    chooseRule: 'Selecione a regra',
    loadError: 'Não foi possível carregar a fila de moderação.',
    forbiddenTitle: 'Você não modera nenhum espaço',
    forbiddenText:
      'A fila de moderação é das administradoras da plataforma e das moderadoras de comunidades.',
    suspendedUntil: (until: string) => `Suspensa até ${until}`,
    suspendedForever: 'Suspensa permanentemente',
    apply: 'Aplicar decisão',
    applying: 'Aplicando...',
    applied: 'Decisão registrada.',
    loadMore: MSG.common.loadMore,
  },
  audit: {
    title: 'Registro de auditoria',
    empty: 'Nenhuma ação registrada.',
    loadError: 'Não foi possível carregar o registro de auditoria.',
    who: 'Quem',
    what: 'O quê',
    when: 'Quando',
    why: 'Motivo',
    system: 'Sistema',
    days: (n: number | null) => (n === null ? 'permanente' : countOf(n, 'dia', 'dias')),
  },
} as const;
