import type { PostAudience } from '@domain/enums';
import type { AuthorOption, Post } from '@domain/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { type FeedScope, feedInfiniteQueryOptions, postKeys, updateCachedPost, updateFeeds } from './api';

/*
 * Publishing and editing a post (src/domain/schemas/posts.ts):
 *   POST   /api/posts            multipart: content, authorType, authorId, communityId?, audience?, image?
 *   PATCH  /api/posts/{id}       multipart: content, image? (replace), removeImage? ('true')
 * Only the composer's and the editor's forms use these, and they load when she opens them: so
 * these load with them, not with the feed's first render (issue 14's budgets). Each answer is
 * written into every cached feed (api.ts), so a new post shows at the top and an edit at once.
 */

export interface NewPostInput {
  content: string;
  authorType: AuthorOption['type'];
  authorId: string;
  communityId?: string | null;
  /** Who reads it (issue 17): sent only for her own post outside communities. */
  audience?: PostAudience;
  image?: File | null;
}

export interface PostEditInput {
  id: string;
  content: string;
  /** A new image replacing the current one. */
  image?: File | null;
  /** Drop the current image (ignored when a new one is sent). */
  removeImage?: boolean;
}

function createBody(input: NewPostInput): FormData {
  const body = new FormData();
  body.append('content', input.content);
  body.append('authorType', input.authorType);
  body.append('authorId', input.authorId);
  if (input.communityId) body.append('communityId', input.communityId);
  if (input.audience) body.append('audience', input.audience);
  if (input.image) body.append('image', input.image);
  return body;
}

function editBody(input: PostEditInput): FormData {
  const body = new FormData();
  body.append('content', input.content);
  if (input.image) body.append('image', input.image);
  else if (input.removeImage) body.append('removeImage', 'true');
  return body;
}

/**
 * Whether a feed shows this new post at its top: the whole feed does (in either order); a
 * community's, a company's or a member's only its own (a member's: what she posted as herself,
 * outside communities; whether her activity lists her community posts is the server's call).
 */
function belongsTo(post: Post, scope: FeedScope): boolean {
  if (scope.communityId && post.community?.id !== scope.communityId) return false;
  if (scope.companyId && !(post.author.type === 'company' && post.author.id === scope.companyId)) {
    return false;
  }
  if (scope.memberId) {
    return post.author.type === 'user' && post.author.id === scope.memberId && !post.community;
  }
  return true;
}

/** The server's answer, when it is the post itself; null means "refetch instead". */
async function parsePost(body: unknown): Promise<Post | null> {
  const parsed = (await import('@domain/schemas/posts')).postSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPostInput) =>
      parsePost(await apiFetch('/posts', { method: 'POST', body: createBody(input) })),
    onSuccess: async (post) => {
      if (!post) return queryClient.invalidateQueries({ queryKey: postKeys.lists });
      // At the top of every cached feed that shows it: each order of the whole feed, her activity…
      updateFeeds(queryClient, (data, scope) => {
        const [first, ...rest] = data.pages;
        if (!first || !belongsTo(post, scope)) return data;
        const items = [post, ...first.items.filter((item) => item.id !== post.id)];
        return { ...data, pages: [{ ...first, items }, ...rest] };
      });
      // …but her post into a community: her activity asks the server again.
      if (post.author.type === 'user' && post.community) {
        void queryClient.invalidateQueries({
          queryKey: feedInfiniteQueryOptions({ memberId: post.author.id }).queryKey,
        });
      }
    },
  });
}

export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostEditInput) =>
      parsePost(
        await apiFetch(`/posts/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: editBody(input) }),
      ),
    onSuccess: async (post) => {
      if (!post) return queryClient.invalidateQueries({ queryKey: postKeys.all });
      updateCachedPost(queryClient, post.id, () => post);
    },
  });
}
