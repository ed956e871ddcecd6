import type { CommunityNiche } from '@domain/enums';
import {
  type CommunityDetail,
  type CommunityInput,
  type CommunityPage,
  communityDetailSchema,
  communityPageSchema,
  type JoinRequest,
  joinRequestSchema,
  type MyCommunity,
  myCommunitySchema,
  type ViewerState,
  viewerStateSchema,
} from '@domain/schemas/communities';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { workspacesQueryOptions } from '@web/features/access/api';
import { authorOptionsQueryOptions, feedInfiniteQueryOptions } from '@web/features/posts/api';
import { apiFetch } from '@web/lib/api';
import { type DetailCache, imageUploadBody, useDetailMutation } from '@web/lib/detail-mutation';
import { z } from 'zod';

/*
 * Every call of the communities API (contract: src/domain/schemas/communities.ts, route list at
 * its top). Query keys are declared only here, all under the COMMUNITIES_QUERY_ROOT, so one
 * invalidation of the root refreshes the explore list, her lists, every detail page and the
 * feed's 'Comunidades Ativas' box (['communities', 'mine-active', …] in posts/api.ts).
 *
 * Sections: keys · explore · mine · one community · create and edit · images · (detail page).
 */

// ---------------------------------------------------------------------------------------------
// Keys

export const COMMUNITIES_QUERY_ROOT = ['communities'] as const;

const keys = {
  explore: (filter: ExploreFilter) =>
    [...COMMUNITIES_QUERY_ROOT, 'explore', { niche: filter.niche ?? null, q: filter.q ?? '' }] as const,
  mine: () => [...COMMUNITIES_QUERY_ROOT, 'mine'] as const,
  detail: (id: string) => [...COMMUNITIES_QUERY_ROOT, 'detail', id] as const,
};

function communityPath(id: string, rest = ''): string {
  return `/communities/${encodeURIComponent(id)}${rest}`;
}

/**
 * After a community is created, edited or re-imaged: every community query, her workspaces (the
 * shell's 'Para Negócios' modal and contextual menus list the ones she runs) and whom she may
 * post as (a new community of hers is one more author, with its name and logo).
 */
export function invalidateCommunities(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: COMMUNITIES_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: authorOptionsQueryOptions().queryKey }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Explore (/rede): active communities, filtered by niche and text

export interface ExploreFilter {
  niche?: CommunityNiche | null;
  /** Trimmed search text; empty means no text filter. */
  q?: string;
}

function explorePath(filter: ExploreFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filter.niche) params.set('niche', filter.niche);
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `/communities?${query}` : '/communities';
}

