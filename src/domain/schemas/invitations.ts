import { z } from 'zod';
import { INVITATIONS_COPY } from '../copy/invitations.js';
import { COMMUNITY_ROLES, COMPANY_ROLES, INVITATION_ROLES, INVITATION_STATUSES } from '../enums.js';
import { MSG } from '../messages.js';
import './fields.js';

/*
 * Access invitations (issue 13): granting a role at a community or a company offers it; the role
 * applies only when she accepts. The contract:
 *
 *   GET    /api/communities/{id}/access/candidates?q=    granters → accessCandidateSchema[] (by name only)
 *   POST   /api/communities/{id}/invitations             granters, communityInvitationInputSchema → grantAnswerSchema
 *   GET    /api/communities/{id}/invitations             granters → placeInvitationSchema[] (pending)
 *   DELETE /api/communities/{id}/invitations/{invitationId}   granters → 204 (cancel)
 *   …the same four under /api/companies/{id} with companyInvitationInputSchema
 *   GET    /api/me/invitations                           her pending invitations → myInvitationSchema[]
 *   POST   /api/invitations/{id}/accept                  she, invitationAcceptSchema → invitationAnswerSchema
 *   POST   /api/invitations/{id}/decline                 she → invitationAnswerSchema
 */

export type { InvitationRole } from '../enums.js';

/** Where a role is offered. */
export const INVITATION_PLACES = ['community', 'company'] as const;
export type InvitationPlace = (typeof INVITATION_PLACES)[number];

/** The longest address SMTP carries (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

/** An address typed in full: trimmed and lower-cased, as invitations store it. */
export const inviteeEmailField = z
  .string({ error: INVITATIONS_COPY.errors.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, INVITATIONS_COPY.errors.email)
  .pipe(z.email({ error: INVITATIONS_COPY.errors.email }))
  .transform((email) => email.toLowerCase());

/**
 * The grant form: a person picked by name (`userId`) OR an address typed in full (`email`),
 * and the role. Exactly one of the two; neither reads 'Selecione uma usuária válida.'.
 */
function invitationInput<const R extends readonly [string, ...string[]]>(roles: R) {
  return z
    .object({
      userId: z.uuid({ error: MSG.access.pickUser }).optional(),
      email: inviteeEmailField.optional(),
      role: z.enum(roles, { error: MSG.access.rolePlaceholder }),
    })
    .refine((v) => (v.userId ? 1 : 0) + (v.email ? 1 : 0) === 1, {
      path: ['userId'],
      message: MSG.access.pickUser,
      // Also when the role is missing, so an empty form names both fields at once; not when
      // the person or the address already has its own message.
      when: (payload) =>
        payload.issues.every(
          (i) => i.path !== undefined && i.path.length > 0 && i.path[0] !== 'userId' && i.path[0] !== 'email',
        ),
    });
}

export const communityInvitationInputSchema = invitationInput(COMMUNITY_ROLES);
export const companyInvitationInputSchema = invitationInput(COMPANY_ROLES);
export type InvitationInput = {
  userId?: string | undefined;
  email?: string | undefined;
  role: string;
};

/**
 * What the admin hears back. For an invitation the answer is the same whether the address has
 * an account or not and whether she already takes part: 'invited', 'Convite enviado.'.
 * A person picked by name whose role goes DOWN is changed at once ('roleChanged'); one who
 * already has that role is left as she is ('unchanged').
 */
export const GRANT_OUTCOMES = ['invited', 'roleChanged', 'unchanged'] as const;
export type GrantOutcome = (typeof GRANT_OUTCOMES)[number];
export const grantAnswerSchema = z.object({
  outcome: z.enum(GRANT_OUTCOMES),
  message: z.string(),
});
export type GrantAnswer = z.infer<typeof grantAnswerSchema>;

/** Who was invited, as the place's granters see it: never the name behind a typed address. */
export const invitationInviteeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: z.string(), fullName: z.string() }),
  z.object({ kind: z.literal('email'), email: z.string() }),
]);

/** A pending invitation on the grant page. */
export const placeInvitationSchema = z.object({
  id: z.string(),
  role: z.enum(INVITATION_ROLES),
  invitee: invitationInviteeSchema,
  /** The name of whoever offered it last; null when her account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PlaceInvitation = z.infer<typeof placeInvitationSchema>;

/** One of her pending invitations ('Convites pendentes'). */
export const myInvitationSchema = z.object({
  id: z.string(),
  place: z.object({
    kind: z.enum(INVITATION_PLACES),
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
  }),
  role: z.enum(INVITATION_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** Accepting names the role she saw, so a role changed meanwhile is never applied unseen. */
export const invitationAcceptSchema = z.object({
  role: z.enum(INVITATION_ROLES, { error: MSG.access.rolePlaceholder }),
});

/** The invitation after her answer. */
export const invitationAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(INVITATION_STATUSES),
  place: z.object({ kind: z.enum(INVITATION_PLACES), id: z.string() }),
  role: z.enum(INVITATION_ROLES),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;
