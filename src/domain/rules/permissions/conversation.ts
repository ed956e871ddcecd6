import type { ConversationKind, ConversationState } from '../../enums.js';
import type { Policy } from './policy.js';

/**
 * Her standing in one conversation (issue 18): whether she takes part (a former group member
 * and a stranger do not: the conversation does not exist for them), where it sits for her, and
 * what kind it is. Platform administrators have no standing here: messages are read by their
 * participants only.
 */
export type ConversationSubject = {
  participant: boolean;
  kind: ConversationKind;
  state: ConversationState | null;
  /** A block stands between her and the other member of a direct conversation (issue 19). */
  blocked: boolean;
};

const inIt = (s: ConversationSubject) => s.participant;

export const CONVERSATION_POLICY = {
  read: inIt,
  /** Writing answers a request: her own message moves the conversation to her inbox. */
  send: (s: ConversationSubject) => inIt(s) && !s.blocked,
  /** Mute, archive, mark read. */
  organise: inIt,
  /** A request she received: accept (to her inbox) or decline (the sender is not told). */
  answerRequest: (s: ConversationSubject) => inIt(s) && s.state === 'request',
  /** Add her connections to a group. */
  addMembers: (s: ConversationSubject) => inIt(s) && s.kind === 'group',
  leave: (s: ConversationSubject) => inIt(s) && s.kind === 'group',
  /**
   * Block the other member of a direct conversation (issue 19; the member policy's `block`, as
   * the thread's menu offers it): not once a block stands between them.
   */
  blockOther: (s: ConversationSubject) => inIt(s) && s.kind === 'direct' && !s.blocked,
} satisfies Policy<ConversationSubject, string>;
export type ConversationAction = keyof typeof CONVERSATION_POLICY;

/** Her standing towards one message of a conversation she takes part in. */
export type MessageSubject = {
  isAuthor: boolean;
  deleted: boolean;
  /** Still inside the edit window (MESSAGE_EDIT_WINDOW_MINUTES since it was sent). */
  editable: boolean;
};

export const MESSAGE_POLICY = {
  edit: (s: MessageSubject) => s.isAuthor && !s.deleted && s.editable,
  /** Delete for everyone: 'Mensagem apagada' stays in its place. */
  delete: (s: MessageSubject) => s.isAuthor && !s.deleted,
} satisfies Policy<MessageSubject, string>;
export type MessageAction = keyof typeof MESSAGE_POLICY;
