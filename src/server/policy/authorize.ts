import { CHAT_ERRORS } from '../../domain/copy/chat-errors.js';
import { EVENTS_COPY } from '../../domain/copy/events.js';
import { MENTORING_ERRORS } from '../../domain/copy/mentoring.js';
import { MODERATION_ERRORS } from '../../domain/copy/moderation.js';
import { NETWORK_COPY } from '../../domain/copy/network.js';
import { SECURITY_COPY } from '../../domain/copy/security.js';
import { VACANCIES_SERVER_COPY } from '../../domain/copy/vacancies-server.js';
import { MSG } from '../../domain/messages.js';
import type { ReportItemType } from '../../domain/moderation-enums.js';
import { COMMENT_POLICY, type CommentAction } from '../../domain/rules/permissions/comment.js';
import { COMMUNITY_POLICY, type CommunityAction } from '../../domain/rules/permissions/community.js';
import { COMPANY_POLICY, type CompanyAction } from '../../domain/rules/permissions/company.js';
import {
  CONVERSATION_POLICY,
  type ConversationAction,
  MESSAGE_POLICY,
  type MessageAction,
} from '../../domain/rules/permissions/conversation.js';
import { EVENT_POLICY, type EventAction, readsEvent } from '../../domain/rules/permissions/event.js';
import { MEMBER_POLICY, type MemberAction } from '../../domain/rules/permissions/member.js';
import {
  MENTOR_POLICY,
  MENTORING_REQUEST_POLICY,
  MENTORING_SESSION_POLICY,
  type MentorAction,
  type MentoringRequestAction,
  type MentoringSessionAction,
} from '../../domain/rules/permissions/mentoring.js';
import {
  MODERATION_POLICY,
  type ModerationAction,
  REPORT_POLICY,
  type ReportSubject,
} from '../../domain/rules/permissions/moderation.js';
import {
  PLATFORM_POLICY,
  type PlatformAction,
  platformRoleOf,
} from '../../domain/rules/permissions/platform.js';
import { POST_POLICY, type PostAction } from '../../domain/rules/permissions/post.js';
import { applyRefusal, VACANCY_POLICY, type VacancyAction } from '../../domain/rules/permissions/vacancy.js';
import type { Executor } from '../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../lib/app-error.js';
import type { Actor } from './actor.js';
import {
  type ConversationStanding,
  conversationStanding,
  type MessageStanding,
  messageStanding,
} from './conversation-standing.js';
import { type EventStanding, eventStanding } from './event-standing.js';
import {
  type MentoringRequestStanding,
  type MentoringSessionStanding,
  type MentorStanding,
  mentoringRequestStanding,
  mentoringSessionStanding,
  mentorStanding,
} from './mentoring-standing.js';
import {
  type ModerationCaseStanding,
  moderationCaseStanding,
  reportStanding,
} from './moderation-standing.js';
import {
  type CommentStanding,
  type CommunityStanding,
  type CompanyStanding,
  commentStanding,
  communityStanding,
  companyStanding,
  type Lock,
  type MemberStanding,
  memberStanding,
  type PostStanding,
  postStanding,
  type VacancyStanding,
  vacancyStanding,
} from './standings.js';

// The one entry point for "may she do this?" (issue 15). Every module's routes and services
// ask here; the rules are the tables of domain/rules/permissions, which also yield the viewer
// flags the client receives. Refusals, in order: 401 without a session, 404 for a resource she
// cannot see (unknown, malformed, inactive), 403 when her standing does not allow the action
// (some actions explain why in their own words), 403 'two_factor_required' for a platform
// power used without two-factor sign-in.

type Kinds = {
  community: { standing: CommunityStanding; action: CommunityAction };
  company: { standing: CompanyStanding; action: CompanyAction };
  vacancy: { standing: VacancyStanding; action: VacancyAction };
  post: { standing: PostStanding; action: PostAction };
  comment: { standing: CommentStanding; action: CommentAction };
  member: { standing: MemberStanding; action: MemberAction };
  conversation: { standing: ConversationStanding; action: ConversationAction };
  message: { standing: MessageStanding; action: MessageAction };
  moderationCase: { standing: ModerationCaseStanding; action: ModerationAction };
  event: { standing: EventStanding; action: EventAction };
  mentor: { standing: MentorStanding; action: MentorAction };
  mentoringRequest: { standing: MentoringRequestStanding; action: MentoringRequestAction };
  mentoringSession: { standing: MentoringSessionStanding; action: MentoringSessionAction };
};
export type Kind = keyof Kinds;
export type ResourceAction<K extends Kind> = Kinds[K]['action'];

