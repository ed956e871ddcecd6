import { CONVERSATION_CARD_COPY as CONVERSATION_COPY } from '@domain/copy/conversation-card';
import type { ReactionKind } from '@domain/enums';
import type { ReactionSummary, Reactor } from '@domain/schemas/conversation';
import { infiniteQueryOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { cachedPost, updateCachedPost } from '@web/features/posts/api';
import { apiFetch } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { withReaction } from './lib/reactions';

/*
 * Reactions to a post (src/domain/schemas/conversation.ts):
 *   PUT    /api/posts/{id}/reaction { kind } → the post's reaction summary (idempotent)
 *   DELETE /api/posts/{id}/reaction          → the summary
 *   GET    /api/posts/{id}/reactions?kind&cursor → who reacted, newest first (keyset)
 * Her reaction shows at once on every cached copy of the post (feeds, its page) and is rolled
 * back, with a toast, when the server refuses it; the server's summary then replaces the guess.
 */

// The schemas (and zod) load with the first request, not with the feed's code (issue 14).
const loadSchemas = () => import('@domain/schemas/conversation');

const KEY = 'conversation';
const enc = encodeURIComponent;

function setReactions(queryClient: QueryClient, postId: string, reactions: ReactionSummary) {
  updateCachedPost(queryClient, postId, (post) => ({ ...post, reactions }));
}

/**
 * Reacts with `kind`, or removes her reaction (null). The caller sends one change at a time
 * (ReactionButton ignores clicks while one is on its way), so no two requests contradict.
 */
export function useReaction(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [KEY, 'reaction', postId],
    mutationFn: async (kind: ReactionKind | null): Promise<ReactionSummary> => {
      const path = `/posts/${enc(postId)}/reaction`;
      const [schemas, body] = await Promise.all([
        loadSchemas(),
        kind ? apiFetch(path, { method: 'PUT', json: { kind } }) : apiFetch(path, { method: 'DELETE' }),
      ]);
      return schemas.reactionSummarySchema.parse(body);
    },
    onMutate: (kind) => {
      const previous = cachedPost(queryClient, postId)?.reactions;
      if (previous) setReactions(queryClient, postId, withReaction(previous, kind));
      return { previous };
    },
    onError: (_error, _kind, context) => {
      if (context?.previous) setReactions(queryClient, postId, context.previous);
      toast.error(CONVERSATION_COPY.reactions.error);
    },
    onSuccess: (summary) => {
      setReactions(queryClient, postId, summary);
      void queryClient.invalidateQueries({ queryKey: [KEY, 'reactors', postId] });
    },
  });
}

export interface ReactorPage {
  items: Reactor[];
  nextCursor: string | null;
}

/** Who reacted to the post (of one kind, or all), newest first, one keyset page at a time. */
export function reactorsInfiniteQueryOptions(postId: string, kind: ReactionKind | null) {
  return infiniteQueryOptions({
    queryKey: [KEY, 'reactors', postId, kind ?? 'all'],
    queryFn: async ({ pageParam, signal }): Promise<ReactorPage> => {
      const params = new URLSearchParams();
      if (kind) params.set('kind', kind);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      const [schemas, body] = await Promise.all([
        loadSchemas(),
        apiFetch(`/posts/${enc(postId)}/reactions${query ? `?${query}` : ''}`, { signal }),
      ]);
      return schemas.reactorPageSchema.parse(body);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
