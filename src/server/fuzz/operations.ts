import type { Schema } from './values.js';

// The operations to fuzz, read from the app's own OpenAPI document.

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Schema };

export type Operation = {
  /** Lower case, as in the document. */
  method: string;
  /** Under /api, with {param} placeholders: '/posts/{id}'. */
  path: string;
  parameters: Parameter[];
  body?: { mediaType: 'application/json' | 'multipart/form-data'; required: boolean; schema: Schema };
  /** Ends her session or her account: fuzzed anonymously only, so the signed-in runs keep going. */
  endsSession?: boolean;
};

type Document = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, ParameterObject> };
};
type ParameterObject = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type OperationObject = {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations that would end the fuzzing member's session or account. */
const SESSION_ENDING = new Set([
  'delete /profile/me',
  'post /auth/sign-out',
  'post /auth/revoke-sessions',
  'post /auth/change-password',
  // Turning two-factor on or off, or new backup codes, start a new session in better-auth.
  'post /auth/two-factor/enable',
  'post /auth/two-factor/disable',
  'post /auth/two-factor/generate-backup-codes',
]);

/** Resolves a local `$ref` ('#/components/schemas/X') against the document. */
export function refResolver(doc: Document) {
  return function resolve(schema: Schema): Schema {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      const name = current.$ref.split('/').at(-1) ?? '';
      current = doc.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

export function operationsOf(doc: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters: Parameter[] = [];
      for (const raw of op.parameters ?? []) {
        const p = raw.$ref ? doc.components?.parameters?.[raw.$ref.split('/').at(-1) ?? ''] : raw;
        if (!p || (p.in !== 'path' && p.in !== 'query')) continue;
        parameters.push({
          name: p.name,
          in: p.in,
          required: p.in === 'path' || !!p.required,
          schema: p.schema ?? {},
        });
      }
      const content = op.requestBody?.content ?? {};
      const mediaType =
        'application/json' in content
          ? 'application/json'
          : 'multipart/form-data' in content
            ? 'multipart/form-data'
            : undefined;
      operations.push({
        method,
        path,
        parameters,
        body: mediaType
          ? {
              mediaType,
              required: op.requestBody?.required ?? false,
              schema: content[mediaType]?.schema ?? {},
            }
          : undefined,
        endsSession: SESSION_ENDING.has(`${method} ${path}`),
      });
    }
  }
  return operations;
}
