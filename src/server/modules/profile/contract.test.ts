import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// The web client is built against the issue 4 HTTP contract; the OpenAPI document must
// describe every one of its endpoints, with the error answers a client has to handle.
const CONTRACT: Array<[method: string, path: string, statuses: string[]]> = [
  ['get', '/profile/me', ['200', '401']],
  ['put', '/profile/me', ['200', '400', '401']],
  ['delete', '/profile/me', ['204', '401']],
  ['put', '/profile/me/avatar', ['200', '401']],
  ['put', '/profile/me/banner', ['200', '401']],
  ['get', '/profile/slug-availability', ['200', '401']],
  ['put', '/profile/me/slug', ['200', '400', '401', '409']],
  ['get', '/profiles/by-slug/{slug}', ['200', '404']],
  ['get', '/profiles/{id}', ['200', '404']],
  ['get', '/catalogue/idiomas', ['200']],
  ['get', '/catalogue/states', ['200']],
  ['get', '/catalogue/sectors', ['200']],
  ['get', '/catalogue/sectors/{id}/categories', ['200', '400']],
  ['get', '/catalogue/categories/{id}/roles', ['200', '400']],
  ['get', '/catalogue/roles', ['200', '400']],
  ['get', '/experiences', ['200', '401']],
  ['put', '/experiences', ['200', '400', '401', '404']],
  ['delete', '/experiences/{id}', ['204', '401', '404']],
  ['get', '/education', ['200', '401']],
  ['put', '/education', ['200', '400', '401', '404']],
  ['delete', '/education/{id}', ['204', '401', '404']],
  ['get', '/projects', ['200', '401']],
  ['post', '/projects', ['201', '400', '401']],
  ['put', '/projects/{id}', ['200', '400', '401', '404']],
  ['delete', '/projects/{id}', ['204', '401', '404']],
  ['get', '/job-preferences', ['200', '401']],
  ['post', '/job-preferences', ['201', '400', '401']],
  ['put', '/job-preferences/{id}', ['200', '400', '401', '404']],
  ['put', '/job-preferences/{id}/active', ['200', '401', '404']],
  ['delete', '/job-preferences/{id}', ['204', '401', '404', '409']],
];

describe('OpenAPI document', () => {
  it('documents every endpoint of the profile contract with its request and answers', async () => {
    const doc = await (await ctx.app.request('/api/openapi.json')).json();
    for (const [method, path, statuses] of CONTRACT) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(statuses));
      if (['put', 'post'].includes(method)) expect(operation.requestBody, `${method} ${path}`).toBeDefined();
    }
    const save = doc.paths['/experiences'].put.requestBody.content['application/json'].schema;
    expect(JSON.stringify(save)).toContain('startMonth');
  });
});
