import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { perExecutor } from '../db/prepared.js';
import { authSession } from '../db/schema/index.js';

// better-auth's getSession, for the one case every signed-in request is in: a validly signed
// session cookie. Called through `auth.api`, getSession builds a request context (cookie
// parsing, header copies), verifies the cookie's signature with WebCrypto (an async key import
// and verify per request), and has Drizzle build its relational query text anew each time:
// about a third of the process's CPU on a signed-in API request (issue 14's profile of the
// feed). This reader does the same work once per process where it can (the HMAC key, the
// statement, prepared and named), and still reads the session from the database on every
// request, so a revoked session ends at once. Its statement is the one better-auth sends (the
// same Drizzle relational query, `advanced.database.joins`), its answer the same user object
// (session-reader.test.ts compares both, byte for byte), and it writes what getSession writes:
// an expired session is deleted, a session older than `updateAge` is extended. Whatever it
// does not handle exactly as better-auth does (a signature in another spelling of base64, a
// "don't remember me" sign-in) it leaves to better-auth.

/** What the reader needs of better-auth's context (`await auth.$context`). */
export type AuthContextView = {
  secret: string;
  authCookies: { sessionToken: { name: string }; dontRememberToken: { name: string } };
  sessionConfig: { expiresIn: number; updateAge: number };
  options: { session?: { disableSessionRefresh?: boolean; cookieCache?: { enabled?: boolean } } };
  tables: {
    user: { fields: Record<string, { fieldName?: string; returned?: boolean; transform?: unknown }> };
  };
  internalAdapter: {
    updateSession(token: string, data: { expiresAt: Date; updatedAt: Date }): Promise<unknown>;
    deleteSession(token: string): Promise<unknown>;
  };
};

/** null: no session (better-auth answers null too); undefined: ask better-auth. */
export type SessionRead<U> = U | null | undefined;

/**
 * The value of cookie `name` in a Cookie header as better-call (getSession's cookie reader)
 * parses it: the first occurrence wins, surrounding spaces and quotes are dropped, and
 * %-escapes are decoded when they can be.
 */
export function cookieValue(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      if (!value.includes('%')) return value;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    index = endIdx + 1;
  }
  return undefined;
}

/** The session statement, prepared once per database: the text better-auth's drizzle adapter sends. */
const sessionStatement = perExecutor((db) =>
  (db as Database).query.authSession
    .findFirst({ where: eq(authSession.token, sql.placeholder('token')), with: { user: true } })
    .prepare('session_with_user'),
);

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>>;

export function createSessionReader<U>(db: Database, context: () => Promise<AuthContextView>) {
  let ready:
    | Promise<{
        ctx: AuthContextView;
        /** The session token's signature, as better-call writes it (base64 of an HMAC-SHA256). */
        sign: (token: string) => string;
        /** better-auth's user output fields, in its order: [output name, Drizzle key]. */
        fields: [string, string][];
        /** Whether better-auth would turn the id to a string (it does for every id). */
        usable: boolean;
      }>
    | undefined;
  const setUp = async () => {
    const ctx = await context();
    const fields = Object.entries(ctx.tables.user.fields)
      .filter(([, field]) => field.returned !== false)
      .map(([key, field]): [string, string] => [key, field.fieldName || key]);
    if (!fields.some(([key]) => key === 'id')) fields.push(['id', 'id']);
    // A field with its own output transform, or a cookie cache, is better-auth's to handle.
    const usable =
      !Object.values(ctx.tables.user.fields).some((field) => field.transform) &&
      ctx.options.session?.cookieCache?.enabled !== true;
    return {
      ctx,
      sign: (token: string) => createHmac('sha256', ctx.secret).update(token).digest('base64'),
      fields,
      usable,
    };
  };

  /** Her user as better-auth's getSession answers it (adapter output, then parseUserOutput). */
  const userOf = (row: Record<string, unknown>, fields: [string, string][]) => {
    const user: Record<string, unknown> = {};
    for (const [key, column] of fields) {
      const value = row[column];
      user[key] = key === 'id' && value !== undefined && value !== null ? String(value) : value;
    }
    // getSession hands over a copy (structuredClone in better-auth's output filter): nothing the
    // request does to it reaches anything else.
    return structuredClone(user) as U;
  };

  return async function read(headers: Headers): Promise<SessionRead<U>> {
    ready ??= setUp();
    const { ctx, sign, fields, usable } = await ready;
    if (!usable) return undefined;
    const cookies = headers.get('cookie');
    const value = cookies ? cookieValue(cookies, ctx.authCookies.sessionToken.name) : undefined;
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const expected = Buffer.from(sign(token));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return undefined;
    // A "don't remember me" sign-in is never extended: better-auth's rule, its path.
    if (cookieValue(cookies!, ctx.authCookies.dontRememberToken.name) !== undefined) return undefined;

    const row = (await sessionStatement(db).execute({ token })) as SessionRow | undefined;
    if (!row?.user) return null;
    if (row.expiresAt < new Date()) {
      await ctx.internalAdapter.deleteSession(token);
      return null;
    }
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const due = row.expiresAt.valueOf() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (due && !ctx.options.session?.disableSessionRefresh) {
      const updated = await ctx.internalAdapter.updateSession(token, {
        expiresAt: new Date(Date.now() + expiresIn * 1000),
        updatedAt: new Date(),
      });
      // Gone meanwhile (signed out in another tab): better-auth says what that means.
      if (!updated) return undefined;
    }
    return userOf(row.user as Record<string, unknown>, fields);
  };
}

type Reader = (headers: Headers) => Promise<SessionRead<unknown>>;
/** Each better-auth instance's reader (createAuth registers it; sessionUser looks it up). */
const readers = new WeakMap<object, Reader>();

export function registerSessionReader(auth: object, reader: Reader): void {
  readers.set(auth, reader);
}

export function sessionReaderOf<U>(
  auth: object,
): ((headers: Headers) => Promise<SessionRead<U>>) | undefined {
  return readers.get(auth) as ((headers: Headers) => Promise<SessionRead<U>>) | undefined;
}
