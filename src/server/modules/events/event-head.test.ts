import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWhen } from '../../../domain/rules/event-time.js';
import { events } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { withoutPageState } from '../../test/page-state.js';
import { countQueries } from '../../test/statements.js';
import { insertCommunity } from '../moderation/fixtures.js';

// The preview card of a shared event page (issue 20): public, scheduled events only.

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Elas Rede é a rede profissional das mulheres." />
    <title>Elas Rede — a rede profissional das mulheres</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const DAY = 86_400_000;
const LONG_DESCRIPTION = `Uma conversa <franca> sobre carreira em dados.\n\n${'Traga suas perguntas. '.repeat(20)}`;

let dist: string;
let ctx: TestContext;
let admin: TestMember;
let communityId: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'elas-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  ctx = await createTestContext({ webDistDir: dist });
  admin = await createMember(ctx, 'Organizadora Prévia');
  communityId = (await insertCommunity(ctx, [{ user: admin, role: 'admin' }])).id;
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

async function createEvent(overrides: Record<string, unknown> = {}) {
  const starts = new Date(Date.now() + 3 * DAY);
  const res = await call(ctx, 'POST', '/api/events', {
    cookie: admin.cookie,
    body: {
      organiser: { kind: 'community', id: communityId },
      title: 'Dados & "Carreira" <ao vivo>',
      description: LONG_DESCRIPTION,
      mode: 'online',
      onlineUrl: 'https://meet.exemplo.com/segredo-123',
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
      visibility: 'public',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; startsAt: string; endsAt: string };
}

const page = async (pathname: string) => {
  const res = await call(ctx, 'GET', pathname);
  expect(res.status, pathname).toBe(200);
  expect(res.body, pathname).toContain('<div id="root"></div>');
  return res.body as string;
};

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe('Open Graph tags of event pages', () => {
  it('gives a public event its title, date, description excerpt, cover and address, HTML-escaped, in one query', async () => {
    const event = await createEvent();
    await ctx.db
      .update(events)
      .set({ coverUrl: '/uploads/eventos/capa.webp' })
      .where(eq(events.id, event.id));
    let html = '';
    const queries = await countQueries(ctx.db, async () => {
      html = await page(`/eventos/${event.id}`);
    });
    expect(queries).toBe(1);

    expect(html).toContain('<title>Dados &amp; &quot;Carreira&quot; &lt;ao vivo&gt; — Elas Rede</title>');
    expect(html).not.toContain('<ao vivo>');
    expect(html).not.toContain('a rede profissional das mulheres</title>');
    expect(meta(html, 'og:title')).toBe('Dados &amp; &quot;Carreira&quot; &lt;ao vivo&gt;');
    const description = meta(html, 'og:description') ?? '';
    const when = eventWhen(new Date(event.startsAt), new Date(event.endsAt));
    expect(
      description.startsWith(`${when} · Uma conversa &lt;franca&gt; sobre carreira em dados. Traga`),
    ).toBe(true);
    // An excerpt, not the whole text: cut at a word, marked as cut.
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThan(LONG_DESCRIPTION.length);
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/eventos/${event.id}`);
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/uploads/eventos/capa.webp');
    // The online link is for confirmed attendees: never in a page anyone can fetch.
    expect(html).not.toContain('segredo-123');
  });

  it('has no image when the event has no cover', async () => {
    const event = await createEvent({ description: 'Curta.' });
    const html = await page(`/eventos/${event.id}`);
    expect(meta(html, 'og:title')).toBe('Dados &amp; &quot;Carreira&quot; &lt;ao vivo&gt;');
    expect(meta(html, 'og:description')?.endsWith(' · Curta.')).toBe(true);
    expect(meta(html, 'og:image')).toBeUndefined();
  });

  it('serves the plain page for events for members or a community, cancelled ones, unknown ids and other routes', async () => {
    const members = await createEvent({ title: 'Só para membras', visibility: 'members' });
    const community = await createEvent({ title: 'Só da comunidade', visibility: 'community' });
    const cancelled = await createEvent({ title: 'Cancelado' });
    expect(
      (await call(ctx, 'POST', `/api/events/${cancelled.id}/cancel`, { cookie: admin.cookie })).status,
    ).toBe(200);
    for (const pathname of [
      `/eventos/${members.id}`,
      `/eventos/${community.id}`,
      `/eventos/${cancelled.id}`,
      '/eventos/00000000-0000-0000-0000-000000000000',
      '/eventos/nao-e-id',
      '/eventos',
      `/eventos/${members.id}/extra`,
    ]) {
      const html = withoutPageState(await page(pathname));
      expect(html, pathname).toBe(INDEX_HTML);
    }
  });
});
