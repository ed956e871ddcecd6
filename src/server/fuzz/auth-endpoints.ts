import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits.js';
import type { Operation } from './operations.js';
import type { Schema } from './values.js';

// better-auth's endpoints that the client (src/web/features/auth, settings) and our e-mails call.
// They are not in the OpenAPI document zod-openapi builds; an entry here is skipped once the
// document describes the same method and path.

const email: Schema = { type: 'string', format: 'email', maxLength: 254 };
const password: Schema = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
const callback: Schema = { type: 'string', maxLength: 200 };
const code: Schema = { type: 'string', minLength: 6, maxLength: 11 };

const json = (properties: Record<string, Schema>, required: string[] = []) => ({
  mediaType: 'application/json' as const,
  required: true,
  schema: { type: 'object', properties, required } satisfies Schema,
});

export const AUTH_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/auth/sign-up/email',
    parameters: [],
    body: json(
      { name: { type: 'string', minLength: 1, maxLength: 120 }, email, password, callbackURL: callback },
      ['name', 'email', 'password'],
    ),
  },
  {
    method: 'post',
    path: '/auth/sign-in/email',
    parameters: [],
    body: json({ email, password, rememberMe: { type: 'boolean' }, callbackURL: callback }, [
      'email',
      'password',
    ]),
  },
  { method: 'post', path: '/auth/sign-out', parameters: [], body: json({}), endsSession: true },
  {
    method: 'post',
    path: '/auth/request-password-reset',
    parameters: [],
    body: json({ email, redirectTo: callback }, ['email']),
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    parameters: [],
    body: json({ newPassword: password, token: { type: 'string', maxLength: 64 } }, ['newPassword', 'token']),
  },
  {
    method: 'post',
    path: '/auth/send-verification-email',
    parameters: [],
    body: json({ email, callbackURL: callback }, ['email']),
  },
  {
    method: 'get',
    path: '/auth/verify-email',
    parameters: [
      { name: 'token', in: 'query', required: true, schema: { type: 'string', maxLength: 400 } },
      { name: 'callbackURL', in: 'query', required: false, schema: callback },
    ],
  },
  {
    method: 'post',
    path: '/auth/change-password',
    parameters: [],
    body: json(
      { currentPassword: password, newPassword: password, revokeOtherSessions: { type: 'boolean' } },
      ['currentPassword', 'newPassword'],
    ),
    endsSession: true,
  },
  { method: 'post', path: '/auth/revoke-sessions', parameters: [], body: json({}), endsSession: true },
  {
    method: 'get',
    path: '/auth/reset-password/{token}',
    parameters: [
      { name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } },
      { name: 'callbackURL', in: 'query', required: false, schema: callback },
    ],
  },
  // Two-factor sign-in (issue 13, point 7b): settings and the second step of signing in. With
  // her password (the plausible one is hers) the settings end her other sessions, and may end
  // this one: they are fuzzed anonymously.
  {
    method: 'post',
    path: '/auth/two-factor/enable',
    parameters: [],
    body: json({ password }, ['password']),
    endsSession: true,
  },
  {
    method: 'post',
    path: '/auth/two-factor/disable',
    parameters: [],
    body: json({ password }, ['password']),
    endsSession: true,
  },
  {
    method: 'post',
    path: '/auth/two-factor/verify-totp',
    parameters: [],
    body: json({ code, trustDevice: { type: 'boolean' } }, ['code']),
  },
  {
    method: 'post',
    path: '/auth/two-factor/verify-backup-code',
    parameters: [],
    body: json({ code, trustDevice: { type: 'boolean' } }, ['code']),
  },
  {
    method: 'post',
    path: '/auth/two-factor/generate-backup-codes',
    parameters: [],
    body: json({ password }, ['password']),
    endsSession: true,
  },
];
