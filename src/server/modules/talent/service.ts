import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { TALENT_ERRORS } from '../../../domain/copy/talent.js';
import { TALENT_CONTACT_RATE_LIMIT, TALENT_SEARCH_RATE_LIMIT } from '../../../domain/limits.js';
import { languageLines } from '../../../domain/rules/languages.js';
import { DAYS_PER_YEAR, seniorityOf, seniorityYearBounds } from '../../../domain/rules/seniority.js';
import type { TalentPage, TalentQuery } from '../../../domain/schemas/talent.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import { hitRateLimit } from '../../auth/email-rate-limit.js';
import { type Executor, queryRows } from '../../db/client.js';
import { notFound, tooManyRequests } from '../../lib/app-error.js';
import { notBlockedWith } from '../../policy/blocks.js';
import { fieldVisibleSql } from '../../policy/privacy.js';
import { decodeCursor, encodeCursor } from '../shared/keyset-cursor.js';

// 'Encontrar uma profissional' (talent search): company staff (COMPANY_POLICY.searchTalent,
// checked by the routes' guard) search the members who accepted to be found by recruiters
// (member_privacy.talent_search_since), never a suspended one nor one a block stands between.
// One statement for the page, driven by the opt-in index (newest opt-in first, keyset), and one
// batched read of the languages' names. What a result shows follows her privacy: her city and
// state only when her 'city' choice shows them to the one searching; never her e-mail or phone.

/** Counts one search (or contact) by the staff member; 429 past the window's allowance. */
export async function limitTalent(
  db: Executor,
  userId: string,
  action: 'search' | 'contact',
  enabled: boolean,
): Promise<void> {
  if (!enabled) return;
  const { windowSeconds, perMember } =
    action === 'search' ? TALENT_SEARCH_RATE_LIMIT : TALENT_CONTACT_RATE_LIMIT;
  if (!(await hitRateLimit(db, `talent-${action}:user:${userId}`, windowSeconds, perMember)))
    throw tooManyRequests(TALENT_ERRORS.rateLimited);
}

/** Years of her jobs (the union of their periods, both ends included; breaks left out), for `p`. */
const YEARS = sql`coalesce((select sum(upper(r) - lower(r)) from unnest((
    select range_agg(daterange(e.start_date, greatest(coalesce(e.end_date, current_date), e.start_date), '[]'))
    from professional_experience e where e.user_id = p.id and e.kind = 'job')) r), 0)::float8 / ${DAYS_PER_YEAR}`;

/** She may be found by the reader: opted in, not suspended, not herself, no block between them. */
function findable(readerId: string): SQL {
  return sql`mp.talent_search_since is not null
    and (p.suspended_until is null or p.suspended_until <= now())
    and p.id <> ${readerId}::uuid
    and ${notBlockedWith(readerId, sql`p.id`)}`;
}

const activePreference = (condition: SQL) =>
  sql`exists (select 1 from user_job_preferences jp where jp.user_id = p.id and jp.is_active and ${condition})`;
const folded = (value: SQL | string) => sql`f_unaccent(lower(${value}))`;

