import { randomUUID } from 'node:crypto';
import { EVENT_MAX_DAYS } from '../../../domain/limits.js';
import { EVENT_ORGANISERS } from '../../../domain/rules/permissions/event.js';
import { eventInputSchema } from '../../../domain/schemas/events.js';
import type { eventRsvps, events } from '../schema/index.js';
import { brasiliaAt, daysBefore, earliest, hoursAfter, latest } from './clock.js';
import { DEMO_COMMUNITIES } from './datasets/demo-communities.js';
import { DEMO_COMPANIES } from './datasets/demo-companies.js';
import { DEMO_EVENTS } from './datasets/demo-events.js';
import { DEMO_MEMBERS } from './datasets/demo-members.js';
import type { DemoEvent, DemoEventOrganiser, MemberKey } from './datasets/demo-types.js';
import { BRAZILIAN_STATES } from './datasets/states.js';
import type { DemoContext } from './demo-context.js';
import { communityStanding, companyRole } from './demo-roles.js';

export type EventRows = {
  events: (typeof events.$inferInsert)[];
  rsvps: (typeof eventRsvps.$inferInsert)[];
};

/** Hours between one answer and the next: the waitlist's line is the dataset's order. */
const RSVP_STEP_HOURS = 3;
const DAY_MS = 86_400_000;

type Fail = (why: string) => never;

/**
 * The demo's events and their answers, refused when the services would refuse them: created by
 * one who organises for the organiser, fields the API accepts, answers only from members who may
 * read the event, never more going than its seats, and a waitlist only once they are all taken.
 * Each answer is stamped after the previous one, so the waitlist's order is the dataset's. No
 * reminders and no notifications: this is history.
 */
export function buildEventRows(ctx: DemoContext): EventRows {
  const rows: EventRows = { events: [], rsvps: [] };
  DEMO_EVENTS.forEach((event, index) => {
    const fail: Fail = (why) => {
      throw new Error(`Demo seed: event #${index} ("${event.title}") ${why}`);
    };
    const eventId = randomUUID();
    const startsAt = brasiliaAt(ctx.now, event.starts);
    const endsAt = new Date(startsAt.getTime() + event.minutes * 60_000);
    const createdAt = daysBefore(ctx.now, event.announcedDaysAgo);
    checkEvent(ctx, event, { startsAt, endsAt, createdAt }, fail);

    const organiser = event.organiser;
    rows.events.push({
      id: eventId,
      organiserType: organiser.kind,
      communityId: organiser.kind === 'community' ? ctx.communityIds[organiser.community] : null,
      companyId: organiser.kind === 'company' ? ctx.companyIds[organiser.company] : null,
      title: event.title,
      description: event.description,
      coverUrl: null,
      mode: event.where.mode,
      onlineUrl: event.where.mode === 'online' ? event.where.url : null,
      address: event.where.mode === 'in_person' ? event.where.address : null,
      city: event.where.mode === 'in_person' ? event.where.city : null,
      state: event.where.mode === 'in_person' ? event.where.uf : null,
      startsAt,
      endsAt,
      capacity: event.capacity ?? null,
      visibility: event.visibility,
      status: 'scheduled',
      createdBy: ctx.memberIds[event.createdBy],
      createdAt,
      updatedAt: createdAt,
    });

    const answered = new Set<MemberKey>();
    let going = 0;
    let waiting = 0;
    let previous = createdAt;
    for (const { member, status } of event.rsvps) {
      if (answered.has(member)) fail(`has two answers from "${member}"`);
      answered.add(member);
      if (!mayRead(event, member)) fail(`is answered by "${member}", who may not read it`);
      if (status === 'going') {
        if (waiting > 0) fail(`has "${member}" going after the waitlist began`);
        going += 1;
        if (event.capacity !== undefined && going > event.capacity) fail('has more going than seats');
      } else if (status === 'waitlist') {
        if (event.capacity === undefined || going < event.capacity)
          fail(`has "${member}" waiting while seats are free`);
        waiting += 1;
      }
      const at = hoursAfter(latest(previous, ctx.memberSince[member]), RSVP_STEP_HOURS);
      if (at >= earliest(ctx.now, startsAt))
        fail(`is answered by "${member}" too late (after it starts or now)`);
      previous = at;
      rows.rsvps.push({ eventId, userId: ctx.memberIds[member], status, createdAt: at, updatedAt: at });
    }
  });
  return rows;
}