/** One keyset page at a time (the server's default page size); the previous list stays shown while a new filter loads. */
export function exploreInfiniteQueryOptions(filter: ExploreFilter = {}) {
  return infiniteQueryOptions({
    queryKey: keys.explore(filter),
    queryFn: async ({ pageParam, signal }): Promise<CommunityPage> =>
      communityPageSchema.parse(await apiFetch(explorePath(filter, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// Mine (/minhas-comunidades): the communities she runs or joined, with her role (issue 22)

export function myCommunitiesQueryOptions() {
  return queryOptions({
    queryKey: keys.mine(),
    queryFn: async ({ signal }): Promise<MyCommunity[]> =>
      z.array(myCommunitySchema).parse(await apiFetch('/communities/mine', { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// One community (detail page, edit form): with the viewer's relation and permissions

export function communityQueryOptions(id: string) {
  return queryOptions({
    queryKey: keys.detail(id),
    queryFn: async ({ signal }): Promise<CommunityDetail> =>
      communityDetailSchema.parse(await apiFetch(communityPath(id), { signal })),
  });
}

// ---------------------------------------------------------------------------------------------
// Create and edit

/** Create, edit and the images answer with the community: into its cached detail, then the lists. */
const DETAIL_CACHE: DetailCache = { detailKey: keys.detail, invalidate: invalidateCommunities };

/** POST /api/communities: the community and her admin membership, in one transaction. */
export function useCreateCommunity() {
  return useDetailMutation(
    DETAIL_CACHE,
    async (input: CommunityInput): Promise<CommunityDetail> =>
      communityDetailSchema.parse(await apiFetch('/communities', { method: 'POST', json: input })),
  );
}

/** PUT /api/communities/{id} (admins and moderators). */
export function useUpdateCommunity() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({ id, input }: { id: string; input: CommunityInput }): Promise<CommunityDetail> =>
      communityDetailSchema.parse(await apiFetch(communityPath(id), { method: 'PUT', json: input })),
  );
}

// ---------------------------------------------------------------------------------------------
// Images: POST /api/communities/{id}/logo | /banner, multipart field `file` → the community

export type CommunityImageKind = 'logo' | 'banner';

export function useUploadCommunityImage() {
  return useDetailMutation(
    DETAIL_CACHE,
    async ({
      id,
      kind,
      file,
    }: {
      id: string;
      kind: CommunityImageKind;
      file: File;
    }): Promise<CommunityDetail> =>
      communityDetailSchema.parse(
        await apiFetch(communityPath(id, `/${kind}`), { method: 'POST', body: imageUploadBody(file) }),
      ),
  );
}

// ---------------------------------------------------------------------------------------------
// Detail page (/comunidades/{id}): membership, follow, delete, join requests — added below.

// =============================================================================================
// Detail page (/comunidades/{id}) — owned by the detail page.
//   POST   /join · DELETE /membership · PUT|DELETE /follow   → the viewer state, written into the
//          cached detail at once (counts and buttons update from the server's answer)
//   GET    /requests · POST /requests/{userId}/approve|decline (admins and moderators)
//   DELETE /communities/{id}                                 (admins and moderators)

const detailPageKeys = {
  requests: (id: string) => [...COMMUNITIES_QUERY_ROOT, 'requests', id] as const,
};

/** Every community query except this community's own detail and requests (already up to date). */
function otherCommunityQueries(id: string) {
  return {
    queryKey: COMMUNITIES_QUERY_ROOT,
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[2] !== id,
  };
}

/** The viewer's new state into the cached detail (counts live both at the top and in `viewer`). */
function writeViewer(queryClient: QueryClient, id: string, viewer: ViewerState) {
  queryClient.setQueryData<CommunityDetail>(keys.detail(id), (old) =>
    old ? { ...old, viewer, memberCount: viewer.memberCount, followerCount: viewer.followerCount } : old,
  );
}

export type MembershipAction = 'join' | 'leave';

/**
 * Join (approved at once, or pending when the community requires approval) or leave — leaving
 * also cancels a pending request. Her lists, the feed's 'Comunidades Ativas' and, since leaving
 * may drop an admin or moderator role, her workspaces and author options are refreshed.
 */
export function useCommunityMembership(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: MembershipAction): Promise<ViewerState> =>
      viewerStateSchema.parse(
        await apiFetch(action === 'join' ? communityPath(id, '/join') : communityPath(id, '/membership'), {
          method: action === 'join' ? 'POST' : 'DELETE',
        }),
      ),
    onSuccess: (viewer, action) => {
      writeViewer(queryClient, id, viewer);
      void queryClient.invalidateQueries(otherCommunityQueries(id));
      if (action === 'leave') {
        void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: authorOptionsQueryOptions().queryKey });
      }
    },
  });
}

/** One of her switches about the community (PUT on, DELETE off), answering her viewer state. */
function useViewerSwitch(
  id: string,
  path: '/follow' | '/mute',
  onChanged: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<ViewerState> =>
      viewerStateSchema.parse(await apiFetch(communityPath(id, path), { method: on ? 'PUT' : 'DELETE' })),
    onSuccess: (viewer) => {
      writeViewer(queryClient, id, viewer);
      onChanged(queryClient);
    },
  });
}

/** Follow (`true`) or stop following (`false`). */
export function useFollowCommunity(id: string) {
  return useViewerSwitch(id, '/follow', (queryClient) => {
    void queryClient.invalidateQueries(otherCommunityQueries(id));
  });
}

/** Mute (`true`: its posts leave her feed, issue 19) or unmute (`false`). */
export function useMuteCommunity(id: string) {
  return useViewerSwitch(id, '/mute', (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2) });
  });
}

/** Pending join requests (admins and moderators), oldest first as the server sends them. */
export function joinRequestsQueryOptions(id: string) {
  return queryOptions({
    queryKey: detailPageKeys.requests(id),
    queryFn: async ({ signal }): Promise<JoinRequest[]> =>
      z.array(joinRequestSchema).parse(await apiFetch(communityPath(id, '/requests'), { signal })),
  });
}

export type RequestDecision = 'approve' | 'decline';

/**
 * Approve or decline one request. The request leaves the cached list at once; an approval
 * changes the member count, so the detail (and the lists showing counts) are refetched.
 */
export function useDecideJoinRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: RequestDecision }) =>
      apiFetch<void>(communityPath(id, `/requests/${encodeURIComponent(userId)}/${decision}`), {
        method: 'POST',
      }),
    onSuccess: (_nothing, { userId, decision }) => {
      queryClient.setQueryData<JoinRequest[]>(detailPageKeys.requests(id), (old) =>
        old?.filter((request) => request.userId !== userId),
      );
      if (decision === 'approve') {
        void queryClient.invalidateQueries({
          queryKey: COMMUNITIES_QUERY_ROOT,
          predicate: (query) => query.queryKey[1] !== 'requests',
        });
      }
    },
  });
}

/**
 * DELETE /api/communities/{id}. The page navigates away on success; this community's own
 * queries are left alone (refetching them now would only answer 404 under the leaving page),
 * everything else about communities, and her workspaces, is refreshed.
 */
export function useDeleteCommunity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(communityPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.cancelQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries(otherCommunityQueries(id));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: authorOptionsQueryOptions().queryKey });
      // Every feed: the community's posts are gone with it.
      void queryClient.invalidateQueries({ queryKey: feedInfiniteQueryOptions().queryKey.slice(0, 2) });
    },
  });
}
