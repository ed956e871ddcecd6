/**
 * How the actor stands towards the member who owns a resource (a post's author, a profile).
 * Rules that involve another member take it into account, so when blocking arrives (issue 19)
 * a block is one more fact the loaders read, not a new check in every module.
 */
export type Relation = {
  /** Either of the two blocked the other: every interaction between them is refused. */
  blocked: boolean;
};

/** No relation recorded between the two (the only one until blocking exists). */
export const NO_RELATION: Relation = { blocked: false };
