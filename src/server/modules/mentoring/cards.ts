import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mentoraLabel } from '../../../domain/copy/mentoring.js';
import type { MentorFormat } from '../../../domain/enums.js';
import { MENTOR_POLICY } from '../../../domain/rules/permissions/mentoring.js';
import { viewerFlags } from '../../../domain/rules/permissions/policy.js';
import type { Mentor } from '../../../domain/schemas/mentoring.js';
import type { Executor } from '../../db/client.js';
import { mentorProfiles, userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { acceptedThisMonth } from '../../policy/mentoring-standing.js';
import { personColumns, toPerson } from '../network/index.js';
import { keysetTimestamp } from '../shared/keyset-cursor.js';

// Mentoras as cards (issue 20): the directory, the recommendations, her profile and her own
// settings read them here, a page in one statement (areas named, this month's acceptances and
// completed sessions counted per row through their indexes).

const mp = mentorProfiles;

/** Available: not paused and with places left this month (Brazil time). */
export const availableNow = sql`(not ${mp.paused} and ${acceptedThisMonth(sql`${mp.userId}`)} < ${mp.monthlyCapacity})`;

function cardColumns(actorId: string) {
  return {
    ...personColumns(actorId),
    areaIds: mp.areas,
    areas: sql<
      { id: number; name: string }[]
    >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
        order by array_position(${mp.areas}, c.id)) from job_categories c where c.id = any(${mp.areas})), '[]'::json)`,
    skills: mp.skills,
    pitch: mp.pitch,
    languages: mp.languages,
    format: mp.format,
    mentorState: mp.state,
    monthlyCapacity: mp.monthlyCapacity,
    paused: mp.paused,
    accepted: sql<number>`${acceptedThisMonth(sql`${mp.userId}`)}`,
    // Sessions that took place; feedback scores never leave session_feedback.
    completed: sql<number>`(select count(*)::int from mentoring_sessions s
        where s.mentor_id = ${mp.userId} and s.cancelled_at is null and s.ends_at <= now())`,
    // At most one open request per pair (mentoring_requests_open_pair_key).
    openRequest: sql<'pending' | 'accepted' | null>`(select o.status from mentoring_requests o
        where o.mentee_id = ${actorId} and o.mentor_id = ${mp.userId}
        and o.status in ('pending', 'accepted') limit 1)`,
    key: keysetTimestamp(mp.createdAt),
  };
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

function selectCards(db: Executor, actorId: string, where: SQL | undefined, limit: number) {
  return db
    .select(cardColumns(actorId))
    .from(mp)
    .innerJoin(userProfile, eq(userProfile.id, mp.userId))
    .where(and(notBlockedWith(actorId, mp.userId), where))
    .orderBy(desc(mp.createdAt), desc(mp.userId))
    .limit(limit);
}

export function toMentor(row: CardRow, actorId: string): Mentor {
  const hasCapacity = row.accepted < row.monthlyCapacity;
  return {
    member: toPerson(row),
    label: mentoraLabel(row.areas.map((area) => area.name)),
    areas: row.areas,
    skills: row.skills,
    pitch: row.pitch,
    languages: row.languages,
    format: row.format as MentorFormat,
    state: row.mentorState,
    monthlyCapacity: row.monthlyCapacity,
    paused: row.paused,
    available: !row.paused && hasCapacity,
    completedSessions: row.completed,
    myRequest: row.openRequest,
    viewer: viewerFlags(MENTOR_POLICY, {
      isSelf: row.id === actorId,
      blocked: false,
      paused: row.paused,
      hasCapacity,
      openRequest: row.openRequest !== null,
    }),
  };
}

/** Cards of the mentoras `where` selects (newest first), none a block stands between. */
export async function readMentorRows(
  db: Executor,
  actor: Actor,
  where: SQL | undefined,
  limit: number,
): Promise<CardRow[]> {
  return selectCards(db, actor.id, where, limit);
}

/** One mentora's card for her; null when there is none or a block stands between them. */
export async function readMentor(db: Executor, actor: Actor, mentorId: string): Promise<Mentor | null> {
  if (!z.guid().safeParse(mentorId).success) return null;
  const [row] = await selectCards(db, actor.id, eq(mp.userId, mentorId), 1);
  return row ? toMentor(row, actor.id) : null;
}
