import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userJobPreferences } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import type { CapturedMail } from '../../test/smtp-capture.js';
import { JOB_ALERT_EMAIL_JOB, queueJobAlerts } from './alerts.js';
import { insertCompany, insertVacancy } from './fixtures.js';

// Saved vacancies ('Salvar', 'Salvas') and job alerts (issue 21).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const HOUR = 3_600_000;

async function remotePreference(member: TestMember) {
  await ctx.db.insert(userJobPreferences).values({
    userId: member.id,
    isActive: true,
    preferredWorkModels: ['Remoto'],
    preferredContractTypes: ['CLT'],
  });
}

/** Every alert job queued so far has run, and every e-mail it queued has left. */
async function alertsDelivered() {
  const deadline = Date.now() + 10_000;
  while ((await ctx.queue.pending(JOB_ALERT_EMAIL_JOB)) > 0) {
    if (Date.now() > deadline) throw new Error('job alert jobs not done');
    await new Promise((r) => setTimeout(r, 25));
  }
  await ctx.mailQueueIdle();
}

/** The fan-out, as the schedule runs it, then its jobs. */
async function runAlerts() {
  const queued = await ctx.queueJobAlerts();
  await alertsDelivered();
  return queued;
}

const alertMails = (member: TestMember): CapturedMail[] =>
  ctx.smtp.messages.filter(
    (m) => m.to.includes(member.email.toLowerCase()) && m.subject.includes('com o seu perfil'),
  );

/** Her next run may send (as if her interval had passed). */
const makeDue = (member: TestMember) =>
  ctx.db.execute(sql`update job_alert_settings set due_at = now() where user_id = ${member.id}`);

