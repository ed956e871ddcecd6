import type { Me } from '@domain/schemas/auth';
import type { ErrorCode } from '@domain/schemas/errors';
import { vi } from 'vitest';

/*
 * A fake of the HTTP API for component tests: `fetch` is replaced by a small router that answers
 * like the server contract (JSON bodies, the error envelope), keeps the session so GET /api/me
 * follows sign-in and sign-out, and records every call for assertions.
 */

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters (`?type=award` → `{ type: 'award' }`). */
  query: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export const VISITOR_ME: Me = { user: null, profile: null };

export const MEMBER_ME: Me = {
  user: {
    id: 'u-ana',
    name: 'Ana Souza',
    email: 'ana@example.com',
    role: 'user',
    twoFactorEnabled: false,
    viewer: { canPublishNews: false, canGrantSeal: false, canModerate: false },
  },
  profile: {
    slug: 'ana-souza',
    fullName: 'Ana Souza',
    professionalTitle: 'Engenheira de dados',
    profileImageUrl: null,
  },
};

export function ok(body: unknown = {}): Reply {
  return { status: 200, body };
}

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  extra: { fields?: Record<string, string>; reasons?: string[] } = {},
): Reply {
  return { status, body: { error: { code, message, ...extra } } };
}

/** A promise the test settles by hand, to look at a page while a request is still pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export function createFakeApi({ session = VISITOR_ME }: { session?: Me } = {}) {
  let me = session;
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];

  const defaults: Record<string, Handler> = {
    'GET /api/me': () => ok(me),
    'GET /api/config': () => ok({ marketingUrl: 'https://elasrede.example/' }),
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);

    const key = `${method} ${url.pathname}`;
    const handler = handlers.get(key) ?? defaults[key];
    const reply = handler ? await handler(call) : apiError(404, 'not_found', 'Recurso não encontrado.');
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body === undefined ? {} : reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  return {
    fetch,
    calls,
    /** Answers `METHOD /api/path` with `handler` from now on (replacing any default). */
    on(key: string, handler: Handler) {
      handlers.set(key, handler);
      return this;
    },
    /** What GET /api/me answers from now on. */
    setSession(next: Me) {
      me = next;
    },
    callsTo(key: string): ApiCall[] {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
    install() {
      vi.stubGlobal('fetch', fetch);
      return this;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
