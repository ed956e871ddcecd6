import { sql } from 'drizzle-orm';
import { COMMUNITY_NICHES, COMPANY_INDUSTRIES } from '../../../domain/enums.js';
import { type Database, queryRows } from '../../db/client.js';
import { SEARCH_CATEGORIES, type SearchCategory, searchStatements } from './service.js';

// Benchmark and index-test data: many members, companies and communities with realistic,
// repeating Brazilian names (so a surname matches a few percent of rows, as in real life),
// written with generate_series — one statement per table, whatever the count.

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

/** EXPLAIN of each search statement for `query`, as text, keyed by category. */
export async function explainSearch(db: Database, query: string): Promise<Record<SearchCategory, string>> {
  const statements = searchStatements(query);
  const plans = {} as Record<SearchCategory, string>;
  for (const category of SEARCH_CATEGORIES) {
    const rows = await queryRows<Record<string, string>>(db, sql`explain ${statements[category]}`);
    plans[category] = rows.map((row) => Object.values(row)[0]).join('\n');
  }
  return plans;
}

/** The searched tables a plan reads from start to end instead of through an index. */
export function sequentialScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on (user_profile|companies|communities)\b/g)].map((m) => m[1]!);
}
