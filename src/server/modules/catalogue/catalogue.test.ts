import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const get = (path: string) => call(ctx, 'GET', path);

describe('catalogues (no session needed)', () => {
  it('lists languages by name, ignoring accents and case', async () => {
    const res = await get('/api/catalogue/idiomas');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const names: string[] = res.body.map((l: { name: string }) => l.name);
    expect(res.body[0]).toEqual({ id: expect.any(Number), name: names[0] });
    expect(names).toContain('Português');
    // 'Árabe' sorts among the A's, not after 'Z' as a byte order would put it.
    expect(names.indexOf('Alemão')).toBeLessThan(names.indexOf('Árabe'));
    expect(names.indexOf('Árabe')).toBeLessThan(names.indexOf('Cantonês'));
  });

  it('lists the 27 states by name', async () => {
    const res = await get('/api/catalogue/states');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(27);
    expect(res.body[0]).toEqual({ uf: 'AC', name: 'Acre' });
    expect(res.body).toContainEqual({ uf: 'SP', name: 'São Paulo' });
    const names = res.body.map((s: { name: string }) => s.name);
    expect(names.indexOf('Amapá')).toBeLessThan(names.indexOf('Amazonas'));
  });

  it('walks sector → categories → roles, and names saved roles with their place in the taxonomy', async () => {
    const sectors = await get('/api/catalogue/sectors');
    expect(sectors.status).toBe(200);
    const tech = sectors.body.find((s: { name: string }) => s.name === 'Tecnologia da Informação');
    const categories = await get(`/api/catalogue/sectors/${tech.id}/categories`);
    expect(categories.status).toBe(200);
    const software = categories.body.find((c: { name: string }) => c.name === 'Desenvolvimento de Software');
    const roles = await get(`/api/catalogue/categories/${software.id}/roles`);
    const names = roles.body.map((r: { name: string }) => r.name);
    expect(names).toContain('Desenvolvedora Front-end');
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);

    const [first, second] = roles.body;
    const described = await get(`/api/catalogue/roles?ids=${second.id},${first.id},999999`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual([
      { id: first.id, name: first.name, categoryId: software.id, sectorId: tech.id },
      { id: second.id, name: second.name, categoryId: software.id, sectorId: tech.id },
    ]);
    expect((await get('/api/catalogue/roles')).body).toEqual([]);
    expect((await get('/api/catalogue/sectors/999999/categories')).body).toEqual([]);

    // Every category at once, with its sector (a mentora's areas).
    const all = await get('/api/catalogue/categories');
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual({
      id: software.id,
      name: 'Desenvolvimento de Software',
      sector: 'Tecnologia da Informação',
    });
    expect(all.body.length).toBeGreaterThanOrEqual(categories.body.length);
  });

  it('refuses malformed ids and more than 50 roles at once', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const path of [
      `/api/catalogue/roles?ids=${tooMany}`,
      '/api/catalogue/roles?ids=1,abc',
      '/api/catalogue/sectors/abc/categories',
      '/api/catalogue/categories/-1/roles',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_input');
    }
  });
});
