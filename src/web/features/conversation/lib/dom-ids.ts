/** The DOM id of a comment's <article>: focus and a link's highlight (/publicacoes/{id}?comentario=…) find it. */
export function commentDomId(commentId: string): string {
  return `comentario-${commentId}`;
}

/** The DOM id of a post's comments region, which its count button controls. */
export function commentsRegionId(postId: string): string {
  return `comentarios-${postId}`;
}
