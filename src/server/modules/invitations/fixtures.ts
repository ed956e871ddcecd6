import { randomUUID } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InvitationPlace } from '../../../domain/schemas/invitations.js';
import { accessInvitations, authUser, memberPrivacy, userProfile } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';

// Test data and calls for the invitation suites.

type Who = { cookie: string } | undefined;

export const BASE: Record<InvitationPlace, string> = {
  community: '/api/communities',
  company: '/api/companies',
};

export const offer = (ctx: TestContext, who: Who, kind: InvitationPlace, placeId: string, body: unknown) =>
  call(ctx, 'POST', `${BASE[kind]}/${placeId}/invitations`, { cookie: who?.cookie, body });
export const placeInvitations = (ctx: TestContext, who: Who, kind: InvitationPlace, placeId: string) =>
  call(ctx, 'GET', `${BASE[kind]}/${placeId}/invitations`, { cookie: who?.cookie });
export const cancel = (ctx: TestContext, who: Who, kind: InvitationPlace, placeId: string, id: string) =>
  call(ctx, 'DELETE', `${BASE[kind]}/${placeId}/invitations/${id}`, { cookie: who?.cookie });
export const candidates = (ctx: TestContext, who: Who, kind: InvitationPlace, placeId: string, q: string) =>
  call(ctx, 'GET', `${BASE[kind]}/${placeId}/access/candidates?q=${encodeURIComponent(q)}`, {
    cookie: who?.cookie,
  });
export const myInvitations = (ctx: TestContext, who: Who) =>
  call(ctx, 'GET', '/api/me/invitations', { cookie: who?.cookie });
export const accept = (ctx: TestContext, who: Who, id: string, role: string) =>
  call(ctx, 'POST', `/api/invitations/${id}/accept`, { cookie: who?.cookie, body: { role } });
export const decline = (ctx: TestContext, who: Who, id: string) =>
  call(ctx, 'POST', `/api/invitations/${id}/decline`, { cookie: who?.cookie });

/** Every invitation row of a place, oldest first: for before/after comparisons. */
export async function invitationRows(ctx: TestContext, placeId: string) {
  return ctx.db
    .select()
    .from(accessInvitations)
    .where(or(eq(accessInvitations.communityId, placeId), eq(accessInvitations.companyId, placeId)))
    .orderBy(asc(accessInvitations.createdAt), asc(accessInvitations.id));
}

/** Her one pending invitation at the place, as her own list shows it. */
export async function pendingFor(ctx: TestContext, who: { cookie: string }, placeId: string) {
  const mine = await myInvitations(ctx, who);
  expect(mine.status).toBe(200);
  const found = mine.body.filter((i: { place: { id: string } }) => i.place.id === placeId);
  expect(found).toHaveLength(1);
  return found[0] as { id: string; role: string };
}

/** Offers `role` to `member` (by account) and accepts it as her: the role applies. */
export async function grantByInvitation(
  ctx: TestContext,
  admin: { cookie: string },
  kind: InvitationPlace,
  placeId: string,
  member: { id: string; cookie: string },
  role: string,
) {
  const offered = await offer(ctx, admin, kind, placeId, { userId: member.id, role });
  expect(offered.status).toBe(200);
  const invitation = await pendingFor(ctx, member, placeId);
  const accepted = await accept(ctx, member, invitation.id, role);
  expect(accepted.status).toBe(200);
}

let counter = 0;

/** A platform member made straight in the database (auth user + profile), not signed in. */
export async function person(
  ctx: TestContext,
  fullName: string,
  options: { email?: string; showEmail?: boolean; verified?: boolean } = {},
) {
  counter += 1;
  const email = options.email ?? `pessoa-${counter}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const [user] = await ctx.db
    .insert(authUser)
    .values({ name: fullName, email, emailVerified: options.verified ?? true })
    .returning();
  await ctx.db.insert(userProfile).values({
    id: user!.id,
    fullName,
    email,
    slug: `pessoa-${user!.id}`,
  });
  // Her e-mail shown to every member (issue 19's privacy), as the grant pages' tests need.
  if (options.showEmail) await ctx.db.insert(memberPrivacy).values({ userId: user!.id, email: 'members' });
  return { id: user!.id, email, fullName, slug: `pessoa-${user!.id}` };
}

/** A fresh address nobody has. */
export function unknownAddress(label = 'ninguem') {
  counter += 1;
  return `${label}.${counter}.${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

const isInvitationMail = (subject: string) =>
  subject.startsWith('Convite para ser') || subject.startsWith('Você foi convidada');

/** The invitation e-mails `address` received so far (not her sign-up confirmation). */
export function invitationMails(ctx: TestContext, address: string) {
  return ctx.smtp.messages.filter((m) => m.to.includes(address) && isInvitationMail(m.subject));
}

/** Waits for the first invitation e-mail to `address`. */
export async function waitForInvitationMail(ctx: TestContext, address: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [found] = invitationMails(ctx, address);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no invitation e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
