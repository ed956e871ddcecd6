import { randomUUID } from 'node:crypto';
import {
  mentoringAnswerSchema,
  mentorProfileInputSchema,
  newMentoringRequestSchema,
  newMentoringSessionSchema,
} from '../../../domain/schemas/mentoring.js';
import type { mentoringRequests, mentoringSessions, mentorProfiles } from '../schema/index.js';
import { brasiliaAt, daysBefore, hoursBefore } from './clock.js';
import { DEMO_MEMBERS } from './datasets/demo-members.js';
import { DEMO_MENTORINGS, DEMO_MENTORS } from './datasets/demo-mentoring.js';
import type { DemoMentor, MemberKey } from './datasets/demo-types.js';
import { addConversation, type ChatRows, emptyChatRows } from './demo-chat.js';
import { type DemoContext, lookup } from './demo-context.js';

export type MentoringRows = {
  profiles: (typeof mentorProfiles.$inferInsert)[];
  requests: (typeof mentoringRequests.$inferInsert)[];
  sessions: (typeof mentoringSessions.$inferInsert)[];
  /** The accepted pairs' conversations, written with the rest of the chat. */
  chat: ChatRows;
};

type Fail = (why: string) => never;

/**
 * A mentoring pair's own conversation, apart from their personal one: the key
 * chat/mentoring-context.ts gives it when the mentora accepts (chat/conversations.ts directKey).
 */
function mentoringDirectKey(mentorId: string, menteeId: string): string {
  const [low, high] = mentorId < menteeId ? [mentorId, menteeId] : [menteeId, mentorId];
  return `${low}:${high}:mentoring`;
}

/**
 * Mentor profiles, requests and sessions, refused when the services would refuse them: profiles
 * and goals the API's schemas accept, areas the taxonomy has, no request to herself, to a paused
 * mentora or twice to one mentora, never more accepted than a mentora's monthly places, sessions
 * only of accepted mentorings and scheduled before they start. An accepted request opens the
 * pair's conversation as the service does (the request names it, it names the request). No
 * notifications: this is history.
 */
