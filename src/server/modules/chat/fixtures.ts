import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows } from '../../db/client.js';
import type { TestContext } from '../../test/context.js';
import { call, cookiesFrom, type HttpResult } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { CHAT_EMAIL_JOB } from './emails.js';

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

/** Members signed in through the real auth endpoints, created side by side. */
export const members = <N extends string[]>(ctx: TestContext, ...names: N) =>
  Promise.all(names.map((name) => createMember(ctx, name))) as Promise<{ [K in keyof N]: TestMember }>;

/** Makes them connections, as an accepted invitation leaves them (both rows), straight in SQL. */
export async function connect(ctx: TestContext, a: { id: string }, ...others: { id: string }[]) {
  for (const b of others) {
    await ctx.db.execute(
      sql`insert into connections (user_id, other_id) values (${a.id}, ${b.id}), (${b.id}, ${a.id})
          on conflict do nothing`,
    );
  }
}

export const updateConversation = (
  ctx: TestContext,
  who: Who,
  id: string,
  body: { muted?: boolean; archived?: boolean; title?: string },
) => call(ctx, 'PATCH', `/api/chat/conversations/${id}`, { cookie: who?.cookie, body });

export const addMembers = (ctx: TestContext, who: Who, id: string, people: { id: string }[]) =>
  call(ctx, 'POST', `/api/chat/conversations/${id}/members`, {
    cookie: who?.cookie,
    body: { memberIds: people.map((p) => p.id) },
  });

export const leave = (ctx: TestContext, who: Who, id: string) =>
  call(ctx, 'DELETE', `/api/chat/conversations/${id}/members/me`, { cookie: who?.cookie });

export const putSettings = (
  ctx: TestContext,
  who: Who,
  settings: { allowRequests: boolean; emailUnread: boolean },
) => call(ctx, 'PUT', '/api/chat/settings', { cookie: who?.cookie, body: settings });

/** A conversation she and `to` share, in her inbox, with `count` messages of hers. */
export async function conversationWith(
  ctx: TestContext,
  from: TestMember,
  to: { id: string },
  bodies: string[] = [],
) {
  const opened = await openDirect(ctx, from, to);
  if (opened.status !== 201 && opened.status !== 200) throw new Error(`direct answered ${opened.status}`);
  const id = opened.body.id as string;
  const sent: HttpResult[] = [];
  for (const body of bodies) {
    const res = await send(ctx, from, id, { body });
    if (res.status !== 201) throw new Error(`send answered ${res.status}: ${JSON.stringify(res.body)}`);
    sent.push(res);
  }
  return { id, sent };
}

/** The unread-message e-mail jobs queued for her (about one conversation, when given). */
export async function emailJobs(ctx: TestContext, userId: string, conversationId?: string) {
  const rows = await queryRows<{ data: { conversationId: string; userId: string; seq: number } }>(
    ctx.db,
    sql`select data from pgboss.job where name = ${CHAT_EMAIL_JOB} and data->>'userId' = ${userId}
        ${conversationId ? sql`and data->>'conversationId' = ${conversationId}` : sql``}
        order by created_on`,
  );
  return rows.map((row) => row.data);
}

/** Her participant row as stored (what the unread counts are computed from). */
export async function memberRow(ctx: TestContext, conversationId: string, userId: string) {
  const [row] = await queryRows<{
    state: string;
    last_read_seq: string | number;
    last_message_seq: string | number;
    muted: boolean;
    archived: boolean;
    left_at: Date | null;
  }>(
    ctx.db,
    sql`select state, last_read_seq, last_message_seq, muted, archived, left_at from conversation_members
        where conversation_id = ${conversationId} and user_id = ${userId}`,
  );
  return row
    ? { ...row, lastReadSeq: Number(row.last_read_seq), lastMessageSeq: Number(row.last_message_seq) }
    : null;
}

/** A small real PNG, as a phone would send it. */
export async function pngBlob(width = 24, height = 16, background = 'purple'): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

let fresh = 0;

/**
 * A new conversation between her and her connections, whatever they already share (a direct
 * conversation is one per pair; a group is new every time), with these messages of hers.
 */
export async function freshConversation(
  ctx: TestContext,
  from: TestMember,
  to: { id: string }[],
  bodies: string[] = [],
) {
  fresh += 1;
  const created = await createGroup(ctx, from, `Conversa ${fresh}`, to);
  if (created.status !== 201)
    throw new Error(`group answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const sent: HttpResult[] = [];
  for (const body of bodies) {
    const res = await send(ctx, from, id, { body });
    if (res.status !== 201) throw new Error(`send answered ${res.status}: ${JSON.stringify(res.body)}`);
    sent.push(res);
  }
  return { id, sent };
}

/** `count` members without a session (others may add or write to them), straight in SQL. */
export async function insertPeople(ctx: TestContext, count: number, tag: string): Promise<{ id: string }[]> {
  const users = await queryRows<{ id: string }>(
    ctx.db,
    sql`insert into auth_user (id, name, email, email_verified)
        select gen_random_uuid(), 'Pessoa ' || g, ${tag} || '-' || g || '@exemplo.com.br', true
        from generate_series(1, ${count}::int) g
        returning id`,
  );
  await ctx.db.execute(
    sql`insert into user_profile (id, slug, full_name, email)
        select u.id, ${tag} || '-' || row_number() over (), u.name, u.email
        from auth_user u where u.id = any(${sql.param(users.map((u) => u.id))}::uuid[])`,
  );
  return users;
}