/** What createEvent checks (service.ts checkFields and the input schema), and a sensible history. */
function checkEvent(
  ctx: DemoContext,
  event: DemoEvent,
  at: { startsAt: Date; endsAt: Date; createdAt: Date },
  fail: Fail,
): void {
  const role = organiserRole(event.organiser, event.createdBy);
  const roles: readonly string[] = EVENT_ORGANISERS[event.organiser.kind];
  if (!role || !roles.includes(role)) fail(`is created by "${event.createdBy}", who does not organise it`);

  const where = event.where;
  const parsed = eventInputSchema.safeParse({
    organiser:
      event.organiser.kind === 'platform'
        ? { kind: 'platform' }
        : { kind: event.organiser.kind, id: organiserId(ctx, event.organiser) },
    title: event.title,
    description: event.description,
    mode: where.mode,
    onlineUrl: where.mode === 'online' ? where.url : null,
    address: where.mode === 'in_person' ? where.address : null,
    city: where.mode === 'in_person' ? where.city : null,
    state: where.mode === 'in_person' ? where.uf : null,
    startsAt: at.startsAt.toISOString(),
    endsAt: at.endsAt.toISOString(),
    capacity: event.capacity ?? null,
    visibility: event.visibility,
  });
  if (!parsed.success) fail(`would be refused: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  if (event.title.trim() !== event.title || event.description.trim() !== event.description)
    fail('has text that is not trimmed');
  if (where.mode === 'in_person') {
    if (!where.address || !where.city) fail('is in person without an address');
    if (!BRAZILIAN_STATES.some((s) => s.uf === where.uf)) fail(`is in an unknown UF "${where.uf}"`);
  }
  if (event.visibility === 'community' && event.organiser.kind !== 'community')
    fail("is for a community's members but no community organises it");
  if (!(at.endsAt > at.startsAt) || at.endsAt.getTime() - at.startsAt.getTime() > EVENT_MAX_DAYS * DAY_MS)
    fail('lasts too long, or not at all');
  if (!(at.createdAt < at.startsAt)) fail('starts before it was announced');
  if (at.createdAt < ctx.memberSince[event.createdBy]) fail("is older than its creator's account");
  const since = organiserSince(ctx, event.organiser);
  if (since && at.createdAt < since) fail('is older than its organiser');
}

function organiserRole(organiser: DemoEventOrganiser, member: MemberKey): string | undefined {
  switch (organiser.kind) {
    case 'community': {
      const standing = communityStanding(organiser.community, member);
      return standing?.approved ? standing.role : undefined;
    }
    case 'company':
      return companyRole(organiser.company, member);
    case 'platform':
      return DEMO_MEMBERS[member].platformAdmin ? 'admin' : undefined;
  }
}

function organiserId(ctx: DemoContext, organiser: DemoEventOrganiser): string | null {
  if (organiser.kind === 'community') return ctx.communityIds[organiser.community];
  if (organiser.kind === 'company') return ctx.companyIds[organiser.company];
  return null;
}

function organiserSince(ctx: DemoContext, organiser: DemoEventOrganiser): Date | null {
  if (organiser.kind === 'community')
    return daysBefore(ctx.now, DEMO_COMMUNITIES[organiser.community].createdDaysAgo);
  if (organiser.kind === 'company')
    return daysBefore(ctx.now, DEMO_COMPANIES[organiser.company].createdDaysAgo);
  return null;
}

// The rule readsEvent applies (rules/permissions/event.ts): a community's event is for its
// approved members (and its organisers); the others for any signed-in member.
function mayRead(event: DemoEvent, member: MemberKey): boolean {
  if (event.visibility !== 'community') return true;
  const organiser = event.organiser;
  return organiser.kind === 'community' && communityStanding(organiser.community, member)?.approved === true;
}
