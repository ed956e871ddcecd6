import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../../domain/schemas/errors.js';

/** The error envelope every endpoint answers with on failure. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).openapi({ description: 'For programs: see domain/schemas/errors.ts' }),
      message: z.string().openapi({ description: 'pt-BR text to show the user' }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

/** A JSON answer: `200: jsonResponse('Saved', schema)`. */
export const jsonResponse = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The `{id}` path parameter of one row; services answer 404 to a malformed one. */
export const IdParam = z.object({ id: z.string() });

export const ImageUpload = z
  .object({ file: z.any().openapi({ type: 'string', format: 'binary' }) })
  .openapi('ImageUpload');
