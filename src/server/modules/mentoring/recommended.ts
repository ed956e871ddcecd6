import { and, ne, sql } from 'drizzle-orm';
import { MENTOR_MATCH_REASONS } from '../../../domain/copy/mentoring.js';
import type { MentorFormat } from '../../../domain/enums.js';
import { MENTOR_RECOMMENDATION_POOL, MENTOR_RECOMMENDED_MAX } from '../../../domain/limits.js';
import {
  type MenteeForMatch,
  type MentorMatchReason,
  rankMentors,
} from '../../../domain/rules/mentor-match.js';
import type { RecommendedMentorList } from '../../../domain/schemas/mentoring.js';
import { type Executor, queryRows } from '../../db/client.js';
import { mentorProfiles, userProfile } from '../../db/schema/index.js';
import type { Actor } from '../../policy/actor.js';
import { notSuspended } from '../../policy/post-visibility.js';
import { availableNow, readMentorRows, toMentor } from './cards.js';

// 'Recomendadas para você' (issue 20): the newest MENTOR_RECOMMENDATION_POOL mentoras she could
// ask now, ranked by rules/mentor-match.ts against her profile and her active job preference,
// each with the reasons in words.

/** What the rule reads of her: skills, UF, and the taxonomy areas of her preference and work. */
async function menteeOf(db: Executor, actor: Actor): Promise<MenteeForMatch> {
  const [row] = await queryRows<{
    skills: string[];
    state: string | null;
    preference_areas: number[];
    experience_areas: number[];
  }>(
    db,
    sql`select p.skills || p.hard_skills || p.soft_skills as skills, p.state,
          array(select distinct jr.category_id from user_job_preferences jp
            cross join unnest(jp.preferred_roles) as pr(role_id)
            join job_roles jr on jr.id = pr.role_id
            where jp.user_id = p.id and jp.is_active) as preference_areas,
          array(select distinct jr.category_id from job_roles jr
            where f_unaccent(lower(jr.name)) in (
              select f_unaccent(lower(t.title)) from (
                select p.professional_title as title
                union all
                select e.role from professional_experience e where e.user_id = p.id) t
              where t.title is not null)) as experience_areas
        from user_profile p where p.id = ${actor.id}`,
  );
  return {
    skills: row?.skills ?? [],
    state: row?.state ?? null,
    preferenceAreaIds: row?.preference_areas ?? [],
    experienceAreaIds: row?.experience_areas ?? [],
  };
}

function reasonText(reason: MentorMatchReason, areaNames: Map<number, string>): string {
  const names = (ids: number[]) => ids.map((id) => areaNames.get(id) ?? '').filter(Boolean);
  switch (reason.kind) {
    case 'preferenceArea':
      return MENTOR_MATCH_REASONS.preferenceArea(names(reason.areaIds));
    case 'experienceArea':
      return MENTOR_MATCH_REASONS.experienceArea(names(reason.areaIds));
    case 'skills':
      return MENTOR_MATCH_REASONS.skills(reason.skills);
    case 'nearby':
      return MENTOR_MATCH_REASONS.nearby(reason.state);
  }
}

/** GET /api/mentoring/mentors/recommended. */
export async function recommendMentors(db: Executor, actor: Actor): Promise<RecommendedMentorList> {
  const [mentee, rows] = await Promise.all([
    menteeOf(db, actor),
    readMentorRows(
      db,
      actor,
      and(
        ne(mentorProfiles.userId, actor.id),
        notSuspended(userProfile.suspendedUntil),
        availableNow,
        sql`not exists (select 1 from mentoring_requests o where o.mentee_id = ${actor.id}
          and o.mentor_id = ${mentorProfiles.userId} and o.status in ('pending', 'accepted'))`,
      ),
      MENTOR_RECOMMENDATION_POOL,
    ),
  ]);
  const candidates = rows.map((row) => ({
    row,
    areaIds: row.areaIds,
    skills: row.skills,
    format: row.format as MentorFormat,
    state: row.mentorState,
  }));
  const ranked = rankMentors(mentee, candidates, MENTOR_RECOMMENDED_MAX);
  return {
    items: ranked.map((match) => {
      const areaNames = new Map(match.row.areas.map((area) => [area.id, area.name]));
      return {
        ...toMentor(match.row, actor.id),
        reasons: match.reasons.map((reason) => reasonText(reason, areaNames)),
      };
    }),
  };
}
