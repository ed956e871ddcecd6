import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import { createMember, type TestMember } from '../../test/members.js';
import { insertCommunity } from '../moderation/fixtures.js';
import { EVENT_REMINDER_JOB, type EventReminderJob, type ReminderDeps, sendReminder } from './reminders.js';

// The reminder e-mail (issue 20): 'Vou' queues it for 24 h before the start; when it runs it is
// sent only if she is still going, the event still scheduled at that start, and her reminders on.

let ctx: TestContext;
let deps: ReminderDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  deps = {
    db: ctx.db,
    mailer: ctx.mailer,
    publicUrl: ctx.config.publicUrl,
    authSecret: ctx.config.authSecret,
  };
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

async function newEvent(organiser: TestMember, title: string) {
  const community = await insertCommunity(ctx, [{ user: organiser, role: 'admin' }]);
  const starts = new Date(Date.now() + 3 * DAY);
  const res = await call(ctx, 'POST', '/api/events', {
    cookie: organiser.cookie,
    body: {
      organiser: { kind: 'community', id: community.id },
      title,
      description: 'Uma conversa sobre carreira.',
      mode: 'online',
      onlineUrl: 'https://meet.exemplo.com/x',
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 3_600_000).toISOString(),
      visibility: 'public',
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; startsAt: string };
}

/** The reminder jobs queued for her, with when they are due. */
const jobsOf = (member: TestMember) =>
  queryRows<{ data: EventReminderJob; startAfter: Date }>(
    ctx.db,
    sql`select data, start_after as "startAfter" from pgboss.job
        where name = ${EVENT_REMINDER_JOB} and data->>'userId' = ${member.id} order by created_on`,
  );

const mailsTo = (member: TestMember) =>
  ctx.smtp.messages.filter(
    (m) => m.to.includes(member.email.toLowerCase()) && m.subject.startsWith('Lembrete'),
  );

describe('the event reminder', () => {
  it("is queued 24 h ahead for 'Vou', sent once with a one-click unsubscribe, and skipped when no longer owed", async () => {
    const [organiser, ana, bia] = await Promise.all(
      ['Org Lembrete', 'Ana Lembrete', 'Bia Lembrete'].map((n) => createMember(ctx, n)),
    );
    const event = await newEvent(organiser!, 'Roda de Lembrete');
    await call(ctx, 'PUT', `/api/events/${event.id}/rsvp`, {
      cookie: ana!.cookie,
      body: { status: 'going' },
    });
    await call(ctx, 'PUT', `/api/events/${event.id}/rsvp`, {
      cookie: bia!.cookie,
      body: { status: 'maybe' },
    });

    const [job] = await jobsOf(ana!);
    expect(job?.data).toEqual({ eventId: event.id, userId: ana!.id, startsAt: event.startsAt });
    expect(Math.abs(new Date(job!.startAfter).getTime() - (Date.parse(event.startsAt) - DAY))).toBeLessThan(
      60_000,
    );
    expect(await jobsOf(bia!)).toHaveLength(0);

    expect(await sendReminder(deps, job!.data)).toBe(true);
    await ctx.mailQueueIdle();
    const [mail] = mailsTo(ana!);
    expect(mail?.subject).toContain('Roda de Lembrete');
    expect(mail?.subject).toContain('(horário de Brasília)');
    expect(mail?.text).toContain(`/eventos/${event.id}`);
    expect(mail?.headers['list-unsubscribe']).toContain('/api/notifications/unsubscribe?token=');

    // Maybe is not owed one; a moved start skips the old job; her choice off skips it too.
    expect(await sendReminder(deps, { ...job!.data, userId: bia!.id })).toBe(false);
    expect(
      await sendReminder(deps, { ...job!.data, startsAt: new Date(Date.now() + DAY).toISOString() }),
    ).toBe(false);
    const off = await call(ctx, 'PUT', '/api/events/settings', {
      cookie: ana!.cookie,
      body: { emailReminders: false },
    });
    expect(off.body).toEqual({ emailReminders: false });
    expect(await sendReminder(deps, job!.data)).toBe(false);
    await call(ctx, 'PUT', '/api/events/settings', { cookie: ana!.cookie, body: { emailReminders: true } });
    expect(await sendReminder(deps, job!.data)).toBe(true);

    // Cancelled: nobody is reminded.
    await call(ctx, 'POST', `/api/events/${event.id}/cancel`, { cookie: organiser!.cookie });
    expect(await sendReminder(deps, job!.data)).toBe(false);
  });
});
