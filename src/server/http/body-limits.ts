import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { HTTP_COPY } from '../../domain/copy/http.js';
import { LINKEDIN_IMPORT_ERRORS } from '../../domain/copy/linkedin-import.js';
import { VACANCIES_SERVER_COPY } from '../../domain/copy/vacancies-server.js';
import {
  APPLICATION_CV_MAX_BYTES,
  BODY_LIMITS,
  LINKEDIN_EXPORT_MAX_BYTES,
  UPLOAD_MULTIPART_OVERHEAD,
} from '../../domain/limits.js';
import { tooLarge } from '../lib/app-error.js';
import { uploadBodyLimit } from './upload.js';

type Limit = { maxSize: number; message: string };

const sized = (maxSize: number): Limit => ({ maxSize, message: HTTP_COPY.tooLarge });

/**
 * The routes whose largest legitimate body is not a form's, by hono route pattern. Every other
 * route takes BODY_LIMITS.form, and better-auth's (/api/auth/*) BODY_LIMITS.auth. An upload route
 * must be listed here (a test compares this table with the multipart routes of the OpenAPI
 * document), with the same limit its own imageBodyLimit applies.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, Limit>> = {
  'POST /api/contact': sized(BODY_LIMITS.contact),
  'PUT /api/experiences': sized(BODY_LIMITS.cvList),
  'PUT /api/education': sized(BODY_LIMITS.cvList),
  'POST /api/news/admin': sized(BODY_LIMITS.article),
  'PUT /api/news/admin/:id': sized(BODY_LIMITS.article),
  'PUT /api/profile/me/avatar': uploadBodyLimit('avatar'),
  'PUT /api/profile/me/banner': uploadBodyLimit('banner'),
  'POST /api/communities/:id/logo': uploadBodyLimit('logo'),
  'POST /api/communities/:id/banner': uploadBodyLimit('banner'),
  'POST /api/companies/:id/logo': uploadBodyLimit('logo'),
  'POST /api/companies/:id/banner': uploadBodyLimit('banner'),
  'POST /api/news/admin/:id/cover': uploadBodyLimit('cover'),
  'POST /api/events/:id/cover': uploadBodyLimit('cover'),
  'POST /api/posts': uploadBodyLimit('post'),
  'PATCH /api/posts/:id': uploadBodyLimit('post'),
  'POST /api/chat/conversations/:id/messages': uploadBodyLimit('post'),
  'POST /api/vacancies/:id/application': {
    maxSize: APPLICATION_CV_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD,
    message: VACANCIES_SERVER_COPY.cvTooLarge,
  },
  'POST /api/linkedin-import/preview': {
    maxSize: LINKEDIN_EXPORT_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD,
    message: LINKEDIN_IMPORT_ERRORS.tooLarge,
  },
  // What she confirmed of a preview: up to 50 jobs and 50 courses, as the CV editors' lists.
  'POST /api/linkedin-import': sized(BODY_LIMITS.cvList),
};

/** 'METHOD /api/pattern' of the route that will answer, e.g. 'PATCH /api/posts/:id'. */
function routeKey(c: Context): string | undefined {
  const method = c.req.method;
  // Middleware is registered for ALL methods or under a wildcard; the first route registered
  // for this very method and a concrete pattern is the endpoint (or one of its own middleware).
  const route = matchedRoutes(c).find((r) => r.method === method && !r.path.endsWith('*'));
  return route ? `${method} ${route.path}` : undefined;
}

function limitFor(c: Context): Limit {
  if (c.req.path.startsWith('/api/auth/')) return sized(BODY_LIMITS.auth);
  const key = routeKey(c);
  return (key && ROUTE_BODY_LIMITS[key]) || sized(BODY_LIMITS.form);
}

/**
 * Bounds every request body by its route before anything reads it (issue 13): an announced
 * Content-Length over the limit is refused at once, and a body without one (chunked) is counted
 * while it streams and cut at the limit, so no request makes the process hold more than its
 * route allows. Answers 413 in pt-BR.
 */
export function requestBodyLimits() {
  return createMiddleware(async (c, next) => {
    // No body to bound; and asking for one would build a full fetch Request (abort signal,
    // header copy) that the node adapter otherwise spares every GET.
    if (withoutBody(c.req.method)) return next();
    const { maxSize, message } = limitFor(c);
    return bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge(message);
      },
    })(c, next);
  });
}

/** Methods whose requests carry no body (a fetch Request cannot give them one). */
export function withoutBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}
