import type { MentoringRequestStatus } from '../../enums.js';
import type { Policy } from './policy.js';

/**
 * Her standing towards a mentora's profile (issue 20): herself or not, a block either way, the
 * mentora's pause and what is left of her monthly capacity, and whether the two already have an
 * open request (pending or accepted).
 */
export type MentorSubject = {
  isSelf: boolean;
  blocked: boolean;
  paused: boolean;
  hasCapacity: boolean;
  openRequest: boolean;
};

export const MENTOR_POLICY = {
  /** Edit or pause her own mentor profile, or stop being a mentora. */
  edit: (s: MentorSubject) => s.isSelf,
  /** Ask this mentora for mentoring: anyone signed in but herself, with nothing in the way. */
  request: (s: MentorSubject) => !s.isSelf && !s.blocked && !s.paused && s.hasCapacity && !s.openRequest,
} satisfies Policy<MentorSubject, string>;
export type MentorAction = keyof typeof MENTOR_POLICY;

/** Her side of one mentoring request (someone outside the pair has no standing: 404). */
export type MentoringRequestSubject = {
  role: 'mentor' | 'mentee';
  status: MentoringRequestStatus;
  blocked: boolean;
};

const mentora = (s: MentoringRequestSubject) => s.role === 'mentor' && !s.blocked;
const accepted = (s: MentoringRequestSubject) => s.status === 'accepted' && !s.blocked;

export const MENTORING_REQUEST_POLICY = {
  /** Accept or decline: the mentora, while it waits. */
  accept: (s: MentoringRequestSubject) => mentora(s) && s.status === 'pending',
  decline: (s: MentoringRequestSubject) => mentora(s) && s.status === 'pending',
  /** Withdraw: the mentee, while it waits. */
  cancel: (s: MentoringRequestSubject) => s.role === 'mentee' && s.status === 'pending',
  /** End an accepted mentoring: either of the pair. */
  end: (s: MentoringRequestSubject) => s.status === 'accepted',
  /** Schedule a session: either of an accepted pair. */
  schedule: accepted,
} satisfies Policy<MentoringRequestSubject, string>;
export type MentoringRequestAction = keyof typeof MENTORING_REQUEST_POLICY;

/** Her standing towards one session of her mentoring (only the pair has one). */
export type MentoringSessionSubject = {
  cancelled: boolean;
  /** Its end has passed. */
  ended: boolean;
  /** She already left her feedback on it. */
  feedbackGiven: boolean;
};

export const MENTORING_SESSION_POLICY = {
  read: (_: MentoringSessionSubject) => true,
  /** Cancel it (either of the pair), until it ends. */
  cancel: (s: MentoringSessionSubject) => !s.cancelled && !s.ended,
  /** Private feedback, once, after the session took place. */
  feedback: (s: MentoringSessionSubject) => !s.cancelled && s.ended && !s.feedbackGiven,
} satisfies Policy<MentoringSessionSubject, string>;
export type MentoringSessionAction = keyof typeof MENTORING_SESSION_POLICY;
