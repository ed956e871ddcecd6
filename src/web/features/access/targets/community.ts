import { ACCESS_COPY } from '@domain/copy/access';
import { SHELL_COPY } from '@domain/copy/shell';
import { COMMUNITY_NICHE_LABELS } from '@domain/enums';
import { MSG } from '@domain/messages';
import { communityDetailSchema } from '@domain/schemas/communities';
import { communityInvitationInputSchema } from '@domain/schemas/invitations';
import { apiFetch } from '@web/lib/api';
import { accessCalls, type GrantTarget, type TargetSummary, targetKey, targetQuery } from './target';

/*
 * Communities (issue 7 contract, src/domain/schemas/communities.ts):
 *   GET  /api/communities/{id}                        header + viewer.canGrant
 *   GET  /api/communities/{id}/members                'Participantes atuais'
 *   …then the people search and the invitations of accessCalls (./target.ts), under
 *   /api/communities/{id} (src/domain/schemas/invitations.ts)
 */

const base = (id: string) => `/communities/${encodeURIComponent(id)}`;

export const communityTarget: GrantTarget = {
  kind: 'community',
  copy: ACCESS_COPY.targets.community,
  basePath: '/comunidades',
  createPath: '/criar-comunidade',
  // The labels the shell's 'Para Negócios' modal already uses, so a role reads the same everywhere.
  roles: [
    { value: 'member', label: ACCESS_COPY.roles.member },
    { value: 'moderator', label: MSG.communities.moderator },
    { value: 'admin', label: SHELL_COPY.business.roles.admin },
  ],
  grantSchema: communityInvitationInputSchema,

  detailQuery: (id) =>
    targetQuery([...targetKey('community', id), 'detail'], async ({ signal }): Promise<TargetSummary> => {
      const community = communityDetailSchema.parse(await apiFetch(base(id), { signal }));
      return {
        id: community.id,
        name: community.name,
        subtitle: COMMUNITY_NICHE_LABELS[community.niche],
        logoUrl: community.logoUrl,
        bannerUrl: community.bannerUrl,
        counts: [
          ACCESS_COPY.counts.members(community.viewer.memberCount),
          ACCESS_COPY.counts.followers(community.viewer.followerCount),
        ],
        canGrant: community.viewer.canGrant,
      };
    }),

  ...accessCalls('community', base, communityInvitationInputSchema),

  // Granting is for admins only (moderators run the community but cannot hand out roles).
  administered: (workspaces) =>
    workspaces.communities
      .filter((community) => community.role === 'admin')
      .map(({ id, name, logoUrl }) => ({ id, name, logoUrl })),
};
