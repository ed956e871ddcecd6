import { sql } from 'drizzle-orm';
import { COMMUNITY_NICHES, COMPANY_INDUSTRIES } from '../../domain/enums.js';
import type { Database } from '../db/client.js';

// Benchmark and index-test data (the scale tests and bench/server.ts): many members, companies
// and communities with realistic, repeating Brazilian names (so a surname matches a few percent
// of rows, as in real life), and a feed-sized posts table over them, each written with
// generate_series — one statement per table, whatever the count. Also what the tests look for
// in a query plan.

const FIRST_NAMES = [
  'Ana Beatriz Camila Débora Érica Fernanda Gabriela Helena Isabela Júlia Larissa Mariana',
  'Natália Olívia Patrícia Renata Sílvia Tatiana Vitória Yasmin Aline Bruna Carolina',
  'Daniela Eduarda Flávia Giovana Heloísa Ingrid Joana Letícia Márcia Nathalia Paula Raquel',
  'Sabrina Tânia Vanessa Luana Cecília',
]
  .join(' ')
  .split(' ');
const SURNAMES = [
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro',
  'Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento',
  'Andrade Moreira Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana',
  'Teixeira Araújo Moura Castro Pinto Conceição',
]
  .join(' ')
  .split(' ');
const COMPANY_WORDS = [
  'Consultoria Tecnologia Digital Serviços Comércio Educação Engenharia Design Finanças',
  'Logística Alimentos Moda',
]
  .join(' ')
  .split(' ');
const COMMUNITY_WORDS = 'Rede Círculo Clube Coletivo Café Mulheres Grupo Caminhos Encontro Roda'.split(' ');

/**
 * One value of `list` for row `g`, spread by a hash so that names, words and sectors combine
 * freely; each `salt` gives an independent draw.
 */
function pick(list: readonly string[], salt: number) {
  const values = sql.raw(`array[${list.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`);
  return sql`(${values})[1 + (hashint4(g + ${sql.raw(String(salt * 1_000_003))}) & 2147483647) % ${sql.raw(String(list.length))}]`;
}

/** `count` members, each an auth user and her profile; `tag` keeps e-mails and slugs apart. */
export async function insertBulkMembers(db: Database, count: number, tag = 'carga') {
  const fullName = sql`${pick(FIRST_NAMES, 1)} || ' ' || ${pick(SURNAMES, 2)} || ' ' || ${pick(SURNAMES, 3)}`;
  await db.execute(sql`
    insert into auth_user (id, name, email, email_verified)
    select md5(${tag} || g)::uuid, ${fullName}, ${tag} || '-' || g || '@exemplo.com.br', true
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into user_profile (id, slug, full_name, email, professional_title, location)
    select u.id, ${tag} || '-' || g, u.name, u.email, 'Analista de ' || lower(${pick(COMPANY_WORDS, 4)}),
      'São Paulo, SP'
    from generate_series(1, ${count}::int) g
    join auth_user u on u.id = md5(${tag} || g)::uuid`);
}

/** `count` companies (one in 50 inactive) and `count` communities (one in 50 deactivated). */
export async function insertBulkGroups(db: Database, count: number) {
  await db.execute(sql`
    insert into companies (name, description, industry, location, is_active)
    select ${pick(SURNAMES, 5)} || ' ' || ${pick(COMPANY_WORDS, 6)} || ' ' || g,
      'Empresa de ' || lower(${pick(COMPANY_WORDS, 6)}) || ' fundada por ' || ${pick(FIRST_NAMES, 7)},
      ${pick(COMPANY_INDUSTRIES, 8)}, 'Belo Horizonte, MG', g % 50 <> 0
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into communities (name, description, niche, is_active)
    select ${pick(COMMUNITY_WORDS, 9)} || ' ' || ${pick(SURNAMES, 10)} || ' ' || g,
      'Comunidade criada por ' || ${pick(FIRST_NAMES, 11)} || ' para trocar experiências',
      ${pick(COMMUNITY_NICHES, 12)}, g % 50 <> 0
    from generate_series(1, ${count}::int) g`);
}

/**
 * What autovacuum does on a server, done now: fresh statistics, and the rows still waiting in
 * the GIN pending lists merged into the trigram indexes (a long pending list makes every trigram
 * lookup scan it, and the planner rightly shies away from the index). PGlite has no autovacuum.
 */
export async function refreshSearchStatistics(db: Database) {
  for (const table of ['auth_user', 'user_profile', 'companies', 'communities']) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
}

/**
 * `count` posts, one a minute back from now: mostly members speaking for themselves, one in 20
 * speaking for a company, one in 20 for a community (into it), and one in 4 posted into a
 * community. Like real life, a few are busy: the first community (by id) gets half of the posts
 * into communities and the first company half of the company posts. One community in 10 is made
 * private. Needs members, communities and companies.
 */
export async function insertBulkPosts(db: Database, count: number) {
  await db.execute(sql`update communities set is_private = true where hashint4(hashtext(id::text)) % 10 = 0`);
  await db.execute(sql`
    with m as (select array_agg(id order by id) ids from user_profile),
      c as (select array_agg(id order by id) ids from communities),
      co as (select array_agg(id order by id) ids from companies),
      g as (
        select g, m.ids[1 + g % cardinality(m.ids)] as writer,
          case when g % 8 = 0 then c.ids[1] else c.ids[1 + (g / 4) % cardinality(c.ids)] end as community,
          case when g % 40 = 0 then co.ids[1] else co.ids[1 + (g / 20) % cardinality(co.ids)] end as company
        from generate_series(1, ${count}::int) g, m, c, co
      )
    insert into posts (content, user_id, created_by_user_id, author_type, author_id, community_id,
      created_at, updated_at)
    select 'Post de carga número ' || g, writer, writer,
      case g % 20 when 0 then 'company' when 1 then 'community' else 'user' end,
      case g % 20 when 0 then company when 1 then community else writer end,
      case when g % 20 = 1 or g % 4 = 0 then community end,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from g`);
}

/** Fresh statistics for every table the feed reads (PGlite has no autovacuum). */
export async function analyzeFeedTables(db: Database) {
  for (const table of ['posts', 'user_profile', 'communities', 'community_members', 'companies']) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}

/** The searched tables a plan reads from start to end instead of through an index. */
export function sequentialScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on (user_profile|companies|communities)\b/g)].map((m) => m[1]!);
}

/** Whether a plan reads the posts table from start to end instead of through an index. */
export function scansAllPosts(plan: string): boolean {
  return /Seq Scan on posts\b/.test(plan);
}
