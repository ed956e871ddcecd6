import type { Policy } from './policy.js';
import type { Relation } from './relation.js';

/** Her standing towards another member (issue 17): herself or not, and their relation. */
export type MemberSubject = { isSelf: boolean; relation: Relation };

const other = (s: MemberSubject) => !s.isSelf && !s.relation.blocked;

/**
 * Connecting is mutual and starts with an invitation; following is one-way. Nobody connects to
 * or follows herself, and a block between two members refuses all of it (issue 19 records
 * blocks). Removing a connection or a follow is always hers to do, block or not.
 */
export const MEMBER_POLICY = {
  connect: (s: MemberSubject) => other(s) && !s.relation.connected && s.relation.invitation === null,
  /** Answer (accept or decline) the invitation she received from this member. */
  answerInvitation: (s: MemberSubject) => other(s) && s.relation.invitation === 'received',
  /** Withdraw the invitation she sent to this member. */
  cancelInvitation: (s: MemberSubject) => !s.isSelf && s.relation.invitation === 'sent',
  disconnect: (s: MemberSubject) => !s.isSelf && s.relation.connected,
  follow: (s: MemberSubject) => other(s) && !s.relation.following,
  unfollow: (s: MemberSubject) => !s.isSelf && s.relation.following,
  /** Write to her (issue 18): a connection's inbox, or a request unless she turned them off. */
  message: (s: MemberSubject) => other(s) && s.relation.acceptsMessages,
  /**
   * Block her (issue 19): anyone but herself. A member a block already stands between does not
   * exist for her (no standing), so the rule never sees one; unblocking is hers alone, from the
   * list of the accounts she blocked, with no standing needed.
   */
  block: (s: MemberSubject) => !s.isSelf,
  /** Mute her (issue 19): her posts leave the feed; she is not told. */
  mute: (s: MemberSubject) => other(s) && !s.relation.muted,
  unmute: (s: MemberSubject) => !s.isSelf && s.relation.muted,
} satisfies Policy<MemberSubject, string>;
export type MemberAction = keyof typeof MEMBER_POLICY;
