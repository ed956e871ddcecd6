import type { TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Requests of the network's API as a member's browser sends them.

export const invite = (ctx: TestContext, from: TestMember | null, to: { id: string }, note?: string) =>
  call(ctx, 'POST', '/api/network/invitations', {
    cookie: from?.cookie,
    body: { memberId: to.id, ...(note === undefined ? {} : { note }) },
  });

export const answer = (ctx: TestContext, member: TestMember | null, id: string, verb: 'accept' | 'decline') =>
  call(ctx, 'POST', `/api/network/invitations/${id}/${verb}`, { cookie: member?.cookie });

export const withdraw = (ctx: TestContext, member: TestMember | null, id: string) =>
  call(ctx, 'DELETE', `/api/network/invitations/${id}`, { cookie: member?.cookie });

export const invitations = (ctx: TestContext, member: TestMember | null, box: 'received' | 'sent') =>
  call(ctx, 'GET', `/api/network/invitations?box=${box}`, { cookie: member?.cookie });

export const memberNetwork = (ctx: TestContext, viewer: TestMember | null, member: { id: string }) =>
  call(ctx, 'GET', `/api/members/${member.id}/network`, { cookie: viewer?.cookie });

export const follow = (ctx: TestContext, viewer: TestMember | null, member: { id: string }) =>
  call(ctx, 'PUT', `/api/members/${member.id}/follow`, { cookie: viewer?.cookie });

export const unfollow = (ctx: TestContext, viewer: TestMember | null, member: { id: string }) =>
  call(ctx, 'DELETE', `/api/members/${member.id}/follow`, { cookie: viewer?.cookie });

export const disconnect = (ctx: TestContext, viewer: TestMember | null, member: { id: string }) =>
  call(ctx, 'DELETE', `/api/network/connections/${member.id}`, { cookie: viewer?.cookie });

/** A invites B and B accepts: they are connections (and follow each other). */
export async function connectPair(ctx: TestContext, a: TestMember, b: TestMember): Promise<void> {
  const sent = await invite(ctx, a, b);
  if (sent.status !== 201) throw new Error(`invite answered ${sent.status}`);
  const received = await invitations(ctx, b, 'received');
  const id = received.body.items.find((i: { member: { id: string } }) => i.member.id === a.id)?.id;
  const accepted = await answer(ctx, b, id, 'accept');
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}`);
}
