import { z } from 'zod';
import { NETWORK_ERRORS } from '../copy/network-errors.js';
import {
  CONNECTION_NOTE_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SUGGESTIONS_MAX,
} from '../limits.js';
import { MEMBER_POLICY } from '../rules/permissions/member.js';
import './fields.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * The network between members (issue 17): connections (mutual, by invitation), follows
 * (one-way), people she may know. Every answer about another member carries her `viewer` flags
 * (rules/permissions/member.ts), decided by the server's policy layer.
 *
 *   GET    /api/network/summary                        → networkSummarySchema (her counts)
 *   GET    /api/network/suggestions                    → suggestionListSchema
 *   GET    /api/network/people?q&cursor&limit          → personPageSchema (members by name)
 *   GET    /api/network/connections?q&cursor&limit     → personPageSchema (hers, newest first)
 *   DELETE /api/network/connections/{memberId}         → memberNetworkSchema (silent for her)
 *   GET    /api/network/invitations?box&cursor&limit   → invitationPageSchema (received | sent)
 *   POST   /api/network/invitations  { memberId, note? } → invitationResultSchema (201; 200 when
 *          she had an invitation from that member: sending one back accepts it)
 *   POST   /api/network/invitations/{id}/accept        → invitationResultSchema
 *   POST   /api/network/invitations/{id}/decline       → invitationResultSchema
 *   DELETE /api/network/invitations/{id}               → invitationResultSchema (withdrawn by her)
 *   PUT    /api/members/{id}/follow                    → memberNetworkSchema
 *   DELETE /api/members/{id}/follow                    → memberNetworkSchema
 *   GET    /api/members/{id}/network                   → memberNetworkSchema (profile's block)
 *   GET    /api/members/{id}/posts?cursor&limit        → postPageSchema (her activity, audience kept)
 *   PUT    /api/members/{id}/block                     → 204 (issue 19; silent, idempotent)
 *   DELETE /api/members/{id}/block                     → 204 (lifts her own block only)
 *   GET    /api/network/blocks?cursor&limit            → blockedMemberPageSchema ('Contas bloqueadas')
 *   PUT    /api/members/{id}/mute                      → memberNetworkSchema (issue 19; silent)
 *   DELETE /api/members/{id}/mute                      → memberNetworkSchema
 */

/** A member as a card shows her. */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  professionalTitle: z.string().nullable(),
  /** /m/{slug}; null when her profile has no address yet. */
  slug: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** Her relation to another member and what she may do about it (the profile's buttons). */
export const memberNetworkSchema = z.object({
  memberId: z.string(),
  connectionCount: z.number().int(),
  followerCount: z.number().int(),
  /** Connections the two have in common; null on her own profile. */
  mutualConnectionCount: z.number().int().nullable(),
  connected: z.boolean(),
  following: z.boolean(),
  /** The invitation waiting between them, if any: its id, and whether she sent or received it. */
  invitation: z.object({ id: z.string(), direction: z.enum(['sent', 'received']) }).nullable(),
  viewer: z.object(viewerFlagsShape(MEMBER_POLICY)),
});
export type MemberNetwork = z.infer<typeof memberNetworkSchema>;

/** A member in a list (people, connections), with her relation to the viewer. */
export const personWithNetworkSchema = personSchema.extend({ network: memberNetworkSchema });
export type PersonWithNetwork = z.infer<typeof personWithNetworkSchema>;

export const personPageSchema = z.object({
  items: z.array(personWithNetworkSchema),
  nextCursor: z.string().nullable(),
});
export type PersonPage = z.infer<typeof personPageSchema>;

export const peopleQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, NETWORK_ERRORS.queryTooLong).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** 'Contas bloqueadas': a member she blocked, and since when. */
export const blockedMemberSchema = personSchema.extend({ blockedAt: z.string() });
export const blockedMemberPageSchema = z.object({
  items: z.array(blockedMemberSchema),
  nextCursor: z.string().nullable(),
});
export type BlockedMemberPage = z.infer<typeof blockedMemberPageSchema>;
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const networkSummarySchema = z.object({
  connections: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  invitationsReceived: z.number().int(),
  invitationsSent: z.number().int(),
});
export type NetworkSummary = z.infer<typeof networkSummarySchema>;

export const newInvitationSchema = z.object({
  memberId: z.uuid(NETWORK_ERRORS.memberNotFound),
  note: z
    .string()
    .trim()
    .max(CONNECTION_NOTE_MAX_LENGTH, NETWORK_ERRORS.noteTooLong)
    .optional()
    .transform((note) => (note ? note : undefined)),
});

export const invitationBoxSchema = z.enum(['received', 'sent']);
export type InvitationBox = z.infer<typeof invitationBoxSchema>;

export const invitationListQuerySchema = z.object({
  box: invitationBoxSchema.default('received'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A pending invitation as her lists show it: the other member, the note, when. */
export const invitationSchema = z.object({
  id: z.string(),
  direction: invitationBoxSchema,
  member: personSchema,
  /** Connections she and that member have in common. */
  mutualConnectionCount: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPageSchema = z.object({
  items: z.array(invitationSchema),
  nextCursor: z.string().nullable(),
  /** The box's size (the tab's count), whatever page this is. */
  total: z.number().int(),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;

/** What an invitation action leaves: its status and the pair's relation now. */
export const invitationResultSchema = z.object({
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  network: memberNetworkSchema,
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** Why a member is suggested: the signals, strongest first (copy/network.ts words them). */
export const suggestionReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mutual'), count: z.number().int() }),
  z.object({ kind: z.literal('community'), name: z.string(), others: z.number().int() }),
  z.object({ kind: z.literal('company'), name: z.string() }),
  z.object({ kind: z.literal('city'), city: z.string(), state: z.string() }),
  z.object({ kind: z.literal('skills'), skills: z.array(z.string()) }),
]);
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

export const suggestionSchema = z.object({
  member: personWithNetworkSchema,
  reasons: z.array(suggestionReasonSchema).min(1),
});

export const suggestionListSchema = z.object({ items: z.array(suggestionSchema).max(SUGGESTIONS_MAX) });
export type SuggestionList = z.infer<typeof suggestionListSchema>;
