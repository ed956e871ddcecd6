/**
 * How the actor stands towards another member: the owner of a resource (a post's author, a
 * profile). Rules that involve another member take it into account; the server reads it in one
 * statement (server/policy/relation.ts) and every rule receives the same answer.
 */
export type Relation = {
  /** Either of the two blocked the other: every interaction between them is refused. */
  blocked: boolean;
  /** They are connections (mutual, issue 17). */
  connected: boolean;
  /** She follows the other member (one-way). */
  following: boolean;
  /** A connection invitation waits between them: one she sent, or one she received. */
  invitation: 'sent' | 'received' | null;
  /**
   * The other member takes her messages (issue 18): they are connected, or the other has not
   * turned off requests from members who are not her connections.
   */
  acceptsMessages: boolean;
  /** She muted the other (issue 19): the other's posts leave her feed; nothing else changes. */
  muted: boolean;
};

/** No relation recorded between the two. */
export const NO_RELATION: Relation = {
  blocked: false,
  connected: false,
  following: false,
  invitation: null,
  acceptsMessages: true,
  muted: false,
};
