import type { Me, PublicConfig } from '@domain/schemas/auth';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { configQueryOptions, meQueryOptions } from './session';

/*
 * The server writes the session and the public configuration into index.html, exactly as
 * GET /api/me and GET /api/config answer them:
 *   <script type="application/json" id="elas-bootstrap">{"me": …, "config": …}</script>
 * Seeding the query cache from it lets the first page start without waiting for /api/me. When
 * the server also rendered the page (entry-server.tsx), `rendered` holds what that render read,
 * so the browser takes the page over (hydrates) from the very same data. Checked
 * by hand rather than with the zod schemas, which would put zod in the entry chunk; anything
 * unexpected is ignored and the client asks the API as it would without the script (the dev
 * server and the component tests have none).
 */

export const BOOTSTRAP_ELEMENT_ID = 'elas-bootstrap';

export interface Bootstrap {
  me?: Me;
  config?: PublicConfig;
  rendered?: RenderedState;
}

/** The query cache and the router's state of a page the server rendered. */
export interface RenderedState {
  queries: DehydratedState;
  router: HydrationState;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: Json, keys: string[]) => keys.every((key) => typeof value[key] === 'string');
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

function isUser(value: unknown): boolean {
  if (value === null) return true;
  return (
    isObject(value) &&
    hasStrings(value, ['id', 'name', 'email', 'role']) &&
    typeof value.twoFactorEnabled === 'boolean' &&
    isObject(value.viewer)
  );
}

function isProfile(value: unknown): boolean {
  if (value === null) return true;
  return (
    isObject(value) &&
    hasStrings(value, ['slug', 'fullName']) &&
    isNullableString(value.professionalTitle) &&
    isNullableString(value.profileImageUrl)
  );
}

function isMe(value: unknown): value is Me {
  return isObject(value) && isUser(value.user) && isProfile(value.profile);
}

function isPublicConfig(value: unknown): value is PublicConfig {
  return isObject(value) && typeof value.marketingUrl === 'string';
}

function isRenderedState(value: unknown): value is RenderedState {
  return (
    isObject(value) &&
    isObject(value.queries) &&
    Array.isArray(value.queries.queries) &&
    isObject(value.router)
  );
}

/** What the page was served with; empty when there is no (valid) bootstrap script. */
export function readBootstrap(doc: Document = document): Bootstrap {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(data)) return {};
  return {
    ...(isMe(data.me) ? { me: data.me } : {}),
    ...(isPublicConfig(data.config) ? { config: data.config } : {}),
    ...(isRenderedState(data.rendered) ? { rendered: data.rendered } : {}),
  };
}

/** Puts the served session and configuration in the cache, as if just fetched. */
export function seedQueryClient(queryClient: QueryClient, { me, config }: Bootstrap): void {
  if (me) queryClient.setQueryData(meQueryOptions().queryKey, me);
  if (config) queryClient.setQueryData(configQueryOptions().queryKey, config);
}