export function buildMentoringRows(ctx: DemoContext): MentoringRows {
  const rows: MentoringRows = { profiles: [], requests: [], sessions: [], chat: emptyChatRows() };
  const mentors = Object.entries(DEMO_MENTORS) as [MemberKey, DemoMentor][];
  const since = new Map<MemberKey, Date>();
  for (const [key, mentor] of mentors) {
    const fail: Fail = (why) => {
      throw new Error(`Demo seed: the mentor profile of "${key}" ${why}`);
    };
    const createdAt = daysBefore(ctx.now, mentor.sinceDaysAgo);
    if (createdAt < ctx.memberSince[key]) fail('is older than her account');
    since.set(key, createdAt);
    rows.profiles.push({
      userId: ctx.memberIds[key],
      ...profileOf(ctx, key, mentor, fail),
      createdAt,
      updatedAt: createdAt,
    });
  }

  const open = new Set<string>();
  const accepted = new Map<MemberKey, number>();
  DEMO_MENTORINGS.forEach((mentoring, index) => {
    const { mentee, mentor } = mentoring;
    const fail: Fail = (why) => {
      throw new Error(`Demo seed: mentoring #${index} ("${mentee}" → "${mentor}") ${why}`);
    };
    const profile = DEMO_MENTORS[mentor];
    const profileSince = since.get(mentor);
    if (!profile || !profileSince) fail('asks a member who is not a mentora');
    if (mentee === mentor) fail('asks herself');
    if (profile.paused) fail('asks a paused mentora');
    if (open.has(`${mentee}>${mentor}`)) fail('is a second open request of the pair');
    open.add(`${mentee}>${mentor}`);
    const goal = newMentoringRequestSchema.safeParse({
      mentorId: ctx.memberIds[mentor],
      goal: mentoring.goal,
    });
    if (!goal.success || goal.data.goal !== mentoring.goal) fail('has a goal the API would refuse or trim');

    const requestId = randomUUID();
    const createdAt = hoursBefore(ctx.now, mentoring.askedHoursAgo);
    if (createdAt < profileSince || createdAt < ctx.memberSince[mentee])
      fail('is older than her account or the mentor profile');
    if (mentoring.status === 'pending') {
      rows.requests.push({
        id: requestId,
        menteeId: ctx.memberIds[mentee],
        mentorId: ctx.memberIds[mentor],
        goal: mentoring.goal,
        status: 'pending',
        createdAt,
      });
      return;
    }

    const respondedAt = hoursBefore(ctx.now, mentoring.acceptedHoursAgo);
    if (!(respondedAt > createdAt)) fail('is accepted before it was asked');
    const taken = (accepted.get(mentor) ?? 0) + 1;
    if (taken > profile.monthlyCapacity) fail('takes more than her monthly places');
    accepted.set(mentor, taken);
    if (
      mentoring.response !== undefined &&
      !mentoringAnswerSchema.safeParse({ message: mentoring.response }).success
    )
      fail('has an answer the API would refuse');

    const conversationId = randomUUID();
    rows.requests.push({
      id: requestId,
      menteeId: ctx.memberIds[mentee],
      mentorId: ctx.memberIds[mentor],
      goal: mentoring.goal,
      status: 'accepted',
      responseMessage: mentoring.response ?? null,
      conversationId,
      createdAt,
      respondedAt,
    });
    addConversation(
      rows.chat,
      ctx,
      { members: [mentor, mentee], ...mentoring.chat },
      {
        id: conversationId,
        directKey: mentoringDirectKey(ctx.memberIds[mentor], ctx.memberIds[mentee]),
        createdBy: mentor,
        createdAt: respondedAt,
        contextMentoringRequestId: requestId,
      },
    );

    for (const session of mentoring.sessions) {
      const startsAt = brasiliaAt(ctx.now, session.starts);
      const endsAt = new Date(startsAt.getTime() + session.minutes * 60_000);
      const online = session.mode === 'online';
      const input = newMentoringSessionSchema.safeParse({
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        mode: session.mode,
        link: online ? session.where : null,
        place: online ? null : session.where,
      });
      if (!input.success) fail(`has a session the API would refuse (${input.error.issues[0]?.message})`);
      if (session.createdBy !== mentor && session.createdBy !== mentee)
        fail('has a session scheduled outside the pair');
      const scheduledAt = hoursBefore(ctx.now, session.scheduledHoursAgo);
      if (!(scheduledAt >= respondedAt && scheduledAt < startsAt))
        fail('has a session scheduled before the acceptance or after it starts');
      rows.sessions.push({
        id: randomUUID(),
        requestId,
        mentorId: ctx.memberIds[mentor],
        menteeId: ctx.memberIds[mentee],
        startsAt,
        endsAt,
        mode: session.mode,
        link: input.data.link,
        place: input.data.place,
        createdBy: ctx.memberIds[session.createdBy],
        createdAt: scheduledAt,
      });
    }
  });
  return rows;
}

/** Her profile's columns as saveMyMentorProfile writes them; she meets in person in her own UF. */
function profileOf(ctx: DemoContext, key: MemberKey, mentor: DemoMentor, fail: Fail) {
  const member = DEMO_MEMBERS[key];
  const spoken = new Set(member.languages.map((l) => l.name));
  const unspoken = mentor.languages.filter((name) => !spoken.has(name));
  if (unspoken.length > 0) fail(`names languages her profile does not: ${unspoken.join(', ')}`);
  const parsed = mentorProfileInputSchema.safeParse({
    areaIds: mentor.areas.map((name) => lookup(ctx.categoryIds, name, 'job category')),
    skills: [...mentor.skills],
    pitch: mentor.pitch,
    languages: [...mentor.languages],
    format: mentor.format,
    state: mentor.format === 'online' ? null : member.uf,
    monthlyCapacity: mentor.monthlyCapacity,
    paused: mentor.paused ?? false,
  });
  if (!parsed.success) fail(`would be refused: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const p = parsed.data;
  if (p.areaIds.length !== mentor.areas.length || p.pitch !== mentor.pitch)
    fail('repeats an area or is not trimmed');
  return {
    areas: p.areaIds,
    skills: p.skills,
    pitch: p.pitch,
    languages: p.languages,
    format: p.format,
    state: p.format === 'online' ? null : p.state,
    monthlyCapacity: p.monthlyCapacity,
    paused: p.paused,
  };
}