export type Resource<K extends Kind = Kind> = { kind: K; id: string };

type KindRules<K extends Kind> = {
  policy: { readonly [A in Kinds[K]['action']]: (standing: Kinds[K]['standing']) => boolean };
  load(db: Executor, actor: Actor, id: string, lock?: Lock): Promise<Kinds[K]['standing'] | null>;
  notFound(): AppError;
  /** The refusal for an action she may not take; 403 'Você não tem permissão…' unless said. */
  refusal?(standing: Kinds[K]['standing'], action: Kinds[K]['action']): AppError | undefined;
  /** Powers that also need her second factor. */
  strong?: readonly Kinds[K]['action'][];
};

const vacancyNotFound = () => notFound(VACANCIES_SERVER_COPY.notFound);

const RULES: { [K in Kind]: KindRules<K> } = {
  event: {
    policy: EVENT_POLICY,
    load: eventStanding,
    notFound: () => notFound(EVENTS_COPY.errors.notFound),
    refusal(standing, action) {
      const E = EVENTS_COPY.errors;
      // An event she may not read does not exist for her.
      if (!readsEvent(standing)) return notFound(E.notFound);
      if (standing.kind === 'platform' && standing.role === 'admin' && !standing.secondFactor)
        return twoFactorRequired();
      if (action === 'withdraw') return notFound(E.notFound);
      if (action === 'rsvp' || action === 'edit' || action === 'cancel') {
        if (!standing.scheduled) return conflict(action === 'cancel' ? E.alreadyCancelled : E.cancelled);
        if (action === 'rsvp' && standing.ended) return conflict(E.ended);
      }
      return undefined;
    },
  },
  community: {
    policy: COMMUNITY_POLICY,
    load: communityStanding,
    notFound: () => notFound(MSG.communities.notFound),
  },
  company: {
    policy: COMPANY_POLICY,
    load: companyStanding,
    notFound: () => notFound(MSG.companies.notFound),
    strong: ['seal'],
  },
  vacancy: {
    policy: VACANCY_POLICY,
    load: vacancyStanding,
    notFound: vacancyNotFound,
    refusal(standing, action) {
      if (action === 'withdraw') return notFound(VACANCIES_SERVER_COPY.applicationNotFound);
      if (action !== 'apply') return undefined;
      switch (applyRefusal(standing)) {
        case 'staff':
          return forbidden(VACANCIES_SERVER_COPY.staffCannotApply);
        case 'closed':
          return conflict(VACANCIES_SERVER_COPY.closed);
        case 'external':
          return conflict(VACANCIES_SERVER_COPY.external);
        case 'applied':
          return conflict(VACANCIES_SERVER_COPY.alreadyApplied);
        default:
          return undefined;
      }
    },
  },
  post: {
    policy: POST_POLICY,
    load: postStanding,
    notFound: () => notFound(MSG.common.notFound),
    // A post she may not read does not exist for her (a private community's, say).
    refusal: (standing) => (standing.visible ? undefined : notFound(MSG.common.notFound)),
  },
  comment: {
    policy: COMMENT_POLICY,
    load: commentStanding,
    notFound: () => notFound(MSG.common.notFound),
  },
  member: {
    policy: MEMBER_POLICY,
    load: memberStanding,
    notFound: () => notFound(NETWORK_COPY.errors.memberNotFound),
    refusal(standing, action) {
      const E = NETWORK_COPY.errors;
      if (standing.isSelf) return badRequest(action === 'message' ? CHAT_ERRORS.self : E.self);
      const { relation } = standing;
      if (action === 'connect' && relation.connected) return conflict(E.alreadyConnected);
      if (action === 'connect' && relation.invitation === 'sent') return conflict(E.alreadyInvited);
      if (action === 'answerInvitation' || action === 'cancelInvitation')
        return notFound(E.invitationNotFound);
      if (action === 'message')
        return forbidden(relation.acceptsMessages ? CHAT_ERRORS.notAllowed : CHAT_ERRORS.requestsClosed);
      return undefined;
    },
  },
  conversation: {
    policy: CONVERSATION_POLICY,
    load: conversationStanding,
    notFound: () => notFound(CHAT_ERRORS.conversationNotFound),
    refusal(standing, action) {
      if (action === 'send' && standing.blocked) return forbidden(CHAT_ERRORS.notAllowed);
      if (action === 'addMembers' || action === 'leave') return badRequest(CHAT_ERRORS.notGroup);
      return undefined;
    },
  },
  message: {
    policy: MESSAGE_POLICY,
    load: messageStanding,
    notFound: () => notFound(CHAT_ERRORS.messageNotFound),
    refusal(standing, action) {
      if (!standing.isAuthor) return undefined;
      if (standing.deleted) return conflict(CHAT_ERRORS.deleted);
      if (action === 'edit' && !standing.editable) return conflict(CHAT_ERRORS.editWindow);
      return undefined;
    },
  },
  moderationCase: {
    policy: MODERATION_POLICY,
    load: moderationCaseStanding,
    notFound: () => notFound(MODERATION_ERRORS.caseNotFound),
    refusal(standing, action) {
      const E = MODERATION_ERRORS;
      if (action === 'requestReview')
        return standing.isAuthor ? conflict(E.reviewNotAllowed) : notFound(E.caseNotFound);
      // A case she does not moderate does not exist for her.
      if (!MODERATION_POLICY.view(standing)) {
        return standing.lacksSecondFactor ? twoFactorRequired() : notFound(E.caseNotFound);
      }
      if (!standing.pending) return conflict(E.caseClosed);
      if (action === 'remove') return badRequest(E.notRemovable);
      return undefined;
    },
  },
  mentor: {
    policy: MENTOR_POLICY,
    load: mentorStanding,
    notFound: () => notFound(MENTORING_ERRORS.mentorNotFound),
    refusal(standing, action) {
      const E = MENTORING_ERRORS;
      // A block either way: the mentora does not exist for her.
      if (standing.blocked) return notFound(E.mentorNotFound);
      if (action === 'edit') return notFound(E.notMentor);
      if (standing.isSelf) return badRequest(E.self);
      if (standing.openRequest) return conflict(E.alreadyRequested);
      if (standing.paused) return conflict(E.paused);
      if (!standing.hasCapacity) return conflict(E.full);
      return undefined;
    },
  },
  mentoringRequest: {
    policy: MENTORING_REQUEST_POLICY,
    load: mentoringRequestStanding,
    notFound: () => notFound(MENTORING_ERRORS.requestNotFound),
    refusal(standing, action) {
      const E = MENTORING_ERRORS;
      if (standing.blocked) return notFound(E.requestNotFound);
      if (action === 'schedule' || action === 'end') return conflict(E.notAccepted);
      // Hers to answer only as the mentora, to withdraw only as the mentee: 404 otherwise.
      if ((action === 'accept' || action === 'decline') && standing.role !== 'mentor')
        return notFound(E.requestNotFound);
      if (action === 'cancel' && standing.role !== 'mentee') return notFound(E.requestNotFound);
      return conflict(E.alreadyAnswered);
    },
  },
  mentoringSession: {
    policy: MENTORING_SESSION_POLICY,
    load: mentoringSessionStanding,
    notFound: () => notFound(MENTORING_ERRORS.sessionNotFound),
    refusal(standing, action) {
      const E = MENTORING_ERRORS;
      if (standing.cancelled) return conflict(E.sessionCancelled);
      if (action === 'cancel') return conflict(E.sessionOver);
      if (!standing.ended) return conflict(E.notEnded);
      return conflict(E.feedbackGiven);
    },
  },
};

