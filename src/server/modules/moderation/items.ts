import { type SQL, sql } from 'drizzle-orm';
import { MODERATION_EXCERPT_LENGTH } from '../../../domain/limits.js';
import type { ReportItemType } from '../../../domain/moderation-enums.js';
import { type Executor, queryRows } from '../../db/client.js';

// The reported items, by kind: what a new case keeps of one (its author, its community, its
// first words), how a page of cases reads them as they are now (one statement for any page),
// and how a decision hides, removes or restores one.

export type ItemFacts = { authorId: string | null; communityId: string | null; excerpt: string };

const excerptOf = (text: SQL) => sql`left(coalesce(${text}, ''), ${MODERATION_EXCERPT_LENGTH})`;

/** Per kind: a select of (author_id, community_id, excerpt) for the item `id`. */
const FACTS: Record<ReportItemType, (id: string) => SQL> = {
  // A post speaking for a community lives in it even when posted outside its feed.
  post: (id) => sql`select created_by_user_id as author_id,
      coalesce(community_id, case when author_type = 'community' then author_id end) as community_id,
      ${excerptOf(sql`content`)} as excerpt from posts where id = ${id}`,
  comment: (id) => sql`select c.user_id as author_id,
      coalesce(p.community_id, case when p.author_type = 'community' then p.author_id end) as community_id,
      ${excerptOf(sql`c.content`)} as excerpt
    from post_comments c join posts p on p.id = c.post_id where c.id = ${id}`,
  message: (id) => sql`select author_id, null::uuid as community_id,
      ${excerptOf(sql`coalesce(body, '[imagem]')`)} as excerpt from messages where id = ${id}`,
  member: (
    id,
  ) => sql`select id as author_id, null::uuid as community_id, ${excerptOf(sql`full_name`)} as excerpt
    from user_profile where id = ${id}`,
  community: (id) => sql`select null::uuid as author_id, null::uuid as community_id,
      ${excerptOf(sql`name`)} as excerpt from communities where id = ${id}`,
  company: (id) => sql`select null::uuid as author_id, null::uuid as community_id,
      ${excerptOf(sql`name`)} as excerpt from companies where id = ${id}`,
  vacancy: (id) => sql`select null::uuid as author_id, null::uuid as community_id,
      ${excerptOf(sql`title`)} as excerpt from job_vacancies where id = ${id}`,
};

export async function itemFacts(db: Executor, type: ReportItemType, id: string): Promise<ItemFacts | null> {
  const [row] = await queryRows<{ author_id: string | null; community_id: string | null; excerpt: string }>(
    db,
    FACTS[type](id),
  );
  return row ? { authorId: row.author_id, communityId: row.community_id, excerpt: row.excerpt } : null;
}

/**
 * A post or comment as written, with when and by an account how old: whether it is held at its
 * first report (rules/new-account.ts). Other kinds are never held early.
 */
export async function writtenItem(
  db: Executor,
  type: ReportItemType,
  id: string,
): Promise<{ text: string; writtenAt: Date; authorSince: Date } | null> {
  const table = type === 'post' ? sql`posts` : type === 'comment' ? sql`post_comments` : null;
  const writer = type === 'post' ? sql`i.created_by_user_id` : sql`i.user_id`;
  if (!table) return null;
  const [row] = await queryRows<{ text: string; written_at: Date | string; since: Date | string }>(
    db,
    sql`select i.content as text, i.created_at as written_at, u.created_at as since
        from ${table} i join user_profile u on u.id = ${writer} where i.id = ${id}`,
  );
  return row
    ? { text: row.text, writtenAt: new Date(row.written_at), authorSince: new Date(row.since) }
    : null;
}

/** The kinds that are content, hidden by a flag of their own row (posts, comments, messages). */
const CONTENT_TABLES: Partial<Record<ReportItemType, string>> = {
  post: 'posts',
  comment: 'post_comments',
  message: 'messages',
};
/** The kinds a removal deactivates (a vacancy hidden, a company or community deactivated). */
const PLACE_TABLES: Partial<Record<ReportItemType, string>> = {
  community: 'communities',
  company: 'companies',
  vacancy: 'job_vacancies',
};

