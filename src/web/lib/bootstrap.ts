import type { Me, PublicConfig } from '@domain/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { configQueryOptions, meQueryOptions } from '@web/features/auth/api';

/*
 * The server writes the session and the public configuration into index.html, exactly as
 * GET /api/me and GET /api/config answer them:
 *   <script type="application/json" id="elas-bootstrap">{"me": …, "config": …}</script>
 * Seeding the query cache from it lets the first page start without waiting for /api/me. Checked
 * by hand rather than with the zod schemas, which would put zod in the entry chunk; anything
 * unexpected is ignored and the client asks the API as it would without the script (the dev
 * server and the component tests have none).
 */

export const BOOTSTRAP_ELEMENT_ID = 'elas-bootstrap';

export interface Bootstrap {
  me?: Me;
  config?: PublicConfig;
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
    typeof value.twoFactorEnabled === 'boolean'
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
  };
}

/** Puts the served session and configuration in the cache, as if just fetched. */
export function seedQueryClient(queryClient: QueryClient, { me, config }: Bootstrap): void {
  if (me) queryClient.setQueryData(meQueryOptions().queryKey, me);
  if (config) queryClient.setQueryData(configQueryOptions().queryKey, config);
}
