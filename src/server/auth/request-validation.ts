import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { SECURITY_COPY } from '../../domain/copy/security.js';
import { MSG } from '../../domain/messages.js';
import { type AuthRequestPath, authLinkQuerySchemas, authRequestSchemas } from '../../domain/schemas/auth.js';
import { AppError } from '../lib/app-error.js';

/** Code our own refusals carry inside better-auth; auth-errors.ts keeps their pt-BR message and fields. */
export const INVALID_INPUT_CODE = 'ELAS_INVALID_INPUT';

/** The API's `fields` map: the first message per field; a field we do not accept is named. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= SECURITY_COPY.errors.unknownField;
      continue;
    }
    fields[issue.path.join('.') || '_'] ??= issue.message;
  }
  return fields;
}

/**
 * The body of an auth endpoint, parsed with the API's own field schemas (domain/schemas/auth.ts):
 * only the fields the client sends, each bounded and normalised (trimmed name, lower-case e-mail).
 * Endpoints without a schema here are not the client's and pass unchanged (the HTTP allow-list
 * in endpoints.ts already refuses them from outside). Throws a 400 with `fields`.
 */
export function parseAuthRequest(path: string, body: unknown): Record<string, unknown> | undefined {
  const schema = authRequestSchemas[path as AuthRequestPath];
  if (!schema) return undefined;
  // No body at all (e.g. a server-side sign-out) means no fields.
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw new APIError('BAD_REQUEST', {
    code: INVALID_INPUT_CODE,
    message: MSG.common.invalidInput,
    fields: fieldMessages(parsed.error),
  });
}

/** The schema of an e-mailed link's query (GET `/verify-email`, `/reset-password/{token}`). */
function linkQuerySchema(path: string) {
  if (path === '/verify-email') return authLinkQuerySchemas['/verify-email'];
  if (path.startsWith('/reset-password/')) return authLinkQuerySchemas['/reset-password'];
  return undefined;
}

/** Checks an e-mailed link's query before better-auth reads it; a 400 with `fields` otherwise. */
export function checkAuthLinkQuery(path: string, query: Record<string, string>): void {
  const parsed = linkQuerySchema(path)?.safeParse(query);
  if (parsed && !parsed.success)
    throw new AppError(400, 'invalid_input', MSG.common.invalidInput, fieldMessages(parsed.error));
}
