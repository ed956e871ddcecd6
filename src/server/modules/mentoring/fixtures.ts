import { eq } from 'drizzle-orm';
import { jobCategories } from '../../db/schema/index.js';
import type { TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';
import type { TestMember } from '../../test/members.js';

// Requests of the mentoring API as a member's browser sends them.

/** A category of the job taxonomy by name (the seeded reference data). */
export async function areaId(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(eq(jobCategories.name, name));
  if (!row) throw new Error(`no area ${name}`);
  return row.id;
}

export const mentorProfile = (overrides: Record<string, unknown> = {}) => ({
  areaIds: [] as number[],
  skills: ['SQL', 'Liderança'],
  pitch: 'Ajudo mulheres a crescerem em dados.',
  languages: ['Português'],
  format: 'online',
  monthlyCapacity: 3,
  ...overrides,
});

export const becomeMentor = (ctx: TestContext, who: TestMember | null, body: Record<string, unknown>) =>
  call(ctx, 'PUT', '/api/mentoring/me', { cookie: who?.cookie, body });

export const requestMentoring = (
  ctx: TestContext,
  who: TestMember | null,
  mentor: { id: string },
  goal = 'Quero migrar para dados.',
) =>
  call(ctx, 'POST', '/api/mentoring/requests', { cookie: who?.cookie, body: { mentorId: mentor.id, goal } });

export const answerMentoring = (
  ctx: TestContext,
  who: TestMember | null,
  id: string,
  verb: 'accept' | 'decline',
  message?: string,
) =>
  call(ctx, 'POST', `/api/mentoring/requests/${id}/${verb}`, {
    cookie: who?.cookie,
    ...(message === undefined ? {} : { body: { message } }),
  });

export const mentors = (ctx: TestContext, who: TestMember | null, query = '') =>
  call(ctx, 'GET', `/api/mentoring/mentors${query ? `?${query}` : ''}`, { cookie: who?.cookie });

export const schedule = (
  ctx: TestContext,
  who: TestMember | null,
  requestId: string,
  body: Record<string, unknown>,
) => call(ctx, 'POST', `/api/mentoring/requests/${requestId}/sessions`, { cookie: who?.cookie, body });