function refuse<K extends Kind>(
  rules: KindRules<K>,
  standing: Kinds[K]['standing'],
  action: Kinds[K]['action'],
) {
  return rules.refusal?.(standing, action) ?? forbidden(MSG.common.forbidden);
}

/**
 * A platform power, decided on the actor alone (her platform role and her second factor are part
 * of her session, so no query): 401 without a session, 403 unless the platform table allows it,
 * then 403 'two_factor_required', since every platform power needs two-factor sign-in.
 */
export function authorizePlatform(
  actor: Actor | null | undefined,
  action: PlatformAction,
): asserts actor is Actor {
  if (!actor) throw unauthorized(MSG.common.unauthorized);
  if (!PLATFORM_POLICY[action]({ role: platformRoleOf(actor.role) })) throw forbidden(MSG.common.forbidden);
  if (actor.twoFactorEnabled !== true) throw twoFactorRequired();
}

const twoFactorRequired = () =>
  new AppError(403, 'two_factor_required', SECURITY_COPY.errors.adminRequiresTwoFactor);

/**
 * Her standing towards the resource when the action is allowed; throws the refusal otherwise.
 * With `lock`, the resource's row stays locked until the transaction of `db` ends (call it with
 * the transaction that then changes things).
 */
export async function authorize<K extends Kind>(
  db: Executor,
  actor: Actor | null | undefined,
  resource: Resource<K>,
  action: Kinds[K]['action'],
  options: { lock?: Lock } = {},
): Promise<Kinds[K]['standing']> {
  if (!actor) throw unauthorized(MSG.common.unauthorized);
  const rules = RULES[resource.kind] as KindRules<K>;
  const standing = await rules.load(db, actor, resource.id, options.lock);
  if (!standing) throw rules.notFound();
  if (!rules.policy[action](standing)) throw refuse(rules, standing, action);
  if (rules.strong?.includes(action) && actor.twoFactorEnabled !== true) {
    throw twoFactorRequired();
  }
  return standing;
}

