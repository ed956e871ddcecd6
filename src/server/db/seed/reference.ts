import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { JOB_TAXONOMY } from './datasets/job-taxonomy.js';
import { LANGUAGE_NAMES } from './datasets/languages.js';
import { BRAZILIAN_STATES } from './datasets/states.js';

// Reference catalogues run at every start-up, possibly from several processes at once, so each
// level is one statement that:
// - ships the whole list as a single JSON parameter (one round trip, however long the list);
// - resolves parent ids by name inside the database, so the levels need no reads in between;
// - skips rows that already exist *before* inserting, so a re-run draws no serial ids;
// - still ends in ON CONFLICT DO NOTHING, so two processes racing to insert both succeed.

export async function seedReference(db: Database): Promise<void> {
  await seedLanguages(db);
  await seedStates(db);
  await seedJobTaxonomy(db);
}

function json(value: unknown) {
  return sql`${JSON.stringify(value)}::jsonb`;
}

async function seedLanguages(db: Database): Promise<void> {
  await db.execute(sql`
    insert into idiomas (name)
    select r.name from jsonb_array_elements_text(${json(LANGUAGE_NAMES)}) as r(name)
    where not exists (select 1 from idiomas i where i.name = r.name)
    on conflict do nothing`);
}

async function seedStates(db: Database): Promise<void> {
  await db.execute(sql`
    insert into brazilian_states (uf, name)
    select r.uf, r.name from jsonb_to_recordset(${json(BRAZILIAN_STATES)}) as r(uf text, name text)
    where not exists (select 1 from brazilian_states s where s.uf = r.uf)
    on conflict do nothing`);
}

async function seedJobTaxonomy(db: Database): Promise<void> {
  const sectors = JOB_TAXONOMY.map((s) => ({ sector: s.name }));
  const categories = JOB_TAXONOMY.flatMap((s) =>
    s.categories.map((c) => ({ sector: s.name, category: c.name })),
  );
  const roles = JOB_TAXONOMY.flatMap((s) =>
    s.categories.flatMap((c) => c.roles.map((role) => ({ sector: s.name, category: c.name, role }))),
  );

  await db.execute(sql`
    insert into industry_sectors (name)
    select r.sector from jsonb_to_recordset(${json(sectors)}) as r(sector text)
    where not exists (select 1 from industry_sectors s where s.name = r.sector)
    on conflict do nothing`);

  await db.execute(sql`
    insert into job_categories (sector_id, name)
    select s.id, r.category
    from jsonb_to_recordset(${json(categories)}) as r(sector text, category text)
    join industry_sectors s on s.name = r.sector
    where not exists (select 1 from job_categories c where c.sector_id = s.id and c.name = r.category)
    on conflict do nothing`);

  await db.execute(sql`
    insert into job_roles (category_id, name)
    select c.id, r.role
    from jsonb_to_recordset(${json(roles)}) as r(sector text, category text, role text)
    join industry_sectors s on s.name = r.sector
    join job_categories c on c.sector_id = s.id and c.name = r.category
    where not exists (select 1 from job_roles j where j.category_id = c.id and j.name = r.role)
    on conflict do nothing`);
}
