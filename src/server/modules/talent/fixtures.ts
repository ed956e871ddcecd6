import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { TestContext } from '../../test/context.js';
import { call } from '../../test/http.js';

// Test data for the talent search: her opt-in, her profile's searchable parts, a block.

type Who = { cookie: string } | undefined;

export const optIn = (ctx: TestContext, who: { cookie: string }, enabled = true) =>
  call(ctx, 'PUT', '/api/me/privacy/talent-search', { cookie: who.cookie, body: { enabled } });

export const searchTalent = (ctx: TestContext, who: Who, companyId: string, query = '') =>
  call(ctx, 'GET', `/api/companies/${companyId}/talent${query ? `?${query}` : ''}`, { cookie: who?.cookie });

export const contactTalent = (ctx: TestContext, who: Who, companyId: string, memberId: string) =>
  call(ctx, 'POST', `/api/companies/${companyId}/talent/${memberId}/contact`, { cookie: who?.cookie });

export const viewTalent = (ctx: TestContext, who: Who, companyId: string, memberId: string) =>
  call(ctx, 'POST', `/api/companies/${companyId}/talent/${memberId}/views`, { cookie: who?.cookie });

/** Her place, skills and languages, straight in SQL. */
export async function setProfile(
  ctx: TestContext,
  member: { id: string },
  fields: {
    state?: string;
    city?: string;
    skills?: string[];
    languages?: { idioma_id: number; nivel: string }[];
  },
) {
  await ctx.db.execute(
    sql`update user_profile set state = ${fields.state ?? null}, city = ${fields.city ?? null},
          skills = ${sql.param(fields.skills ?? [])}::text[],
          idiomas = ${JSON.stringify(fields.languages ?? [])}::jsonb
        where id = ${member.id}`,
  );
}

/** A job of `years` ending today (a current one). */
export async function addJob(ctx: TestContext, member: { id: string }, years: number, role = 'Analista') {
  await ctx.db.execute(
    sql`insert into professional_experience (user_id, kind, company, role, start_date, is_current, country)
        values (${member.id}, 'job', 'Empresa X', ${role},
          current_date - make_interval(days => ${Math.round(years * 365.25)}), true, 'Brasil')`,
  );
}

export async function addPreference(
  ctx: TestContext,
  member: { id: string },
  pref: { workModels?: string[]; roles?: number[] },
) {
  await ctx.db.execute(
    sql`insert into user_job_preferences (user_id, preferred_work_models, preferred_roles)
        values (${member.id}, ${sql.param(pref.workModels ?? [])}::text[], ${sql.param(pref.roles ?? [])}::int[])`,
  );
}

export async function block(ctx: TestContext, blocker: { id: string }, blocked: { id: string }) {
  await ctx.db.execute(
    sql`insert into member_blocks (blocker_id, blocked_id) values (${blocker.id}, ${blocked.id})`,
  );
}

/** A language of the catalogue, and a role with its sector. */
export async function catalogue(ctx: TestContext) {
  const [language] = await queryRows<{ id: number }>(ctx.db, sql`select id from idiomas order by id limit 1`);
  const [role] = await queryRows<{ id: number; name: string; sector_id: number }>(
    ctx.db,
    sql`select r.id, r.name, c.sector_id from job_roles r join job_categories c on c.id = r.category_id
        order by r.id limit 1`,
  );
  if (!language || !role) throw new Error('reference data missing');
  return { languageId: language.id, role };
}
