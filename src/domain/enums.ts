// The fixed lists of SPEC §3 and §5. The database CHECK constraints, the zod schemas and the
// form selects all read these arrays, so a value can never be valid in one place only.

export const LANGUAGE_LEVELS = ['nativo', 'fluente', 'avancado', 'intermediario', 'basico'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  nativo: 'Nativo',
  fluente: 'Fluente',
  avancado: 'Avançado',
  intermediario: 'Intermediário',
  basico: 'Básico',
};

export const CONTRACT_TYPES = ['CLT', 'PJ', 'Estágio', 'Temporário', 'Freelancer'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const WORK_MODELS = ['Presencial', 'Híbrido', 'Remoto'] as const;
export type WorkModel = (typeof WORK_MODELS)[number];

/**
 * An experience row is a job or a career break (issue 21): a break has a reason and a period,
 * no company, role, contract or place.
 */
export const EXPERIENCE_KINDS = ['job', 'career_break'] as const;

export const CAREER_BREAK_REASONS = ['maternidade', 'cuidado_familiar', 'estudos', 'saude', 'outro'] as const;
export type CareerBreakReason = (typeof CAREER_BREAK_REASONS)[number];

export const DEGREE_LEVELS = [
  'ensino fundamental',
  'graduação',
  'especialização',
  'MBA',
  'mestrado',
  'doutorado',
  'pós-doutorado',
] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
/** How each degree level reads in the select (the stored values are lower-case, SPEC §3). */
export const DEGREE_LEVEL_LABELS: Record<DegreeLevel, string> = {
  'ensino fundamental': 'Ensino fundamental',
  graduação: 'Graduação',
  especialização: 'Especialização',
  MBA: 'MBA',
  mestrado: 'Mestrado',
  doutorado: 'Doutorado',
  'pós-doutorado': 'Pós-doutorado',
};

export const PROJECT_TYPES = ['project', 'volunteering', 'article', 'award'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const POST_AUTHOR_TYPES = ['user', 'community', 'company'] as const;
export type PostAuthorType = (typeof POST_AUTHOR_TYPES)[number];

/**
 * Who reads a member's own post (issue 17): every member, or only her connections. Posts into a
 * community and posts for a community or company follow that place's rules and keep 'members'.
 */
export const POST_AUDIENCES = ['members', 'connections'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
export const POST_AUDIENCE_LABELS: Record<PostAudience, string> = {
  members: 'Toda a rede',
  connections: 'Somente conexões',
};

/** A connection invitation's life (issue 17): pending until answered or withdrawn. */
export const CONNECTION_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ConnectionInvitationStatus = (typeof CONNECTION_INVITATION_STATUSES)[number];

export const COMMUNITY_NICHES = [
  'geral',
  'tecnologia',
  'negocios',
  'saude',
  'educacao',
  'cultura',
  'empreendedorismo',
  'lideranca',
  'carreira',
  'maternidade',
  'outros',
] as const;
export type CommunityNiche = (typeof COMMUNITY_NICHES)[number];
export const COMMUNITY_NICHE_LABELS: Record<CommunityNiche, string> = {
  geral: 'Geral',
  tecnologia: 'Tecnologia',
  negocios: 'Negócios',
  saude: 'Saúde',
  educacao: 'Educação',
  cultura: 'Cultura',
  empreendedorismo: 'Empreendedorismo',
  lideranca: 'Liderança',
  carreira: 'Carreira',
  maternidade: 'Maternidade',
  outros: 'Outros',
};

export const COMMUNITY_ROLES = ['member', 'admin', 'moderator'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];

export const COMPANY_INDUSTRIES = [
  'Tecnologia',
  'Saúde',
  'Educação',
  'Financeiro',
  'Varejo',
  'Serviços',
  'Indústria',
  'Consultoria',
  'Outros',
] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];

export const COMPANY_ROLES = ['admin', 'editor'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const EMPLOYMENT_TYPES = ['CLT', 'PJ', 'estagio', 'temporario', 'freelancer'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** SPEC §9 "Employment type labels"; anything else reads 'Não especificado' (rules/vacancies.ts). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  CLT: 'CLT',
  PJ: 'PJ',
  estagio: 'Estágio',
  temporario: 'Temporário',
  freelancer: 'Freelancer',
};

export const HOW_TO_RECEIVE = ['internal', 'external'] as const;
export type HowToReceive = (typeof HOW_TO_RECEIVE)[number];

export const APPLICATION_STATUSES = ['new', 'viewed', 'shortlisted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How often her job alert e-mails the new vacancies matching her profile (issue 21). */
export const JOB_ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const NEWS_TYPES = ['article', 'news'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** Platform-wide account roles: 'admin' publishes news and grants the diversity seal. */
export const ACCOUNT_ROLES = ['member', 'admin'] as const;

/**
 * An access invitation (issue 13): a role is offered, never imposed. Only a pending invitation
 * can be answered (accepted, declined) or cancelled by the admins who may grant.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** Every role an invitation may offer (a community's or a company's). */
export const INVITATION_ROLES = ['admin', 'moderator', 'editor', 'member'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/**
 * Reactions to a post (issue 16): one per member per post, changeable and removable. A small set
 * fit for a professional network; the labels are how each reads on its button.
 */
export const REACTION_KINDS = ['like', 'support', 'congrats', 'inspiring', 'brilliant'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS: Record<ReactionKind, string> = {
  like: 'Curtir',
  support: 'Apoiar',
  congrats: 'Parabéns',
  inspiring: 'Inspirador',
  brilliant: 'Genial',
};

/**
 * What a notification tells her (issue 16). `follow` and `connection` are ready for the network
 * of issue 17; every later feature adds its kinds here (the CHECK constraint reads this list).
 */
export const NOTIFICATION_KINDS = [
  'post_reaction',
  'post_comment',
  'comment_reply',
  'mention',
  'join_approved',
  'join_declined',
  'join_requested',
  'application_received',
  'application_status',
  'role_invitation',
  'follow',
  'connection_invitation',
  'connection',
  'content_removed',
  'moderation_warning',
  'event_promoted',
  'event_cancelled',
  // Mentoring (issue 20): a request reaches the mentora; her answer reaches the mentee.
  'mentoring_request',
  'mentoring_accepted',
  'mentoring_declined',
  // A session of her mentoring scheduled or cancelled by the other of the pair.
  'mentoring_session_scheduled',
  'mentoring_session_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Messages (issue 18): a conversation is between two members (direct; with a context when
 * company staff write about a vacancy) or a named group. Where a conversation sits for one
 * participant: her inbox, her requests (a first message from someone who is not her
 * connection), or declined (gone from her lists; the sender is not told).
 */
export const CONVERSATION_KINDS = ['direct', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_STATES = ['inbox', 'request', 'declined'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];
/** Her lists on /chat: the inbox, the requests, and what she archived. */
export const CONVERSATION_FOLDERS = ['inbox', 'requests', 'archived'] as const;
export type ConversationFolder = (typeof CONVERSATION_FOLDERS)[number];

/** Per kind, how she hears of it by e-mail: never, at each event, or in one daily digest. */
export const EMAIL_MODES = ['none', 'each', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * Events (issue 20): who organises one (a community, a company, or the platform itself), where
 * it happens, who may see it, whether it still happens, and where each attendee stands
 * ('going' counts against the capacity; 'waitlist' waits for a seat, oldest first).
 */
export const EVENT_ORGANISER_KINDS = ['community', 'company', 'platform'] as const;
export type EventOrganiserKind = (typeof EVENT_ORGANISER_KINDS)[number];
export const EVENT_MODES = ['online', 'in_person'] as const;
export type EventMode = (typeof EVENT_MODES)[number];
export const EVENT_VISIBILITIES = ['public', 'members', 'community'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export const RSVP_STATUSES = ['going', 'maybe', 'waitlist'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * Mentoring (issue 20): how a mentora meets (online, in person, both); a request's life
 * (pending → accepted | declined | cancelled by the mentee; accepted → ended by either); a
 * session online (with a link) or in person (with a place).
 */
export const MENTOR_FORMATS = ['online', 'in_person', 'both'] as const;
export type MentorFormat = (typeof MENTOR_FORMATS)[number];
export const MENTORING_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'ended'] as const;
export type MentoringRequestStatus = (typeof MENTORING_REQUEST_STATUSES)[number];
export const MENTORING_SESSION_MODES = ['online', 'in_person'] as const;
export type MentoringSessionMode = (typeof MENTORING_SESSION_MODES)[number];

/** Brazil's 27 federative units (26 states and the Distrito Federal), by their two-letter UF. */
export const BRAZIL_UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
