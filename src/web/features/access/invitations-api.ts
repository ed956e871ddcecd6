import {
  type InvitationAnswer,
  type InvitationPlace,
  invitationAnswerSchema,
  type MyInvitation,
  myInvitationSchema,
} from '@domain/schemas/invitations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCommunities } from '@web/features/communities/api';
import { invalidateCompanies } from '@web/features/companies/api';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/*
 * Her invitations (issue 13), for the 'Convites pendentes' section of /minhas-comunidades and
 * /minhas-empresas:
 *   GET  /api/me/invitations              her pending invitations, newest first
 *   POST /api/invitations/{id}/accept     { role } (the role she saw) → the answered invitation
 *   POST /api/invitations/{id}/decline    → the answered invitation
 * Apart from ./api.ts, because accepting refreshes the communities' and companies' own queries
 * (their api modules import ./api.ts).
 */

// Not under ['me']: that root survives sign-out (SESSION_QUERY_ROOTS), and this is her data.
const MY_INVITATIONS_KEY = ['invitations', 'mine'] as const;
const listSchema = z.array(myInvitationSchema);

export function myInvitationsQueryOptions() {
  return queryOptions({
    queryKey: MY_INVITATIONS_KEY,
    queryFn: async ({ signal }): Promise<MyInvitation[]> =>
      listSchema.parse(await apiFetch('/me/invitations', { signal })),
  });
}

export type InvitationDecision = 'accept' | 'decline';

/**
 * Accept (naming the role she saw) or decline. Afterwards her list refreshes, and on acceptance
 * so do the place's queries, her workspaces and whom she may post as: she has a new role.
 */
export function useAnswerInvitation(kind: InvitationPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      invitation,
      decision,
    }: {
      invitation: MyInvitation;
      decision: InvitationDecision;
    }): Promise<InvitationAnswer> =>
      invitationAnswerSchema.parse(
        await apiFetch(`/invitations/${encodeURIComponent(invitation.id)}/${decision}`, {
          method: 'POST',
          ...(decision === 'accept' ? { json: { role: invitation.role } } : {}),
        }),
      ),
    onSettled: (_answer, _error, { decision }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_KEY }),
        decision === 'accept'
          ? kind === 'community'
            ? invalidateCommunities(queryClient)
            : invalidateCompanies(queryClient)
          : null,
      ]),
  });
}
