import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, authUser } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createMember, type TestMember } from '../test/members.js';
import { recordStatements } from '../test/statements.js';
import { cookieValue, sessionReaderOf } from './session-reader.js';

// The session reader stands in for better-auth's getSession on every signed-in request: for
// each cookie it decides, it must answer what getSession answers (the same user, the same keys
// in the same order, the same types) and write what getSession writes.

let ctx: TestContext;
let ana: TestMember;

const headersWith = (cookie?: string) => new Headers(cookie === undefined ? {} : { cookie });
const reader = () => sessionReaderOf<unknown>(ctx.auth)!;
const viaBetterAuth = async (cookie?: string) =>
  (await ctx.auth.api.getSession({ headers: headersWith(cookie) }))?.user ?? null;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await createMember(ctx, 'Ana Leitora');
});

afterAll(async () => {
  await ctx?.close();
});

describe('the session reader', () => {
  it('answers the user better-auth answers, byte for byte', async () => {
    await ctx.db.update(authUser).set({ role: 'admin', image: 'x.webp' }).where(eq(authUser.id, ana.id));
    const fast = await reader()(headersWith(ana.cookie));
    expect(fast).not.toBeUndefined();
    const slow = await viaBetterAuth(ana.cookie);
    expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
    expect(fast).toEqual(slow);
    expect((fast as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
  });

  it('reads the cookie among others, quoted or escaped, the first one winning', async () => {
    const [name, value] = ana.cookie.split('=') as [string, string];
    for (const header of [
      `a=1; ${ana.cookie}; b=2`,
      `${name}="${value}"`,
      `${name}=${encodeURIComponent(decodeURIComponent(value))}`,
      `${ana.cookie}; ${name}=other.value`,
    ]) {
      const fast = await reader()(headersWith(header));
      expect(JSON.stringify(fast), header).toBe(JSON.stringify(await viaBetterAuth(header)));
    }
  });

  it('answers no one, as better-auth does, for a missing, unsigned, forged or unknown cookie', async () => {
    const [name, value] = ana.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    for (const cookie of [
      undefined,
      'other=1',
      `${name}=`,
      `${name}=${token}`,
      `${name}=${token}.${'A'.repeat(43)}=`,
      `${name}=${'z'.repeat(32)}.${decodeURIComponent(value).split('.')[1]}`,
    ]) {
      const fast = await reader()(headersWith(cookie));
      expect(fast ?? null, cookie).toBeNull();
      expect(await viaBetterAuth(cookie), cookie).toBeNull();
    }
  });

  it('costs one statement, and none without a cookie', async () => {
    expect(await recordStatements(ctx.db, () => reader()(headersWith(ana.cookie)))).toHaveLength(1);
    expect(await recordStatements(ctx.db, () => reader()(headersWith()))).toEqual([]);
  });

  it('sends the statement better-auth sends', async () => {
    const fast = await recordStatements(ctx.db, () => reader()(headersWith(ana.cookie)));
    const slow = await recordStatements(ctx.db, () => viaBetterAuth(ana.cookie));
    expect(fast).toEqual(slow);
  });

  it('deletes an expired session and answers no one', async () => {
    const member = await createMember(ctx, 'Bruna Expirada');
    await ctx.db
      .update(authSession)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authSession.userId, member.id));
    expect(await reader()(headersWith(member.cookie))).toBeNull();
    expect(await ctx.db.select().from(authSession).where(eq(authSession.userId, member.id))).toEqual([]);
  });

  it('extends a session older than updateAge, as better-auth does', async () => {
    const member = await createMember(ctx, 'Clara Renovada');
    await ctx.db
      .update(authSession)
      .set({ expiresAt: sql`now() + interval '28 days'`, updatedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(authSession.userId, member.id));
    const user = await reader()(headersWith(member.cookie));
    expect((user as { id: string }).id).toBe(member.id);
    const [session] = await ctx.db.select().from(authSession).where(eq(authSession.userId, member.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(session!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves a "don\'t remember me" sign-in to better-auth', async () => {
    // The API's sign-in takes no rememberMe (its schema refuses the field), so only a client
    // other than ours could carry this cookie; better-auth decides what it means.
    const cookie = `${ana.cookie}; better-auth.dont_remember=true.${'A'.repeat(43)}=`;
    expect(await reader()(headersWith(cookie))).toBeUndefined();
  });
});

describe('cookieValue', () => {
  it('reads as better-call does', () => {
    expect(cookieValue('a=1; b=2', 'b')).toBe('2');
    expect(cookieValue('a=1; a=2', 'a')).toBe('1');
    expect(cookieValue(' a = "x%2Fy" ', 'a')).toBe('x/y');
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(cookieValue('junk; a=1', 'a')).toBe('1');
    expect(cookieValue('a', 'a')).toBeUndefined();
  });
});