/** Content hidden from everyone until a decision (reports) or for good (a removal). */
export async function hideItem(tx: Executor, type: ReportItemType, id: string): Promise<boolean> {
  const table = CONTENT_TABLES[type];
  if (!table) return false;
  await tx.execute(sql`update ${sql.identifier(table)} set hidden = true where id = ${id}`);
  return true;
}

/** A removal: content hidden, a place deactivated. A profile is never removed (suspended instead). */
export async function removeItem(tx: Executor, type: ReportItemType, id: string): Promise<void> {
  if (await hideItem(tx, type, id)) return;
  const table = PLACE_TABLES[type];
  if (table) await tx.execute(sql`update ${sql.identifier(table)} set is_active = false where id = ${id}`);
}

/** No violation: content shown again; a place deactivated by the reviewed removal, active again. */
export async function restoreItem(
  tx: Executor,
  type: ReportItemType,
  id: string,
  { wasRemoved }: { wasRemoved: boolean },
): Promise<void> {
  const table = CONTENT_TABLES[type];
  if (table) {
    await tx.execute(sql`update ${sql.identifier(table)} set hidden = false where id = ${id}`);
    return;
  }
  const place = PLACE_TABLES[type];
  if (place && wasRemoved)
    await tx.execute(sql`update ${sql.identifier(place)} set is_active = true where id = ${id}`);
}

export type ItemContext = {
  text: string | null;
  parentText: string | null;
  place: string | null;
  href: string | null;
  hidden: boolean;
};

const seg = encodeURIComponent;

/** The items of a page of cases as they are now, in one statement (empty kinds cost nothing). */
export async function itemContexts(
  db: Executor,
  items: readonly { itemType: ReportItemType; itemId: string }[],
): Promise<Map<string, ItemContext>> {
  const ids = (type: ReportItemType) => {
    const list = items.filter((item) => item.itemType === type).map((item) => sql`${item.itemId}`);
    return list.length ? sql`array[${sql.join(list, sql`, `)}]::uuid[]` : sql`'{}'::uuid[]`;
  };
  const rows = await queryRows<{
    type: ReportItemType;
    id: string;
    text: string | null;
    parent_text: string | null;
    place: string | null;
    parent_id: string | null;
    hidden: boolean;
  }>(
    db,
    sql`select 'post' as type, p.id, p.content as text, null as parent_text, c.name as place,
          null::uuid as parent_id, p.hidden
        from posts p left join communities c on c.id = p.community_id where p.id = any(${ids('post')})
      union all
        select 'comment', pc.id, pc.content, p.content, c.name, p.id, pc.hidden
        from post_comments pc join posts p on p.id = pc.post_id
        left join communities c on c.id = p.community_id where pc.id = any(${ids('comment')})
      union all
        select 'message', m.id, m.body, null, null, null, m.hidden or m.deleted_at is not null
        from messages m where m.id = any(${ids('message')})
      union all
        select 'member', u.id, u.full_name, u.professional_title, null, null,
          coalesce(u.suspended_until > now(), false)
        from user_profile u where u.id = any(${ids('member')})
      union all
        select 'community', c.id, c.name, c.description, null, null, not c.is_active
        from communities c where c.id = any(${ids('community')})
      union all
        select 'company', c.id, c.name, c.description, null, null, not c.is_active
        from companies c where c.id = any(${ids('company')})
      union all
        select 'vacancy', v.id, v.title, v.description, c.name, null, not v.is_active
        from job_vacancies v join companies c on c.id = v.company_id where v.id = any(${ids('vacancy')})`,
  );
  const contexts = new Map<string, ItemContext>();
  for (const row of rows) {
    const href: Record<ReportItemType, string | null> = {
      post: `/publicacoes/${seg(row.id)}`,
      comment: row.parent_id ? `/publicacoes/${seg(row.parent_id)}?comentario=${seg(row.id)}` : null,
      message: null,
      member: `/perfil-publico/${seg(row.id)}`,
      community: `/comunidades/${seg(row.id)}`,
      company: `/empresas/${seg(row.id)}`,
      vacancy: `/vagas/${seg(row.id)}`,
    };
    contexts.set(`${row.type}:${row.id}`, {
      text: row.text,
      parentText: row.parent_text,
      place: row.place,
      href: href[row.type],
      hidden: row.hidden === true,
    });
  }
  return contexts;
}
