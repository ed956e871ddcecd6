import type { CommunityRole, CompanyRole } from '../../../domain/enums.js';
import { communities, communityMembers, companies, companyAdmins } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import { call, type HttpResult } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Test data for the posts suites: communities, companies, roles, and the multipart calls.

let counter = 0;

export async function community(
  ctx: TestContext,
  name: string,
  options: { isPrivate?: boolean; isActive?: boolean } = {},
) {
  counter += 1;
  const [row] = await ctx.db
    .insert(communities)
    .values({
      name: `${name} ${counter}`,
      description: 'Comunidade de teste',
      isPrivate: options.isPrivate ?? false,
      isActive: options.isActive ?? true,
      logoUrl: `https://cdn.exemplo/comunidade-${counter}.png`,
    })
    .returning();
  return row!;
}

export async function company(ctx: TestContext, name: string, options: { isActive?: boolean } = {}) {
  counter += 1;
  const [row] = await ctx.db
    .insert(companies)
    .values({
      name: `${name} ${counter}`,
      description: 'Empresa de teste',
      isActive: options.isActive ?? true,
      logoUrl: `https://cdn.exemplo/empresa-${counter}.png`,
    })
    .returning();
  return row!;
}

export async function join(
  ctx: TestContext,
  member: TestMember,
  communityId: string,
  options: { role?: CommunityRole; approved?: boolean } = {},
) {
  await ctx.db.insert(communityMembers).values({
    communityId,
    userId: member.id,
    role: options.role ?? 'member',
    isApproved: options.approved ?? true,
  });
}

export async function grantCompany(
  ctx: TestContext,
  member: TestMember,
  companyId: string,
  role: CompanyRole,
) {
  await ctx.db.insert(companyAdmins).values({ companyId, userId: member.id, role });
}

export type PostForm = Record<string, string | File | undefined>;

/** A multipart request as the composer sends it; undefined fields are left out. */
export async function multipart(
  ctx: TestContext,
  method: 'POST' | 'PATCH',
  path: string,
  fields: PostForm,
  member: TestMember | null,
): Promise<HttpResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  const res = await ctx.app.request(path, {
    method,
    body: form,
    headers: { origin: ctx.config.publicUrl, ...(member ? { cookie: member.cookie } : {}) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookie: '', headers: res.headers };
}

export function imageFile(bytes: Buffer, name = 'foto.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Publishes as herself unless the fields say otherwise. */
export function publish(ctx: TestContext, member: TestMember | null, fields: PostForm = {}) {
  return multipart(
    ctx,
    'POST',
    '/api/posts',
    { content: 'Olá, rede!', authorType: 'user', authorId: member?.id ?? crypto.randomUUID(), ...fields },
    member,
  );
}

export function editPost(ctx: TestContext, member: TestMember | null, id: string, fields: PostForm) {
  return multipart(ctx, 'PATCH', `/api/posts/${id}`, fields, member);
}

export function feed(ctx: TestContext, member: TestMember | null, query: Record<string, string> = {}) {
  return call(ctx, 'GET', `/api/posts?${new URLSearchParams(query)}`, { cookie: member?.cookie });
}

/** Every id of the feed, walking the pages. */
export async function walkFeed(
  ctx: TestContext,
  member: TestMember,
  query: Record<string, string>,
  limit: number,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const res = await feed(ctx, member, { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
    ids.push(...res.body.items.map((i: { id: string }) => i.id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('feed never ended');
}
