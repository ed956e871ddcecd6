import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type services throw. `code` is stable for clients, `message` is the pt-BR text
 * shown to the user (from messages.ts), `fields` maps form fields to their messages.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody() {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message: string) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooLarge = (message: string) => new AppError(413, 'too_large', message);
export const unsupportedType = (message: string) => new AppError(415, 'unsupported_type', message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, 'unprocessable', message, fields);
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);
