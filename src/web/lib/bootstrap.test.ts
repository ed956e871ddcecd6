import { QueryClient } from '@tanstack/react-query';
import { MEMBER_ME, VISITOR_ME } from '@web/test/fake-api';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, readBootstrap, seedQueryClient } from './bootstrap';
import { configQueryOptions, meQueryOptions } from './session';

function serve(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOTSTRAP_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

const CONFIG = { marketingUrl: 'https://elasrede.example/' };

afterEach(() => document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove());

describe('the session embedded in the page', () => {
  it('reads the member and the configuration, "<" escaped as the server writes it', () => {
    const me = { ...MEMBER_ME, profile: { ...MEMBER_ME.profile!, fullName: 'Ana <Souza>' } };
    serve(JSON.stringify({ me, config: CONFIG }).replaceAll('<', '\\u003c'));
    expect(readBootstrap()).toEqual({ me, config: CONFIG });
  });

  it('reads a visitor', () => {
    serve(JSON.stringify({ me: VISITOR_ME, config: CONFIG }));
    expect(readBootstrap().me).toEqual(VISITOR_ME);
  });

  it('ignores a missing script, broken JSON and answers of another shape', () => {
    expect(readBootstrap()).toEqual({});
    serve('{"me": ');
    expect(readBootstrap()).toEqual({});
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    serve(JSON.stringify({ me: { user: { id: 1 }, profile: null }, config: { marketingUrl: null } }));
    expect(readBootstrap()).toEqual({});
  });

  it('reads the state of a page the server rendered, and ignores one of another shape', () => {
    const rendered = { queries: { mutations: [], queries: [] }, router: { loaderData: { root: null } } };
    serve(JSON.stringify({ me: VISITOR_ME, config: CONFIG, rendered }));
    expect(readBootstrap().rendered).toEqual(rendered);
    document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
    serve(JSON.stringify({ me: VISITOR_ME, config: CONFIG, rendered: { queries: {}, router: null } }));
    expect(readBootstrap()).toEqual({ me: VISITOR_ME, config: CONFIG });
  });

  it('seeds ["me"] and ["config"], so the first page does not ask for them again', () => {
    const queryClient = new QueryClient();
    seedQueryClient(queryClient, { me: MEMBER_ME, config: CONFIG });
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(MEMBER_ME);
    expect(queryClient.getQueryData(configQueryOptions().queryKey)).toEqual(CONFIG);
    expect(queryClient.getQueryState(meQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });

  it('seeds nothing without a script', () => {
    const queryClient = new QueryClient();
    seedQueryClient(queryClient, {});
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
  });
});