function filters(readerId: string, query: TalentQuery): SQL[] {
  const where: SQL[] = [];
  const cityVisible = fieldVisibleSql('city', readerId, sql`p.id`);
  if (query.sectorId !== undefined)
    where.push(
      activePreference(sql`exists (select 1 from job_roles r join job_categories jc on jc.id = r.category_id
        where r.id = any(jp.preferred_roles) and jc.sector_id = ${query.sectorId})`),
    );
  if (query.roleId !== undefined)
    where.push(sql`(${activePreference(sql`${query.roleId}::int = any(jp.preferred_roles)`)}
      or exists (select 1 from professional_experience e join job_roles r on r.id = ${query.roleId}
        where e.user_id = p.id and e.kind = 'job' and ${folded(sql`e.role`)} = ${folded(sql`r.name`)}))`);
  if (query.skill)
    where.push(sql`exists (select 1 from unnest(p.skills || p.hard_skills) s
      where ${folded(sql`s`)} = ${folded(query.skill)})`);
  if (query.state) where.push(sql`(${cityVisible} and p.state = ${query.state})`);
  if (query.city) where.push(sql`(${cityVisible} and ${folded(sql`p.city`)} = ${folded(query.city)})`);
  if (query.workModel) where.push(activePreference(sql`${query.workModel} = any(jp.preferred_work_models)`));
  if (query.languageId !== undefined)
    where.push(
      sql`p.idiomas @> jsonb_build_array(jsonb_build_object('idioma_id', ${query.languageId}::int))`,
    );
  if (query.seniority) {
    const b = seniorityYearBounds(query.seniority);
    if (b.min !== null) where.push(b.minExclusive ? sql`y.years > ${b.min}` : sql`y.years >= ${b.min}`);
    if (b.max !== null) where.push(b.maxExclusive ? sql`y.years < ${b.max}` : sql`y.years <= ${b.max}`);
  }
  if (query.cursor) {
    const key = decodeCursor(query.cursor);
    where.push(sql`(mp.talent_search_since, mp.user_id) < (${key.at}::timestamptz, ${key.id}::uuid)`);
  }
  return where;
}

type Row = {
  id: string;
  slug: string;
  full_name: string;
  profile_image_url: string | null;
  professional_title: string | null;
  state: string | null;
  city: string | null;
  skills: string[];
  hard_skills: string[];
  idiomas: { idioma_id: number; nivel: string }[];
  years: number;
  at: string;
};

export async function searchTalent(db: Executor, readerId: string, query: TalentQuery): Promise<TalentPage> {
  const cityVisible = fieldVisibleSql('city', readerId, sql`p.id`);
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.slug, p.full_name, p.profile_image_url, p.professional_title,
          case when ${cityVisible} then p.state end as state,
          case when ${cityVisible} then p.city end as city,
          p.skills, p.hard_skills, p.idiomas, y.years,
          to_char(mp.talent_search_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from member_privacy mp
        join user_profile p on p.id = mp.user_id
        cross join lateral (select ${YEARS} as years) y
        where ${sql.join([findable(readerId), ...filters(readerId, query)], sql` and `)}
        order by mp.talent_search_since desc, mp.user_id desc
        limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const languageIds = [...new Set(page.flatMap((row) => row.idiomas.map((entry) => entry.idioma_id)))];
  const names = languageIds.length
    ? await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from idiomas where id = any(${sql.param(languageIds)}::int[])`,
      )
    : [];
  const catalogue = new Map(names.map((row) => [row.id, row.name]));
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      fullName: row.full_name,
      profileImageUrl: row.profile_image_url,
      professionalTitle: row.professional_title,
      state: row.state,
      city: row.city,
      skills: [...new Set([...row.skills, ...row.hard_skills])],
      languages: languageLines(row.idiomas, catalogue),
      seniority: seniorityOf(Number(row.years)),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** She can be found by the reader (404 otherwise: the same answer as for an unknown member). */
export async function requireFindable(db: Executor, readerId: string, memberId: string): Promise<void> {
  if (!z.guid().safeParse(memberId).success) throw notFound(TALENT_ERRORS.notFound);
  const [row] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from member_privacy mp join user_profile p on p.id = mp.user_id
        where mp.user_id = ${memberId}::uuid and ${findable(readerId)}`,
  );
  if (!row) throw notFound(TALENT_ERRORS.notFound);
}

/**
 * 'Empresas que viram seu perfil': the company looked at them today (São Paulo) — their cards in
 * its search, her profile opened from there, a message to her; once a day per company. One
 * statement whatever the number of members.
 */
export async function recordProfileViews(
  db: Executor,
  companyId: string,
  memberIds: readonly string[],
): Promise<void> {
  if (memberIds.length === 0) return;
  await db.execute(
    sql`insert into company_profile_views (member_id, company_id, day)
        select member_id, ${companyId}::uuid, (now() at time zone ${BRASILIA_TIME_ZONE})::date
        from unnest(${sql.param([...memberIds])}::uuid[]) as member_id
        on conflict do nothing`,
  );
}