describe("'Salvar' and 'Salvas'", () => {
  it('saves and unsaves (idempotent), shows it on cards and the vacancy, lists hers newest saved first', async () => {
    const [ana, bia] = [await createMember(ctx, 'Ana Salva'), await createMember(ctx, 'Bia Salva')];
    const company = await insertCompany(ctx);
    const closedCompany = await insertCompany(ctx);
    const first = await insertVacancy(ctx, company.id, { title: 'Primeira salva', minutesAgo: 30 });
    const second = await insertVacancy(ctx, company.id, { title: 'Segunda salva', minutesAgo: 20 });
    const closed = await insertVacancy(ctx, company.id, { title: 'Encerrada salva', isActive: false });
    const hidden = await insertVacancy(ctx, closedCompany.id, { title: 'Empresa desativada' });

    // Anonymous: 401; unknown or malformed: 404.
    expect((await call(ctx, 'PUT', `/api/vacancies/${first.id}/save`)).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/vacancies/saved')).status).toBe(401);
    expect(
      (
        await call(ctx, 'PUT', '/api/vacancies/00000000-0000-4000-8000-000000000000/save', {
          cookie: ana.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await call(ctx, 'PUT', '/api/vacancies/nope/save', { cookie: ana.cookie })).status).toBe(404);

    for (const v of [second, closed, first, first, hidden]) {
      const res = await call(ctx, 'PUT', `/api/vacancies/${v.id}/save`, { cookie: ana.cookie });
      expect(res.status).toBe(204);
      // Distinct instants, so the order is the order saved.
      await new Promise((r) => setTimeout(r, 5));
    }
    // The company is deactivated after she saved: its vacancy leaves her list (and answers 404).
    await ctx.db.execute(sql`update companies set is_active = false where id = ${closedCompany.id}`);

    const page1 = await call(ctx, 'GET', '/api/vacancies/saved?limit=2', { cookie: ana.cookie });
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((v: { title: string }) => v.title)).toEqual([
      'Primeira salva',
      'Encerrada salva',
    ]);
    expect(page1.body.items[1]).toMatchObject({ isActive: false, saved: true });
    const page2 = await call(ctx, 'GET', `/api/vacancies/saved?limit=2&cursor=${page1.body.nextCursor}`, {
      cookie: ana.cookie,
    });
    expect(page2.body.items.map((v: { title: string }) => v.title)).toEqual(['Segunda salva']);
    expect(page2.body.nextCursor).toBeNull();
    expect((await call(ctx, 'GET', '/api/vacancies/saved?cursor=xyz', { cookie: ana.cookie })).status).toBe(
      400,
    );

    // Hers alone: Bia sees none, and the flag is hers on every card.
    expect((await call(ctx, 'GET', '/api/vacancies/saved', { cookie: bia.cookie })).body.items).toEqual([]);
    const detail = await call(ctx, 'GET', `/api/vacancies/${first.id}`, { cookie: ana.cookie });
    expect(detail.body.saved).toBe(true);
    expect(detail.body.viewer.canSave).toBe(true);
    expect((await call(ctx, 'GET', `/api/vacancies/${first.id}`, { cookie: bia.cookie })).body.saved).toBe(
      false,
    );
    const visitor = await call(ctx, 'GET', `/api/vacancies/${first.id}`);
    expect(visitor.body).toMatchObject({ saved: false, viewer: { canSave: false } });
    const list = await call(ctx, 'GET', '/api/vacancies?limit=50', { cookie: ana.cookie });
    const card = (list.body.items as { id: string; saved: boolean }[]).find((v) => v.id === second.id);
    expect(card?.saved).toBe(true);

    expect(
      (await call(ctx, 'DELETE', `/api/vacancies/${second.id}/save`, { cookie: ana.cookie })).status,
    ).toBe(204);
    expect(
      (await call(ctx, 'DELETE', `/api/vacancies/${second.id}/save`, { cookie: ana.cookie })).status,
    ).toBe(204);
    const after = await call(ctx, 'GET', '/api/vacancies/saved', { cookie: ana.cookie });
    expect(after.body.items.map((v: { id: string }) => v.id)).toEqual([first.id, closed.id]);
  });
});

describe('job alerts', () => {
  it('are off by default; the choice is validated and hers', async () => {
    const carla = await createMember(ctx, 'Carla Alerta');
    expect((await call(ctx, 'GET', '/api/vacancies/alerts')).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/vacancies/alerts', { cookie: carla.cookie })).body).toEqual({
      frequency: 'off',
      hasActivePreference: false,
    });
    const bad = await call(ctx, 'PUT', '/api/vacancies/alerts', {
      cookie: carla.cookie,
      body: { frequency: 'hourly' },
    });
    expect(bad.status).toBe(400);
    await remotePreference(carla);
    const on = await call(ctx, 'PUT', '/api/vacancies/alerts', {
      cookie: carla.cookie,
      body: { frequency: 'weekly' },
    });
    expect(on.body).toEqual({ frequency: 'weekly', hasActivePreference: true });
  });

  it('e-mail the new matching vacancies once, nothing when nothing is new, and stop at the one-click link', async () => {
    const [dani, eli] = [await createMember(ctx, 'Dani Alerta'), await createMember(ctx, 'Eli Alerta')];
    await remotePreference(dani);
    // Eli wants on-site work only: nothing remote is hers.
    await ctx.db.insert(userJobPreferences).values({
      userId: eli.id,
      isActive: true,
      preferredWorkModels: ['Presencial'],
      preferredLocations: [{ country: 'Brasil', state: 'AM', city: 'Manaus' }],
    });
    const company = await insertCompany(ctx);
    await insertVacancy(ctx, company.id, { title: 'Remota antiga', workModel: 'Remoto', minutesAgo: 60 });
    for (const m of [dani, eli])
      await call(ctx, 'PUT', '/api/vacancies/alerts', { cookie: m.cookie, body: { frequency: 'daily' } });

    const fresh = await insertVacancy(ctx, company.id, { title: 'Remota nova', workModel: 'Remoto' });
    await insertVacancy(ctx, company.id, { title: 'Presencial em SP', workModel: 'Presencial', state: 'SP' });
    await insertVacancy(ctx, company.id, { title: 'Remota PJ', workModel: 'Remoto', employmentType: 'PJ' });
    await insertVacancy(ctx, company.id, { title: 'Remota fechada', workModel: 'Remoto', isActive: false });

    expect(await runAlerts()).toBeGreaterThanOrEqual(2);
    const [mail, ...more] = alertMails(dani);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('1 vaga nova combina com o seu perfil');
    expect(mail?.text).toContain('Remota nova');
    expect(mail?.text).toContain(`/vagas/${fresh.id}`);
    for (const absent of ['Remota antiga', 'Presencial em SP', 'Remota PJ', 'Remota fechada'])
      expect(mail?.text).not.toContain(absent);
    expect(alertMails(eli)).toEqual([]);

    // Not due again before her interval: the fan-out leaves her out.
    await insertVacancy(ctx, company.id, { title: 'Remota do dia seguinte', workModel: 'Remoto' });
    await runAlerts();
    expect(alertMails(dani)).toHaveLength(1);

    // Due: only what is new since, never 'Remota nova' again.
    await makeDue(dani);
    await runAlerts();
    expect(alertMails(dani)).toHaveLength(2);
    const second = alertMails(dani)[1]!;
    expect(second.text).toContain('Remota do dia seguinte');
    expect(second.text).not.toContain('Remota nova');

    // Nothing new: nothing sent, and she stays due, so the first run with something new sends it.
    await makeDue(dani);
    await runAlerts();
    expect(alertMails(dani)).toHaveLength(2);
    await insertVacancy(ctx, company.id, { title: 'Remota de quem esperou', workModel: 'Remoto' });
    await runAlerts();
    expect(alertMails(dani)).toHaveLength(3);
    expect(alertMails(dani)[2]!.text).toContain('Remota de quem esperou');

    // The one-click link, as her mail provider posts it: no session, no Origin.
    const match = /^<[^>]*\/api\/notifications\/unsubscribe\?token=([^>]+)>$/.exec(
      second.headers['list-unsubscribe'] ?? '',
    );
    const token = decodeURIComponent(match![1]!);
    const info = await call(ctx, 'GET', `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.body.kind).toBe('jobAlerts');
    const res = await ctx.app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBeLessThan(300);
    expect((await call(ctx, 'GET', '/api/vacancies/alerts', { cookie: dani.cookie })).body.frequency).toBe(
      'off',
    );
    await insertVacancy(ctx, company.id, { title: 'Remota depois do descadastro', workModel: 'Remoto' });
    await makeDue(dani);
    await runAlerts();
    expect(alertMails(dani)).toHaveLength(3);
  });

  it('respect her frequency: a weekly alert is not due the next day, a daily one is', async () => {
    const [fer, gabi] = [await createMember(ctx, 'Fer Diária'), await createMember(ctx, 'Gabi Semanal')];
    await remotePreference(fer);
    await remotePreference(gabi);
    await call(ctx, 'PUT', '/api/vacancies/alerts', { cookie: fer.cookie, body: { frequency: 'daily' } });
    await call(ctx, 'PUT', '/api/vacancies/alerts', { cookie: gabi.cookie, body: { frequency: 'weekly' } });
    const company = await insertCompany(ctx);
    await insertVacancy(ctx, company.id, { title: 'Remota para as duas', workModel: 'Remoto' });
    await runAlerts();
    expect(alertMails(fer)).toHaveLength(1);
    expect(alertMails(gabi)).toHaveLength(1);

    // Which members the fan-out would queue at a later run (only counted: nothing is sent).
    const dueAt = async (hoursLater: number) => {
      const queuedFor: string[] = [];
      await queueJobAlerts(
        {
          db: ctx.db,
          mailer: ctx.mailer,
          queue: {
            sendMany: async (_name, items) =>
              void queuedFor.push(...items.map((i) => (i as { userId: string }).userId)),
          },
          publicUrl: ctx.config.publicUrl,
          authSecret: ctx.config.authSecret,
          logger: createLogger('silent', false),
        },
        new Date(Date.now() + hoursLater * HOUR),
      );
      return queuedFor;
    };
    const tomorrow = await dueAt(23);
    expect(tomorrow).toContain(fer.id);
    expect(tomorrow).not.toContain(gabi.id);
    const nextWeek = await dueAt(7 * 24 - 1);
    expect(nextWeek).toContain(gabi.id);

    // Switching to weekly re-times her next e-mail from her last.
    await call(ctx, 'PUT', '/api/vacancies/alerts', { cookie: fer.cookie, body: { frequency: 'weekly' } });
    expect(await dueAt(23)).not.toContain(fer.id);
  });
});
