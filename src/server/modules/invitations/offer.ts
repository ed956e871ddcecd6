import { and, eq, sql } from 'drizzle-orm';
import { INVITATIONS_COPY } from '../../../domain/copy/invitations.js';
import { ACCESS_INVITATIONS_RATE_LIMIT } from '../../../domain/limits.js';
import { MSG, ROLE_LABELS } from '../../../domain/messages.js';
import type {
  GrantAnswer,
  GrantOutcome,
  InvitationInput,
  InvitationPlace,
  InvitationRole,
} from '../../../domain/schemas/invitations.js';
import { hitRateLimit } from '../../auth/email-rate-limit.js';
import type { Database, Transaction } from '../../db/client.js';
import { accessInvitations, authUser, communities, companies, userProfile } from '../../db/schema/index.js';
import { notFound, tooManyRequests } from '../../lib/app-error.js';
import { invitationToMemberMessage, invitationToNewcomerMessage } from '../../mail/invitation-templates.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import type { Actor } from '../../policy/actor.js';
import { authorize } from '../../policy/authorize.js';
import { applyGroupRole, currentGroupRole, type Group, memberName } from '../access/index.js';
import type { Notifier } from '../notifications/index.js';
import { isLower, PLACE_GROUPS, placeColumn } from './places.js';

// Granting a role (issue 13): the grant page's form offers a role to a person picked by name or
// to an address typed in full. Whatever adds a role or raises one is an INVITATION, applied only
// when she accepts (./answers.ts); a lower role than the one she holds (picked by name only) is
// applied at once, under the same rules and locks as an accepted invitation, because taking a
// responsibility away needs no consent and the admins already see her role on 'Membros atuais'.
//
// An address never reveals whether it has an account, or whether that account takes part: its
// offer is always an invitation, the answer is always 'Convite enviado.', and the account's
// current role is not even read. The invitation reaches the verified account with that address,
// now or after she signs up (./answers.ts).
//
// Re-offering to someone with a pending invitation at the same place updates that invitation
// (its role, who offered it and when) instead of adding a second one, and sends no second
// e-mail: the page where she answers always shows the current offer, and accepting names the
// role she saw, so a role changed meanwhile is never applied unseen. Offers are bounded per
// member (ACCESS_INVITATIONS_RATE_LIMIT), because each new one may e-mail an unchecked address.

export type InvitationDeps = {
  db: Database;
  mailer: Mailer;
  /** PUBLIC_URL, for the e-mails' links. */
  publicUrl: string;
  /** The app's rate-limit switch (off in tests that do not exercise limits). */
  rateLimit: boolean;
  /** Tells a member of a new invitation (issue 16). */
  notifier?: Notifier;
};

type Offered = { outcome: GrantOutcome; mail?: MailDraft; notice?: Notice };
/** The member a new invitation is for (her account, or the account verified at the address). */
type Notice = { recipientId: string; invitationId: string };
/** What an e-mail needs besides the place and the inviter, read in the same transaction. */
type MailDraft = { to: string; memberName: string | null };

const answerFor = (outcome: GrantOutcome): GrantAnswer => ({
  outcome,
  message: INVITATIONS_COPY.outcome[outcome],
});

/**
 * POST /api/{communities|companies}/{id}/invitations: 404 for an unknown, malformed or inactive
 * place, 403 unless she may grant there, 404 'Não encontrado.' for an unknown person, 409 when
 * a lower role would leave the place without an admin, 429 beyond the offer limit.
 */
export async function offerRole(
  deps: InvitationDeps,
  actor: Actor,
  kind: InvitationPlace,
  placeId: string,
  input: InvitationInput,
): Promise<GrantAnswer> {
  const group = PLACE_GROUPS[kind];
  const actorId = actor.id;
  const role = input.role as InvitationRole;
  const outcome = await deps.db.transaction(async (tx) => {
    await authorize(tx, actor, { kind, id: placeId }, 'grant', { lock: group.lock });
    await limitOffers(deps, tx, actorId);
    const offered = input.userId
      ? await offerToMember(tx, group, actorId, placeId, input.userId, role)
      : await offerToAddress(tx, group, actorId, placeId, input.email ?? '', role);
    if (offered.mail) {
      const message = await invitationMessage(deps, tx, kind, placeId, actorId, role, offered.mail);
      // Queued in this transaction: the e-mail leaves only with the invitation it announces.
      await deps.mailer.send(message, { executor: tx });
    }
    if (offered.notice) {
      await deps.notifier?.notify(tx, {
        recipientId: offered.notice.recipientId,
        kind: 'role_invitation',
        actorId,
        ...(kind === 'community' ? { communityId: placeId } : { companyId: placeId }),
        invitationId: offered.notice.invitationId,
        excerpt: ROLE_LABELS[role],
        // The invitation's own e-mail (above) is the e-mail of this notification.
        emailedByAction: true,
      });
    }
    return offered.outcome;
  });
  return answerFor(outcome);
}

