import { MSG } from '@domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiUrl } from './api';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(response: Response | { reject: unknown }) {
  const fetchMock = vi.fn(async () => {
    if ('reject' in response) throw response.reject;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiUrl', () => {
  it('puts paths under /api once', () => {
    expect(apiUrl('/communities')).toBe('/api/communities');
    expect(apiUrl('communities')).toBe('/api/communities');
    expect(apiUrl('/api/communities')).toBe('/api/communities');
  });
});

describe('apiFetch', () => {
  it('sends credentials and returns the parsed JSON', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { items: [1, 2], nextCursor: null }));
    const data = await apiFetch<{ items: number[] }>('/posts?limit=2');
    expect(data.items).toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/posts?limit=2');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('serialises `json` with the JSON content type', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { id: 'c1' }));
    await apiFetch('/communities', { method: 'POST', json: { name: 'Mulheres em TI' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Mulheres em TI"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('resolves undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/posts/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns the server error envelope into an ApiError', async () => {
    mockFetch(
      jsonResponse(422, {
        error: {
          code: 'invalid_input',
          message: MSG.common.invalidInput,
          fields: { name: MSG.communities.nameRequired, ignored: 42 },
        },
      }),
    );
    const error = await caught(apiFetch('/communities', { method: 'POST', json: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe(MSG.common.invalidInput);
    expect(error.fields).toEqual({ name: MSG.communities.nameRequired });
  });

  it('keeps the string reasons of a refused input (weak password)', async () => {
    mockFetch(
      jsonResponse(400, {
        error: {
          code: 'weak_password',
          message: MSG.auth.weakPassword,
          reasons: [MSG.auth.passwordTooShort, 7, MSG.auth.passwordTooCommon],
        },
      }),
    );
    const error = await caught(apiFetch('/auth/sign-up/email', { method: 'POST', json: {} }));
    expect(error.code).toBe('weak_password');
    expect(error.reasons).toEqual([MSG.auth.passwordTooShort, MSG.auth.passwordTooCommon]);
  });

  it('keeps only the codes the API defines (ERROR_CODE, shared with the server)', async () => {
    mockFetch(jsonResponse(409, { error: { code: 'made_up', message: MSG.common.unexpected } }));
    const error = await caught(apiFetch('/communities', { method: 'POST', json: {} }));
    expect(error.code).toBe('http_409');
    expect(error.message).toBe(MSG.common.unexpected);
  });

  it('uses our pt-BR text when the error body is not the platform envelope', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(apiFetch('/feed'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.message).toBe(MSG.common.internal);
    expect(error.fields).toEqual({});
    expect(error.reasons).toEqual([]);
  });

  it('maps 401 without envelope to the sign-in message', async () => {
    mockFetch(jsonResponse(401, { message: 'Unauthorized' }));
    const error = await caught(apiFetch('/me'));
    expect(error.message).toBe(MSG.common.unauthorized);
  });

  it('reports a network failure as status 0 with the generic message', async () => {
    mockFetch({ reject: new TypeError('Failed to fetch') });
    const error = await caught(apiFetch('/feed'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MSG.common.unexpected);
  });

  it('lets an aborted request reject as an abort, not an ApiError', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch({ reject: abort });
    await expect(apiFetch('/feed')).rejects.toBe(abort);
  });
});
