import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/server/db/client.js';
import { explainStatement } from '../src/server/db/explain.js';
import {
  activePreference,
  candidatesQuery,
  nearestCandidatesQuery,
  recommendedMatches,
} from '../src/server/modules/vacancies/index.js';
import { insertBulkGroups, insertBulkMembers } from '../src/server/test/bulk-data.js';
import { benchArgs, CHECK, type Log, runOnEachDatabase, time, timedSteps } from './statement-bench.js';

// 'Matches explained' at scale: match ranking over VACANCIES vacancies for one member. 1,000
// companies, 20 roles of the job taxonomy, VACANCIES vacancies over 60 days (one in 10 closed,
// one in 4 without a role, salaries from R$ 3.000 to R$ 21.000) and one member whose active
// profile sets every criterion (roles, work models, contract types, a place, a salary). All made
// in SQL (generate_series, one statement per table).
//
// Measured, p50 and p95: the candidates' statement as sent (recommended.ts candidatesQuery, the
// exact-match pre-filter), the nearest ones' statement (nearestCandidatesQuery, run when nothing
// matches exactly), and the whole recommendation (recommendedMatches: statements, scoring in
// code, ranking). The plans are checked (the run fails otherwise): job_vacancies is read through
// job_vacancies_active_idx (or, for a selective role filter, job_vacancies_role_idx), never whole
// (no Seq Scan on job_vacancies).
//
//   tsx bench/vacancy-match.ts [--only pglite|postgres] [--samples 30] [--verbose: the plans]
//                              [--check: small sizes, the checks only]
//   BENCH_MATCH_VACANCIES (50k).

const VACANCIES = CHECK ? 5_000 : Number(process.env.BENCH_MATCH_VACANCIES ?? 50_000);
const TAG = 'combina';

async function load(db: Database, log: (t: string) => void) {
  const step = timedSteps(log);
  await step('1 member', () => insertBulkMembers(db, 1, TAG));
  await step('1,000 companies', () => insertBulkGroups(db, 1000));
  await step('20 roles', async () => {
    await db.execute(sql`insert into industry_sectors (name) values ('Setor da carga')`);
    await db.execute(sql`
      insert into job_categories (sector_id, name)
      select id, 'Categoria da carga' from industry_sectors where name = 'Setor da carga'`);
    await db.execute(sql`
      insert into job_roles (category_id, name)
      select c.id, 'Cargo ' || g from job_categories c, generate_series(1, 20) g
      where c.name = 'Categoria da carga'`);
  });
  await step(`${VACANCIES} vacancies`, () =>
    db.execute(sql`
      insert into job_vacancies (company_id, title, description, work_model, employment_type, state, city,
        salary_range, role_id, is_active, created_at)
      select c.ids[1 + g % array_length(c.ids, 1)], 'Vaga de Cargo ' || (1 + g % 20), 'Descrição da vaga ' || g,
        (array['Presencial', 'Híbrido', 'Remoto'])[1 + g % 3],
        (array['CLT', 'PJ', 'estagio', 'temporario', 'freelancer'])[1 + g % 5],
        (array['SP', 'RJ', 'MG', 'PE', 'RS'])[1 + g % 5],
        (array['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Recife', 'Porto Alegre'])[1 + g % 5],
        'R$ ' || (3 + g % 10) || '.000 - R$ ' || (12 + g % 10) || '.000',
        case when g % 4 = 0 then null else r.ids[1 + g % array_length(r.ids, 1)] end,
        g % 10 <> 0,
        now() - make_interval(secs => (g * 60 * 86400.0 / ${VACANCIES}))
      from generate_series(1, ${VACANCIES}::int) g
      cross join (select array_agg(id order by id) ids from companies where is_active) c
      cross join (select array_agg(id order by id) ids from job_roles) r`),
  );
  await step('her preference', () =>
    db.execute(sql`
      insert into user_job_preferences (user_id, is_active, preferred_work_models, preferred_contract_types,
        preferred_locations, preferred_roles, min_salary, max_salary)
      select md5(${TAG} || 1)::uuid, true, array['Híbrido', 'Remoto'], array['CLT', 'PJ'],
        '[{"country":"Brasil","state":"SP","city":"São Paulo"}]'::jsonb,
        (select array_agg(id order by id) from (select id from job_roles order by id limit 3) x),
        8000, 20000`),
  );
  await db.execute(sql`analyze`);
}

async function bench(db: Database, log: Log): Promise<string[]> {
  const problems: string[] = [];
  await load(db, log);

  const [member] = await queryRows<{ id: string }>(db, sql`select md5(${TAG} || 1)::uuid as id`);
  const id = member!.id;
  const preference = (await activePreference(db, id))!;
  const statements = [
    ['candidates (exact pre-filter)', () => candidatesQuery(db, id, preference, [])],
    ['nearest candidates', () => nearestCandidatesQuery(db, id, [])],
  ] as const;
  for (const [name, build] of statements) {
    const plan = await explainStatement(db, build().toSQL());
    if (benchArgs.verbose) log(`${name}:\n${plan}`);
    if (/Seq Scan on job_vacancies\b/.test(plan)) problems.push(`${name} reads all of job_vacancies`);
    // Newest first through the active index; a selective role filter (few vacancies, as with
    // --check) may read the role index instead: either way never the whole table.
    if (!/job_vacancies_(active|role)_idx/.test(plan))
      problems.push(`${name} reads job_vacancies through none of its indexes`);
    const rows = await build();
    log(`${name}: ${rows.length} rows, ${await time(() => build())}`);
  }
  const result = await recommendedMatches(db, id, preference, [], 20, false);
  const exact = result.rows.filter((r) => r.match.exact).length;
  log(
    `match ranking over ${VACANCIES} vacancies for one member (20 best, ${exact} exact, nearest ${result.nearest}): ${await time(() => recommendedMatches(db, id, preference, [], 20, false))}`,
  );
  return problems;
}

await runOnEachDatabase('match', bench);
