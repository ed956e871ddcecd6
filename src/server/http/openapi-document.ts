import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { type AuthRequestPath, authLinkQuerySchemas, authRequestSchemas } from '../../domain/schemas/auth.js';
import { errorResponse } from './openapi-common.js';

// The API's OpenAPI document (/api/openapi.json): what zod-openapi builds from the routes, plus
// what it cannot know — better-auth's endpoints, the session cookie, operation ids and the
// answers every operation can give — so that the document is complete and lint-clean
// (`npm run check` lints it with Redocly's recommended rules: scripts/lint-openapi.ts).

/** The session cookie better-auth sets (`__Secure-` prefixed when PUBLIC_URL is https). */
const SESSION_COOKIE = 'better-auth.session_token';

/** What each better-auth endpoint the client calls does (their bodies come from authRequestSchemas). */
const AUTH_SUMMARIES: Record<AuthRequestPath, string> = {
  '/sign-up/email':
    'Create an account (same answer whether or not the e-mail has one); e-mails a verification link',
  '/sign-in/email': 'Sign in with e-mail and password; answers twoFactorRedirect when a second step is due',
  '/sign-out': 'End this session',
  '/revoke-sessions': 'End every session of hers (sign out of every device)',
  '/send-verification-email': 'E-mail a fresh verification link',
  '/request-password-reset':
    'E-mail a password reset link (same answer whether or not the e-mail has an account)',
  '/reset-password': 'Set a new password with the e-mailed token; ends every session',
  '/change-password': 'Change her password with the current one; ends her other sessions',
  '/two-factor/enable': 'Start turning on two-factor sign-in: answers the TOTP URI and backup codes',
  '/two-factor/disable': 'Turn off two-factor sign-in',
  '/two-factor/generate-backup-codes': 'Replace her backup codes',
  '/two-factor/verify-totp':
    'Second sign-in step (or confirm enabling) with a code from her authenticator app',
  '/two-factor/verify-backup-code': 'Second sign-in step with a backup code',
};

const authAnswer = z.object({}).passthrough().openapi('AuthAnswer');

/**
 * Documents better-auth's served endpoints (auth/endpoints.ts) from the same zod schemas that
 * validate their bodies (domain/schemas/auth.ts). Registration only: the handler stays
 * better-auth's, mounted at /api/auth.
 */
export function registerAuthEndpoints(api: Pick<OpenAPIHono, 'openAPIRegistry'>) {
  for (const [path, schema] of Object.entries(authRequestSchemas) as Array<[AuthRequestPath, z.ZodType]>) {
    api.openAPIRegistry.registerPath(
      createRoute({
        method: 'post',
        path: `/auth${path}`,
        tags: ['auth'],
        summary: AUTH_SUMMARIES[path],
        request: { body: { required: true, content: { 'application/json': { schema } } } },
        responses: {
          200: { description: 'Done', content: { 'application/json': { schema: authAnswer } } },
          400: errorResponse('Invalid fields (`fields` names them)'),
          401: errorResponse('Wrong credentials, or no session'),
          403: errorResponse('E-mail not verified, or a request from another site'),
          429: errorResponse('Too many attempts; see Retry-After'),
        },
      }),
    );
  }
  api.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/auth/verify-email',
      tags: ['auth'],
      summary: 'The e-mailed verification link: confirms the address and redirects to the client',
      request: { query: authLinkQuerySchemas['/verify-email'] },
      responses: {
        302: { description: 'To the verification page (with `error` when the link is bad)' },
        400: errorResponse('Malformed link'),
      },
    }),
  );
  api.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/auth/reset-password/{token}',
      tags: ['auth'],
      summary: 'The e-mailed reset link: redirects to the new-password page with the token',
      request: {
        params: z.object({ token: z.string().max(200) }),
        query: authLinkQuerySchemas['/reset-password'],
      },
      responses: {
        302: { description: 'To the new-password page (with `error` when the link is bad)' },
        400: errorResponse('Malformed link'),
      },
    }),
  );
}

type Operation = {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `post /communities/{id}/members` → `postCommunitiesByIdMembers`: unique, stable, derived. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment.replaceAll(/[^a-zA-Z0-9]+/g, '-'),
    )
    .join('-')
    .split('-')
    .filter(Boolean);
  return [method, ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Answers the HTTP layer gives any operation, before or around its handler (http/*). */
const SHARED_ANSWERS = {
  400: errorAnswer('Invalid input, including text with a character no text may hold (NUL)'),
  503: errorAnswer('The database is unavailable for the moment; see Retry-After'),
};
const BODY_ANSWERS = {
  413: errorAnswer('The body is larger than this operation takes'),
  415: errorAnswer('The body is not in a format this operation takes'),
};
const MUTATION_ANSWERS = {
  403: errorAnswer('Not allowed, or a request from another site (Origin / Sec-Fetch-Site)'),
};

/** Fills in what every operation shares; the routes' own answers win. */
export function completeDocument<T extends { paths?: object; components?: object }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.responses = {
        ...SHARED_ANSWERS,
        ...(method === 'get' ? {} : MUTATION_ANSWERS),
        ...(operation.requestBody ? BODY_ANSWERS : {}),
        ...operation.responses,
      };
    }
  }
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...document,
    components: {
      ...components,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session better-auth starts at /api/auth/sign-in/email (HttpOnly, SameSite=Lax). Operations that need it answer 401 without it.',
        },
      },
    },
    // Every operation reads the session when there is one; many also serve visitors.
    security: [{}, { sessionCookie: [] }],
  };
}

export const OPENAPI_INFO = {
  title: 'Elas Rede API',
  version: '1.0.0',
  description:
    'API da rede profissional das mulheres. Autenticação por cookie de sessão (/api/auth); erros em `{ error: { code, message } }` com mensagens em português.',
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
};
