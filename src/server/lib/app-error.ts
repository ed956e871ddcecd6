import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODE, type ErrorCode } from '../../domain/schemas/errors.js';

/**
 * The one error type services throw. `code` is stable for clients, one of the shared ErrorCode
 * union (domain/schemas/errors.ts, where each is described); `message` is the pt-BR text shown
 * to the user (from messages.ts), `fields` maps form fields to their messages.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
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

/** 400 for a request that cannot be read as sent (a malformed body): `bad_request`. */
export const badRequest = (message: string) => new AppError(400, ERROR_CODE.badRequest, message);
/** 400 for a request read but refused by validation, naming the fields at fault: `invalid_input`. */
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new AppError(400, ERROR_CODE.invalidInput, message, fields);
export const unauthorized = (message: string) => new AppError(401, ERROR_CODE.unauthorized, message);
export const forbidden = (message: string) => new AppError(403, ERROR_CODE.forbidden, message);
export const notFound = (message: string) => new AppError(404, ERROR_CODE.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, ERROR_CODE.conflict, message, fields);
export const tooLarge = (message: string) => new AppError(413, ERROR_CODE.tooLarge, message);
export const unsupportedType = (message: string) => new AppError(415, ERROR_CODE.unsupportedType, message);
export const unprocessable = (message: string, fields?: Record<string, string>) =>
  new AppError(422, ERROR_CODE.unprocessable, message, fields);
export const tooManyRequests = (message: string) => new AppError(429, ERROR_CODE.rateLimited, message);
