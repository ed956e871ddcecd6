import type { Comment, CommentPage, MemberRef } from '@domain/schemas/conversation';
import type { Post } from '@domain/schemas/posts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { postQueryOptions, updateCachedPost } from '@web/features/posts/api';
import { apiFetch } from '@web/lib/api';

/*
 * Comments, replies and mention suggestions (src/domain/schemas/conversation.ts):
 *   GET    /api/posts/{id}/comments?cursor       → top-level comments, newest first (keyset)
 *   POST   /api/posts/{id}/comments { content, parentId? } → the comment (201)
 *   GET    /api/comments/{id}/replies?cursor     → its replies, oldest first (keyset)
 *   PATCH  /api/comments/{id} { content }        → the comment ('Editado')
 *   DELETE /api/comments/{id}                    → 204 (its replies go with it)
 *   GET    /api/mentions/suggestions?q           → members to mention
 * Mutations write their answer into every cache that shows it: the post's count and inline
 * comments (every feed holding it and its page, posts/api.ts updateCachedPost), its comment
 * pages and the parent's replies. Nothing is refetched but a parent's replies never loaded.
 */

const loadSchemas = () => import('@domain/schemas/conversation');

const KEY = 'conversation';
const enc = encodeURIComponent;

type Pages = InfiniteData<CommentPage, string | null>;

function pageOptions(key: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: async ({ pageParam, signal }): Promise<CommentPage> => {
      const url = pageParam ? `${path}?cursor=${enc(pageParam)}` : path;
      const [schemas, body] = await Promise.all([loadSchemas(), apiFetch(url, { signal })]);
      return schemas.commentPageSchema.parse(body);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The post's comments (not their replies), newest first, one keyset page at a time. */
export function commentsInfiniteQueryOptions(postId: string) {
  return pageOptions([KEY, 'comments', postId], `/posts/${enc(postId)}/comments`);
}

/** A comment's replies, oldest first, one keyset page at a time. */
export function repliesInfiniteQueryOptions(commentId: string) {
  return pageOptions([KEY, 'replies', commentId], `/comments/${enc(commentId)}/replies`);
}

/** Members whose name starts like `q` (accent-insensitive, the server's search). */
export function mentionSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [KEY, 'mentions', q.toLocaleLowerCase('pt-BR')],
    queryFn: async ({ signal }): Promise<MemberRef[]> => {
      const [schemas, body] = await Promise.all([
        loadSchemas(),
        apiFetch(`/mentions/suggestions?q=${enc(q)}`, { signal }),
      ]);
      return schemas.memberRefSchema.array().parse(body);
    },
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------------------------------------
// Cache updates

function mapPages(data: Pages | undefined, map: (items: Comment[]) => Comment[]): Pages | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: map(page.items) })) };
}

/** Every copy of the post's comments and of their replies, rewritten by `map`. */
function updateComments(
  queryClient: QueryClient,
  postId: string,
  map: (items: Comment[]) => Comment[],
  post: (post: Post) => Post = (p) => p,
): void {
  updateCachedPost(queryClient, postId, (p) => post({ ...p, comments: map(p.comments) }));
  queryClient.setQueryData<Pages>(commentsInfiniteQueryOptions(postId).queryKey, (data) =>
    mapPages(data, map),
  );
}

function updateReplies(queryClient: QueryClient, parentId: string, map: (items: Comment[]) => Comment[]) {
  queryClient.setQueryData<Pages>(repliesInfiniteQueryOptions(parentId).queryKey, (data) =>
    mapPages(data, map),
  );
}

const replace = (comment: Comment) => (items: Comment[]) =>
  items.map((item) => (item.id === comment.id ? comment : item));

const counted = (id: string, change: number) => (items: Comment[]) =>
  items.map((item) =>
    item.id === id ? { ...item, replyCount: Math.max(0, item.replyCount + change) } : item,
  );

const withCount = (change: number) => (post: Post) => ({
  ...post,
  commentCount: Math.max(0, post.commentCount + change),
});

async function parseComment(body: unknown): Promise<Comment> {
  return (await loadSchemas()).commentSchema.parse(body);
}

export interface NewCommentInput {
  content: string;
  /** Answering this comment (a top-level one: replies are one level deep). */
  parentId?: string | null;
}

/** Comments on the post, or replies: the new one joins the top of the comments or the end of the replies. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ content, parentId }: NewCommentInput) =>
      parseComment(
        await apiFetch(`/posts/${enc(postId)}/comments`, {
          method: 'POST',
          json: parentId ? { content, parentId } : { content },
        }),
      ),
    onSuccess: (comment) => {
      const parentId = comment.parentId;
      if (!parentId) {
        updateCachedPost(queryClient, postId, (post) => ({
          ...withCount(1)(post),
          comments: [comment, ...post.comments.filter((item) => item.id !== comment.id)],
        }));
        queryClient.setQueryData<Pages>(commentsInfiniteQueryOptions(postId).queryKey, (data) => {
          const [first, ...rest] = data?.pages ?? [];
          if (!data || !first) return data;
          return { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] };
        });
        return;
      }
      updateComments(queryClient, postId, counted(parentId, 1), withCount(1));
      const repliesKey = repliesInfiniteQueryOptions(parentId).queryKey;
      if (queryClient.getQueryData<Pages>(repliesKey)) {
        queryClient.setQueryData<Pages>(repliesKey, (data) => {
          if (!data) return data;
          const pages = [...data.pages];
          const last = pages.at(-1);
          if (last) pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
          return { ...data, pages };
        });
      } else {
        void queryClient.invalidateQueries({ queryKey: repliesKey });
      }
    },
  });
}

/** Her own comment, with new text: replaced wherever it shows. */
export function useEditComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, content }: { id: string; content: string }) =>
      parseComment(await apiFetch(`/comments/${enc(id)}`, { method: 'PATCH', json: { content } })),
    onSuccess: (comment) => {
      if (comment.parentId) updateReplies(queryClient, comment.parentId, replace(comment));
      else updateComments(queryClient, postId, replace(comment));
    },
  });
}

/**
 * After she blocks a comment's author (issue 19): every comment and reply list is read again, and
 * the post's page with its count (the feeds are read again by the block itself), so none of the
 * blocked member's comments stays in sight.
 */
export function useRefreshAfterBlock(postId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [KEY] });
    void queryClient.invalidateQueries({ queryKey: postQueryOptions(postId).queryKey });
  };
}

/** Removes a comment (and its replies) or a reply; the post's count drops by as many. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => apiFetch<void>(`/comments/${enc(comment.id)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, comment) => {
      const without = (items: Comment[]) => items.filter((item) => item.id !== comment.id);
      if (comment.parentId) {
        updateReplies(queryClient, comment.parentId, without);
        updateComments(queryClient, postId, counted(comment.parentId, -1), withCount(-1));
        return;
      }
      updateComments(queryClient, postId, without, withCount(-(1 + comment.replyCount)));
      queryClient.removeQueries({ queryKey: repliesInfiniteQueryOptions(comment.id).queryKey });
    },
  });
}
