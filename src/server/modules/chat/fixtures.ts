import type { TestContext } from '../../test/context.js';
import { call, cookiesFrom, type HttpResult } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Requests of the chat API as a member's browser sends them (issue 18).

type Who = TestMember | null;

export const openDirect = (ctx: TestContext, from: Who, to: { id: string }, vacancyId?: string) =>
  call(ctx, 'POST', '/api/chat/direct', {
    cookie: from?.cookie,
    body: { memberId: to.id, ...(vacancyId ? { vacancyId } : {}) },
  });

export const createGroup = (ctx: TestContext, from: Who, title: string, members: { id: string }[]) =>
  call(ctx, 'POST', '/api/chat/groups', {
    cookie: from?.cookie,
    body: { title, memberIds: members.map((m) => m.id) },
  });

export const conversations = (ctx: TestContext, who: Who, folder = 'inbox', q?: string) =>
  call(ctx, 'GET', `/api/chat/conversations?folder=${folder}${q ? `&q=${encodeURIComponent(q)}` : ''}`, {
    cookie: who?.cookie,
  });

export const conversation = (ctx: TestContext, who: Who, id: string) =>
  call(ctx, 'GET', `/api/chat/conversations/${id}`, { cookie: who?.cookie });

export const history = (ctx: TestContext, who: Who, id: string, query = '') =>
  call(ctx, 'GET', `/api/chat/conversations/${id}/messages${query}`, { cookie: who?.cookie });

export const unread = (ctx: TestContext, who: Who) =>
  call(ctx, 'GET', '/api/chat/unread-count', { cookie: who?.cookie });

export const markRead = (ctx: TestContext, who: Who, id: string, seq: number) =>
  call(ctx, 'POST', `/api/chat/conversations/${id}/read`, { cookie: who?.cookie, body: { seq } });

export const answerRequest = (ctx: TestContext, who: Who, id: string, verb: 'accept' | 'decline') =>
  call(ctx, 'POST', `/api/chat/conversations/${id}/${verb}`, { cookie: who?.cookie });

export const editMessage = (ctx: TestContext, who: Who, id: string, body: string) =>
  call(ctx, 'PATCH', `/api/chat/messages/${id}`, { cookie: who?.cookie, body: { body } });

export const deleteMessage = (ctx: TestContext, who: Who, id: string) =>
  call(ctx, 'DELETE', `/api/chat/messages/${id}`, { cookie: who?.cookie });

/** POST a message as the browser's multipart form; `clientId` defaults to a new one. */
export async function send(
  ctx: TestContext,
  who: Who,
  conversationId: string,
  fields: { body?: string; clientId?: string; image?: Blob },
): Promise<HttpResult> {
  const form = new FormData();
  form.set('clientId', fields.clientId ?? crypto.randomUUID());
  if (fields.body !== undefined) form.set('body', fields.body);
  if (fields.image) form.set('image', fields.image, 'foto.png');
  const headers: Record<string, string> = { origin: ctx.config.publicUrl };
  if (who) headers.cookie = who.cookie;
  const res = await ctx.app.request(`/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, cookie: cookiesFrom(res), headers: res.headers };
}
