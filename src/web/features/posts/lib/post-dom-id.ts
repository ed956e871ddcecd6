/** The DOM id of a post's <article>, so focus can be moved to it after posting or deleting. */
export function postDomId(postId: string): string {
  return `postagem-${postId}`;
}
