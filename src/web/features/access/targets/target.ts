import type { AccessTargetCopy } from '@domain/copy/access';
import { type AccessMember, accessMemberSchema } from '@domain/schemas/communities';
import {
  type GrantAnswer,
  grantAnswerSchema,
  type InvitationInput,
  type PlaceInvitation,
  placeInvitationSchema,
} from '@domain/schemas/invitations';
import type { Workspaces } from '@domain/schemas/workspaces';
import {
  type QueryFunction,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { z } from 'zod';

/*
 * The grant access page works on a "target": a community (issue 7) or a company (issue 8). Each
 * kind is one adapter object below; the page and its components only ever talk to the adapter,
 * so a new kind (or a change in one kind's API) never touches them.
 */

export type TargetKind = 'community' | 'company';

/** What the page's header shows, whatever the kind. */
export interface TargetSummary {
  id: string;
  name: string;
  /** Niche of a community, industry of a company. */
  subtitle: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  /** Already worded: '12 membros', '3 seguidores'. */
  counts: string[];
  /** The server's word on whether she may grant access here (admins only). */
  canGrant: boolean;
}

/**
 * A person she may grant access to (GET …/access/candidates?q=: found by name only). Tolerant
 * on purpose: the server's schema lives beside its query (modules/access/candidates.ts).
 */
export const accessCandidateSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullish(),
  email: z.string().nullish(),
  slug: z.string().nullish(),
  profileImageUrl: z.string().nullish(),
});
export type AccessCandidate = z.infer<typeof accessCandidateSchema>;
export const accessCandidateListSchema = z.array(accessCandidateSchema);

export interface AccessRole {
  value: string;
  label: string;
}

/** What the form sends: POST …/invitations {userId | email, role} → GrantAnswer. */
export type GrantInput = InvitationInput;

/** Her communities or companies on the no-id page, as links to their grant pages. */
export interface WorkspaceChoice {
  id: string;
  name: string;
  logoUrl: string | null;
}

export interface GrantTarget {
  kind: TargetKind;
  copy: AccessTargetCopy;
  /** '/comunidades' or '/empresas': the target's page is `${basePath}/{id}`. */
  basePath: string;
  /** Where the no-id page's empty state sends her to create one. */
  createPath: string;
  /** The roles of the selector, in order, with their labels (also used for the members list). */
  roles: readonly AccessRole[];
  /** The form's schema: the same one the server parses (messages included). */
  grantSchema: z.ZodType<GrantInput, GrantInput>;
  detailQuery: (id: string) => TargetQuery<TargetSummary>;
  membersQuery: (id: string) => TargetQuery<AccessMember[]>;
  /** `query` is already trimmed and non-empty. */
  candidatesQuery: (id: string, query: string) => TargetQuery<AccessCandidate[]>;
  /** Offers a role: an invitation, or a lower role at once (the answer says which). */
  grantMutation: (id: string) => UseMutationOptions<GrantAnswer, Error, GrantInput>;
  /** The place's pending invitations (those who may grant). */
  invitationsQuery: (id: string) => TargetQuery<PlaceInvitation[]>;
  cancelMutation: (id: string) => UseMutationOptions<void, Error, string>;
  /** The ones she may grant access in (she administers), from GET /api/me/workspaces. */
  administered: (workspaces: Workspaces) => WorkspaceChoice[];
}

/** The query options of an adapter (one shape for every kind, so the page can use any). */
export function targetQuery<T>(queryKey: QueryKey, queryFn: QueryFunction<T, QueryKey>) {
  return queryOptions<T, Error, T, QueryKey>({ queryKey, queryFn });
}
export type TargetQuery<T> = ReturnType<typeof targetQuery<T>>;

/** Root of every query of one target's page: [ 'access', kind, id, … ]. */
export function targetKey(kind: TargetKind, id: string) {
  return ['access', kind, id] as const;
}

/** The label of a role value, or the value itself for a role this page does not know. */
export function roleLabel(target: GrantTarget, role: string): string {
  return target.roles.find((option) => option.value === role)?.label ?? role;
}

const memberListSchema = z.array(accessMemberSchema);

const invitationListSchema = z.array(placeInvitationSchema);

/**
 * The calls every kind makes the same way under its own `base(id)` (e.g. '/communities/{id}'):
 *   GET    {base}/members                      'Participantes atuais'
 *   GET    {base}/access/candidates?q=         people she may pick, by name (admins only)
 *   POST   {base}/invitations                  `grantSchema` → GrantAnswer (admins only)
 *   GET    {base}/invitations                  pending invitations (admins only)
 *   DELETE {base}/invitations/{invitationId}   cancel one → 204
 */
export function accessCalls(
  kind: TargetKind,
  base: (id: string) => string,
  grantSchema: GrantTarget['grantSchema'],
): Pick<
  GrantTarget,
  'membersQuery' | 'candidatesQuery' | 'grantMutation' | 'invitationsQuery' | 'cancelMutation'
> {
  return {
    membersQuery: (id) =>
      targetQuery([...targetKey(kind, id), 'members'], async ({ signal }) =>
        memberListSchema.parse(await apiFetch(`${base(id)}/members`, { signal })),
      ),

    candidatesQuery: (id, query) =>
      targetQuery(
        [...targetKey(kind, id), 'candidates', query],
        async ({ signal }): Promise<AccessCandidate[]> =>
          accessCandidateListSchema.parse(
            await apiFetch(`${base(id)}/access/candidates?q=${encodeURIComponent(query)}`, { signal }),
          ),
      ),

    grantMutation: (id) => ({
      mutationKey: [...targetKey(kind, id), 'grant'],
      mutationFn: async (input: GrantInput) =>
        grantAnswerSchema.parse(
          await apiFetch(`${base(id)}/invitations`, { method: 'POST', json: grantSchema.parse(input) }),
        ),
    }),

    invitationsQuery: (id) =>
      targetQuery([...targetKey(kind, id), 'invitations'], async ({ signal }) =>
        invitationListSchema.parse(await apiFetch(`${base(id)}/invitations`, { signal })),
      ),

    cancelMutation: (id) => ({
      mutationKey: [...targetKey(kind, id), 'cancel'],
      mutationFn: (invitationId: string) =>
        apiFetch<void>(`${base(id)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
    }),
  };
}

/** Whom the form offers a role to: a person picked by name, or an address typed in full. */
export type Invitee = { kind: 'member'; candidate: AccessCandidate } | { kind: 'email'; email: string };
