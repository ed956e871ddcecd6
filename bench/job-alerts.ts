import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../src/server/db/client.js';
import { explainStatement } from '../src/server/db/explain.js';
import {
  activePreference,
  alertFilters,
  candidatesQuery,
  dueMembersQuery,
} from '../src/server/modules/vacancies/index.js';
import { insertBulkGroups, insertBulkMembers } from '../src/server/test/bulk-data.js';
import { benchArgs, CHECK, type Log, runOnEachDatabase, time, timedSteps } from './statement-bench.js';

// Job alerts (issue 21) at scale: MEMBERS members with an alert on (two in three daily, the rest
// weekly; most due now, the others later), each with an active job preference profile, 1,000
// companies, VACANCIES vacancies over 60 days (one in 10 closed), and DELIVERIES vacancies already
// sent to them. All made in SQL (generate_series, one statement per table).
//
// Measured, one statement at a time, p50 and p95:
//   - the fan-out's batch (alerts.ts dueMembersQuery, 1,000 members in (due_at, user_id) order):
//     the first one and one deep in the keyset; then the whole walk over every member due;
//   - one member's new matching vacancies (recommended.ts candidatesQuery narrowed by alerts.ts
//     alertFilters: created since her last alert a day ago, never sent, not applied to), for
//     several members.
// The plans are checked (the run fails otherwise): the fan-out reads job_alert_settings_due_idx
// and never the whole table; a member's query reads job_vacancies through job_vacancies_active_idx,
// her deliveries through job_alert_deliveries_pkey, and neither table whole.
//
//   tsx bench/job-alerts.ts [--only pglite|postgres] [--samples 30] [--verbose: the plans]
//                           [--check: small sizes, the checks only]
//   BENCH_ALERT_MEMBERS, BENCH_ALERT_VACANCIES, BENCH_ALERT_DELIVERIES (100k, 50k, 500k).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MEMBERS = CHECK ? 5_000 : env('BENCH_ALERT_MEMBERS', 100_000);
const VACANCIES = CHECK ? 5_000 : env('BENCH_ALERT_VACANCIES', 50_000);
const DELIVERIES = CHECK ? 20_000 : env('BENCH_ALERT_DELIVERIES', 500_000);
const BATCH = 1000;
const TAG = 'alerta';
const DAY = 86_400_000;

const dialect = new PgDialect();
const explain = (db: Database, statement: SQL) => explainStatement(db, dialect.sqlToQuery(statement));

async function load(db: Database, log: (t: string) => void) {
  const step = timedSteps(log);
  await step(`${MEMBERS} members`, () => insertBulkMembers(db, MEMBERS, TAG));
  await step('1,000 companies', () => insertBulkGroups(db, 1000));
  await step(`${VACANCIES} vacancies`, () =>
    db.execute(sql`
      insert into job_vacancies (company_id, title, description, work_model, employment_type, state, is_active, created_at)
      select c.ids[1 + g % array_length(c.ids, 1)], 'Vaga ' || g, 'Descrição da vaga ' || g,
        (array['Presencial', 'Híbrido', 'Remoto'])[1 + g % 3],
        (array['CLT', 'PJ', 'estagio', 'temporario', 'freelancer'])[1 + g % 5],
        (array['SP', 'RJ', 'MG', 'PE', 'RS'])[1 + g % 5],
        g % 10 <> 0,
        now() - make_interval(secs => (g * 60 * 86400.0 / ${VACANCIES}))
      from generate_series(1, ${VACANCIES}::int) g
      cross join (select array_agg(id order by id) ids from companies where is_active) c`),
  );
  await step(`${MEMBERS} preferences and alerts`, async () => {
    await db.execute(sql`
      insert into user_job_preferences (user_id, is_active, preferred_work_models, preferred_contract_types, preferred_locations)
      select md5(${TAG} || g)::uuid, true,
        case g % 3 when 0 then array['Remoto'] when 1 then array['Híbrido', 'Remoto'] else array['Presencial'] end,
        case g % 3 when 0 then array['CLT'] when 1 then array['CLT', 'PJ'] else array[]::text[] end,
        (array['[]', '[{"country":"Brasil","state":"SP","city":null}]'])[1 + g % 2]::jsonb
      from generate_series(1, ${MEMBERS}::int) g`);
    await db.execute(sql`
      insert into job_alert_settings (user_id, frequency, since, due_at)
      select md5(${TAG} || g)::uuid, case when g % 3 = 0 then 'weekly' else 'daily' end,
        now() - interval '1 day',
        now() - make_interval(mins => (g % 600)) + case when g % 10 = 0 then interval '3 days' else interval '0' end
      from generate_series(1, ${MEMBERS}::int) g`);
  });
  await step(`${DELIVERIES} deliveries`, () =>
    db.execute(sql`
      insert into job_alert_deliveries (user_id, vacancy_id)
      select md5(${TAG} || (1 + g % ${MEMBERS}))::uuid, v.ids[1 + (g::bigint * 7919) % array_length(v.ids, 1)]
      from generate_series(1, ${DELIVERIES}::int) g
      cross join (select array_agg(id order by id) ids from job_vacancies) v
      on conflict do nothing`),
  );
  await db.execute(sql`analyze`);
}