async function invitationMessage(
  deps: InvitationDeps,
  tx: Transaction,
  kind: InvitationPlace,
  placeId: string,
  actorId: string,
  role: InvitationRole,
  draft: MailDraft,
): Promise<MailMessage> {
  const offer = {
    to: draft.to,
    kind,
    placeName: await placeName(tx, kind, placeId),
    role,
    inviterName: await nameOf(tx, actorId),
    publicUrl: deps.publicUrl,
  };
  return draft.memberName
    ? invitationToMemberMessage({ ...offer, memberName: draft.memberName })
    : invitationToNewcomerMessage(offer);
}

/** Counted inside the transaction, after her right to grant: a refused offer changes nothing. */
async function limitOffers(deps: InvitationDeps, tx: Transaction, actorId: string) {
  if (!deps.rateLimit) return;
  const { windowSeconds, perMember } = ACCESS_INVITATIONS_RATE_LIMIT;
  if (!(await hitRateLimit(tx, `access-invitations:user:${actorId}`, windowSeconds, perMember))) {
    throw tooManyRequests(MSG.common.rateLimited);
  }
}

async function offerToMember(
  tx: Transaction,
  group: Group<InvitationRole>,
  actorId: string,
  placeId: string,
  userId: string,
  role: InvitationRole,
): Promise<Offered> {
  const [person] = await tx
    .select({ email: authUser.email, name: memberName })
    .from(authUser)
    .leftJoin(userProfile, eq(userProfile.id, authUser.id))
    .where(eq(authUser.id, userId))
    .limit(1);
  if (!person) throw notFound(MSG.access.notFound);

  const pendingOffer = and(
    eq(placeColumn(group.kind), placeId),
    eq(accessInvitations.inviteeId, userId),
    eq(accessInvitations.status, 'pending'),
  );
  const current = await currentGroupRole(tx, group, placeId, userId);
  if (current !== null && (current === role || isLower(group, role, current))) {
    if (current !== role) await applyGroupRole(tx, group, placeId, userId, role);
    // The latest word wins: an offer still waiting for her answer is withdrawn.
    await tx
      .update(accessInvitations)
      .set({ status: 'cancelled', respondedAt: sql`now()` })
      .where(pendingOffer);
    return { outcome: current === role ? 'unchanged' : 'roleChanged' };
  }

  const created = await upsertPending(tx, group, actorId, placeId, role, pendingOffer, { inviteeId: userId });
  return created
    ? {
        outcome: 'invited',
        mail: { to: person.email, memberName: person.name },
        notice: { recipientId: userId, invitationId: created },
      }
    : { outcome: 'invited' };
}

async function offerToAddress(
  tx: Transaction,
  group: Group<InvitationRole>,
  actorId: string,
  placeId: string,
  email: string,
  role: InvitationRole,
): Promise<Offered> {
  const pendingOffer = and(
    eq(placeColumn(group.kind), placeId),
    eq(accessInvitations.inviteeEmail, email),
    eq(accessInvitations.status, 'pending'),
  );
  const created = await upsertPending(tx, group, actorId, placeId, role, pendingOffer, {
    inviteeEmail: email,
  });
  if (!created) return { outcome: 'invited' };
  // Which e-mail she gets depends on whether the address has an account; the answer does not.
  const [account] = await tx
    .select({ id: authUser.id, name: memberName, verified: authUser.emailVerified })
    .from(authUser)
    .leftJoin(userProfile, eq(userProfile.id, authUser.id))
    .where(eq(authUser.email, email))
    .limit(1);
  return {
    outcome: 'invited',
    mail: { to: email, memberName: account?.name ?? null },
    // Her verified address makes it hers (policy/scopes.ts addressedTo): she is told in the app too.
    ...(account?.verified ? { notice: { recipientId: account.id, invitationId: created } } : {}),
  };
}

/**
 * Her pending invitation at the place gets the role (and who offered it, and when), or a new
 * one is made. The new one's id, or null when she had one. The place's lock is held, so no other offer races this one;
 * the pending row is locked too, so an answer in flight either lands first or waits.
 */
async function upsertPending(
  tx: Transaction,
  group: Group<InvitationRole>,
  actorId: string,
  placeId: string,
  role: InvitationRole,
  pendingOffer: ReturnType<typeof and>,
  invitee: { inviteeId: string } | { inviteeEmail: string },
): Promise<string | null> {
  const [pending] = await tx
    .select({ id: accessInvitations.id, role: accessInvitations.role })
    .from(accessInvitations)
    .where(pendingOffer)
    .for('update');
  if (pending) {
    if (pending.role !== role) {
      await tx
        .update(accessInvitations)
        .set({ role, invitedBy: actorId, createdAt: sql`now()` })
        .where(eq(accessInvitations.id, pending.id));
    }
    return null;
  }
  const place = group.kind === 'community' ? { communityId: placeId } : { companyId: placeId };
  const [created] = await tx
    .insert(accessInvitations)
    .values({ ...place, ...invitee, role, invitedBy: actorId })
    .returning({ id: accessInvitations.id });
  return created?.id ?? null;
}

/** The place is locked by the caller, so it is there. */
async function placeName(tx: Transaction, kind: InvitationPlace, placeId: string): Promise<string> {
  const table = kind === 'community' ? communities : companies;
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, placeId));
  return row?.name ?? '';
}

async function nameOf(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: memberName })
    .from(authUser)
    .leftJoin(userProfile, eq(userProfile.id, authUser.id))
    .where(eq(authUser.id, userId));
  return row?.name ?? null;
}
