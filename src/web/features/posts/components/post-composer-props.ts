import type { AuthorOption, Post } from '@domain/schemas/posts';

/** Someone she may post as; `logoUrl` is the picture shown beside the choice. */
export type ComposerAuthor = Pick<AuthorOption, 'id' | 'name' | 'type' | 'logoUrl'>;

export interface PostComposerProps {
  /**
   * Post only as this author, with no choice (SPEC §6: posting on a company page forces company
   * authorship). Omitted: she chooses among GET /api/posts/author-options.
   */
  author?: ComposerAuthor;
  /** Post into this community (a community's own feed): her profile or the community speaks. */
  community?: { id: string; name: string };
  /** After a post is published (null when the server's answer was not the post itself). */
  onPublished?: (post: Post | null) => void;
}
