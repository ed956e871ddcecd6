import { MSG } from '@domain/messages';
import { type ErrorCode, isErrorCode } from '@domain/schemas/errors';

/** Per-field messages, keyed by the input's name (e.g. `{ name: 'Nome da empresa é obrigatório' }`). */
export type ApiFieldErrors = Record<string, string>;

/**
 * The client's own codes, for failures without the API's envelope: no answer at all, an answer
 * that is not JSON, or an error status whose body carries none of the API's codes (a proxy's page).
 */
export type ClientErrorCode = 'network_error' | 'invalid_response' | `http_${number}`;

/** What `ApiError.code` holds: one of the API's codes (ERROR_CODE, shared with the server) or the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Any failed API call: the HTTP status (0 = the request never got an answer) plus the server's error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: ApiFieldErrors;
  /** Why the input was refused, one pt-BR sentence each (e.g. every rule a weak password breaks). */
  readonly reasons: readonly string[];

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: ApiFieldErrors;
    reasons?: readonly string[];
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.reasons = init.reasons ?? [];
  }
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | null;
  /** Sent as JSON with the matching Content-Type; takes precedence over `body`. */
  json?: unknown;
}

const API_BASE = '/api';

/** How a request reaches the API: the browser's fetch, or the server's own app when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used by the server-side renderer (entry-server.tsx), which answers API calls in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Calls the JSON API. `path` is relative to /api (`'/communities'`); a path already starting with
 * /api is used as is. Resolves with the parsed body (undefined for 204) or throws an ApiError.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers: initHeaders, body: initBody, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let body = initBody;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    // Sessions live in an httpOnly cookie, so every call must carry credentials.
    response = await transport(apiUrl(path), { ...rest, headers, body, credentials: 'include' });
  } catch (error) {
    // Cancelled requests (TanStack Query aborting a stale query) are not failures to report.
    if (isAbortError(error)) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: MSG.common.unexpected });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: MSG.common.unexpected });
  }
}

export function apiUrl(path: string): string {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = error?.code;

  return new ApiError({
    status: response.status,
    code: isErrorCode(code) ? code : fallbackCode(response.status),
    // Only the platform's envelope carries pt-BR text; anything else (a proxy page, a library's
    // English message) is replaced by our own message for that status.
    message: typeof error?.message === 'string' ? error.message : fallbackMessage(response.status),
    fields: isRecord(error?.fields) ? stringFields(error.fields) : undefined,
    reasons: Array.isArray(error?.reasons)
      ? error.reasons.filter((reason): reason is string => typeof reason === 'string')
      : undefined,
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function fallbackCode(status: number): ClientErrorCode {
  return `http_${status}`;
}

function fallbackMessage(status: number): string {
  if (status === 401) return MSG.common.unauthorized;
  if (status === 403) return MSG.common.forbidden;
  if (status === 404) return MSG.common.apiNotFound;
  if (status === 429) return MSG.common.rateLimited;
  if (status >= 500) return MSG.common.internal;
  return MSG.common.unexpected;
}

function stringFields(fields: Record<string, unknown>): ApiFieldErrors {
  const result: ApiFieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbortError(error: unknown): boolean {
  // Checked by name: the DOMException class differs between realms (browser, jsdom, Node).
  return isRecord(error) && error.name === 'AbortError';
}