/**
 * The resource, found (and with `lock`, locked for the rest of the transaction) without deciding
 * anything: for what every member may do (join, follow, read a company's feed) or what is not
 * hers to allow (applying a role she was offered); 404 when it does not exist.
 */
export async function requireResource<K extends Kind>(
  db: Executor,
  resource: Resource<K>,
  options: { lock?: Lock } = {},
): Promise<Kinds[K]['standing']> {
  const rules = RULES[resource.kind] as KindRules<K>;
  // Nobody's standing is read: the id is enough to find (and lock) the row.
  const standing = await rules.load(db, { id: NOBODY }, resource.id, options.lock);
  if (!standing) throw rules.notFound();
  return standing;
}

/**
 * Another member she may see (her profile's network, her activity): a block either way hides
 * each from the other, so she answers 404 like an unknown member.
 */
export async function requireMember(db: Executor, actor: Actor, id: string): Promise<MemberStanding> {
  const standing = await memberStanding(db, actor, id);
  if (!standing) throw RULES.member.notFound();
  return standing;
}

/** A user id that matches no member: standings read for nobody in particular. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Whether the action is allowed, without a refusal: an unknown resource is one she may not act on. */
export async function permits<K extends Kind>(
  db: Executor,
  actor: Actor,
  resource: Resource<K>,
  action: Kinds[K]['action'],
): Promise<boolean> {
  const rules = RULES[resource.kind] as KindRules<K>;
  const standing = await rules.load(db, actor, resource.id);
  return standing !== null && rules.policy[action](standing);
}

/**
 * Reporting an item (issue 19, REPORT_POLICY): 401 without a session, 404 for what she cannot
 * see (unknown, hidden from her, a message of a conversation she is not in), 400 for her own.
 */
export async function authorizeReport(
  db: Executor,
  actor: Actor | null | undefined,
  type: ReportItemType,
  id: string,
): Promise<ReportSubject> {
  if (!actor) throw unauthorized(MSG.common.unauthorized);
  const standing = await reportStanding(db, actor, type, id);
  if (!standing?.visible) throw notFound(MODERATION_ERRORS.itemNotFound);
  if (!REPORT_POLICY.report(standing)) throw badRequest(MODERATION_ERRORS.own);
  return standing;
}