async function bench(db: Database, log: Log): Promise<string[]> {
  const problems: string[] = [];
  await load(db, log);

  // The fan-out.
  const at = new Date();
  const [due] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int n from job_alert_settings where frequency <> 'off' and due_at <= now()`,
  );
  log(`members due now: ${due!.n}`);
  const first = dueMembersQuery(at, null, BATCH);
  const [middle] = await queryRows<{ userId: string; dueKey: string }>(
    db,
    sql`select user_id as "userId", to_char(due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "dueKey"
        from job_alert_settings where frequency <> 'off' and due_at <= now()
        order by due_at, user_id offset ${Math.floor(due!.n / 2)} limit 1`,
  );
  const deep = dueMembersQuery(at, { at: middle!.dueKey, id: middle!.userId }, BATCH);
  for (const [name, statement] of [
    ['first batch', first],
    ['a batch halfway', deep],
  ] as const) {
    const plan = await explain(db, statement);
    if (benchArgs.verbose) log(`fan-out, ${name}:\n${plan}`);
    if (!plan.includes('job_alert_settings_due_idx'))
      problems.push(`fan-out (${name}) does not read its index`);
    if (/Seq Scan on job_alert_settings\b/.test(plan)) problems.push(`fan-out (${name}) reads all alerts`);
    log(`fan-out, ${name} of ${BATCH}: ${await time(() => queryRows(db, statement))}`);
  }
  const walk = async () => {
    let after: { at: string; id: string } | null = null;
    let members = 0;
    for (;;) {
      const rows: { userId: string; dueKey: string }[] = await queryRows(
        db,
        dueMembersQuery(at, after, BATCH),
      );
      members += rows.length;
      if (rows.length < BATCH) return members;
      const last = rows.at(-1)!;
      after = { at: last.dueKey, id: last.userId };
    }
  };
  const started = performance.now();
  const walked = await walk();
  log(`fan-out, the whole walk: ${walked} members in ${(performance.now() - started).toFixed(0)} ms`);
  if (walked !== due!.n) problems.push(`the walk found ${walked} members, ${due!.n} are due`);

  // One member's new matching vacancies.
  const since = new Date(Date.now() - DAY);
  const members = await queryRows<{ id: string }>(
    db,
    sql`select md5(${TAG} || g)::uuid as id from generate_series(1, 6) g`,
  );
  for (const { id } of members) {
    const preference = (await activePreference(db, id))!;
    const query = candidatesQuery(db, id, preference, alertFilters(db, id, since));
    const plan = await explainStatement(db, query.toSQL());
    if (benchArgs.verbose) log(`member ${id}:\n${plan}`);
    for (const table of ['job_vacancies', 'job_alert_deliveries'])
      if (new RegExp(`Seq Scan on ${table}\\b`).test(plan))
        problems.push(`a member's query reads all of ${table}`);
    for (const index of ['job_vacancies_active_idx', 'job_alert_deliveries_pkey'])
      if (!plan.includes(index)) problems.push(`a member's query does not read ${index}`);
    const rows = await query;
    log(
      `member ${id.slice(0, 8)} (${preference.preferredWorkModels.join('/') || 'any'}): ${rows.length} candidates, ${await time(() => candidatesQuery(db, id, preference, alertFilters(db, id, since)))}`,
    );
  }
  return problems;
}

await runOnEachDatabase('alerts', bench);
