import type { Context, ErrorHandler, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { statusError } from '../../domain/copy/http.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { AppError } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';

// Every error the API answers is `{ error: { code, message } }` with a pt-BR message
// (ARCHITECTURE.md). Our own code throws AppError with its text; what the frameworks raise
// (hono's 'Malformed JSON in request body', zod-openapi's 'Unsupported Media Type', a body
// limit's 'Payload Too Large') carries English, so it is answered by its status alone.

type Env = { Variables: { requestId: string } };

/** What a 503 for a database outage tells clients to wait: about one restart of PostgreSQL. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const envelope = (c: Context, status: ContentfulStatusCode, headers?: Record<string, string>) =>
  c.json({ error: statusError(status) }, status, headers);

/** app.onError: AppError as thrown, framework errors by status, anything else a logged 500. */
export function errorHandler<E extends Env>(logger: Logger): ErrorHandler<E> {
  return (err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    const reqId = c.get('requestId');
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status >= 500) logger.error({ err, reqId, path: c.req.path }, 'framework error');
      return envelope(c, status);
    }
    // A database restarting, unreachable or timing out: not a defect, and worth a retry.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, reqId, path: c.req.path }, 'database unavailable');
      return databaseUnavailableAnswer(c);
    }
    logger.error({ err, reqId, path: c.req.path }, 'unhandled error');
    return c.json({ error: { ...statusError(500), requestId: reqId } }, 500);
  };
}

/** 503 while the database is away (restarting, unreachable, timing out): retry shortly. */
export const databaseUnavailableAnswer = (c: Context) =>
  envelope(c, 503, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });

/** 404 for a path no route serves. */
export const apiNotFound = (c: Context) => envelope(c, 404);

/**
 * 405 with its Allow header when the path exists but not for this method (DELETE on a list
 * that only reads), instead of a 404 that would say the path does not exist.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app's routes, whatever its schema type.
export function apiMethodNotAllowed<E extends Env>(app: Hono<E, any, any>) {
  return methodNotAllowed<E>({
    app,
    onMethodNotAllowed: (c, methods) => envelope(c, 405, { Allow: methods.join(', ') }),
  });
}
