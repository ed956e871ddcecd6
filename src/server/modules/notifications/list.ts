import { and, asc, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { NOTIFICATIONS_SERVER_COPY as COPY } from '../../../domain/copy/notifications-server.js';
import type { NotificationKind } from '../../../domain/enums.js';
import { NOTIFICATION_ACTORS_SHOWN, NOTIFICATION_UNREAD_CAP } from '../../../domain/limits.js';
import type { MemberRef } from '../../../domain/schemas/conversation.js';
import type { Notification, NotificationPage, UnreadCount } from '../../../domain/schemas/notifications.js';
import type { Database, Executor } from '../../db/client.js';
import {
  authUser,
  communities,
  companies,
  events,
  jobVacancies,
  notifications,
  posts,
  userProfile,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../../policy/actor.js';
import { authorCommunity, authorCompany, target, visibleTo } from '../../policy/post-visibility.js';
import { ownedBy } from '../../policy/scopes.js';
import { decodeSeqCursor, encodeSeqCursor } from '../shared/keyset-cursor.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';

// Her notifications as every surface reads them — the list, the live stream, the e-mails — from
// ONE statement: the row, its first people (names, photos, addresses) and the names of what it
// is about, resolved in the same query whatever the page's length (no N+1). The same statement
// decides what she may still see: a notification about a post she can no longer read (a private
// community she left, an author deactivated) or about a place that is gone is never delivered.

/** The company of the vacancy a notification is about (is it still active?). */
const vacancyCompany = alias(companies, 'vacancy_company');
/** Her first NOTIFICATION_ACTORS_SHOWN people, newest first, as member references (one subquery). */
const actorsColumn = sql<MemberRef[]>`(
  select coalesce(json_agg(json_build_object(
      'id', actor_user.id,
      'name', coalesce(actor_profile.full_name, actor_user.name),
      'imageUrl', actor_profile.profile_image_url,
      'professionalTitle', actor_profile.professional_title,
      'slug', actor_profile.slug
    ) order by shown.ord), '[]'::json)
  from unnest(${notifications.actorIds}[1:${sql.raw(String(NOTIFICATION_ACTORS_SHOWN))}])
    with ordinality as shown(id, ord)
  join ${authUser} actor_user on actor_user.id = shown.id
  left join ${userProfile} actor_profile on actor_profile.id = shown.id
)`;

const columns = {
  id: notifications.id,
  seq: notifications.seq,
  kind: notifications.kind,
  actors: actorsColumn,
  actorCount: notifications.actorCount,
  postId: notifications.postId,
  commentId: notifications.commentId,
  communityId: notifications.communityId,
  communityName: communities.name,
  companyId: notifications.companyId,
  companyName: companies.name,
  vacancyId: notifications.vacancyId,
  vacancyTitle: jobVacancies.title,
  applicationId: notifications.applicationId,
  invitationId: notifications.invitationId,
  eventId: notifications.eventId,
  eventTitle: events.title,
  excerpt: notifications.excerpt,
  updatedAt: notifications.updatedAt,
  readAt: notifications.readAt,
};

/** `fields` over her notifications joined to what they are about (see readableBy). */
function fromNotifications<S extends SelectedFields>(db: Executor, fields: S) {
  return (
    db
      .select(fields as SelectedFields)
      .from(notifications)
      // The post and what post-visibility.ts needs to decide whether she may read it.
      .leftJoin(posts, eq(posts.id, notifications.postId))
      .leftJoin(userProfile, and(eq(posts.authorType, 'user'), eq(userProfile.id, posts.authorId)))
      .leftJoin(
        authorCommunity,
        and(eq(posts.authorType, 'community'), eq(authorCommunity.id, posts.authorId)),
      )
      .leftJoin(authorCompany, and(eq(posts.authorType, 'company'), eq(authorCompany.id, posts.authorId)))
      .leftJoin(target, eq(target.id, posts.communityId))
      .leftJoin(communities, eq(communities.id, notifications.communityId))
      .leftJoin(companies, eq(companies.id, notifications.companyId))
      .leftJoin(jobVacancies, eq(jobVacancies.id, notifications.vacancyId))
      .leftJoin(vacancyCompany, eq(vacancyCompany.id, jobVacancies.companyId))
      .leftJoin(events, eq(events.id, notifications.eventId))
  );
}

/**
 * Hers (the policy's scope: a notification is hers alone) and still hers to see: a post she may
 * read (post-visibility.ts, the feed's own rule), an active community, company or vacancy's
 * company.
 */
function readableBy(recipientId: string): SQL {
  return and(
    ownedBy(notifications.recipientId, recipientId),
    or(isNull(notifications.postId), visibleTo(recipientId)),
    or(isNull(notifications.communityId), eq(communities.isActive, true)),
    or(isNull(notifications.companyId), eq(companies.isActive, true)),
    or(isNull(notifications.vacancyId), eq(vacancyCompany.isActive, true)),
  ) as SQL;
}

/** A row of `columns` (the joined names are null when their object is gone). */
type Row = {
  id: string;
  seq: number | string;
  kind: string;
  actors: MemberRef[] | null;
  actorCount: number;
  postId: string | null;
  commentId: string | null;
  communityId: string | null;
  communityName: string | null;
  companyId: string | null;
  companyName: string | null;
  vacancyId: string | null;
  vacancyTitle: string | null;
  applicationId: string | null;
  invitationId: string | null;
  eventId: string | null;
  eventTitle: string | null;
  excerpt: string | null;
  updatedAt: Date | string;
  readAt: Date | string | null;
};

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    seq: Number(row.seq),
    kind: row.kind as NotificationKind,
    actors: row.actors ?? [],
    actorCount: row.actorCount,
    object: {
      postId: row.postId,
      commentId: row.commentId,
      community:
        row.communityId && row.communityName ? { id: row.communityId, name: row.communityName } : null,
      company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
      vacancy: row.vacancyId && row.vacancyTitle ? { id: row.vacancyId, title: row.vacancyTitle } : null,
      applicationId: row.applicationId,
      invitationId: row.invitationId,
      event: row.eventId && row.eventTitle ? { id: row.eventId, title: row.eventTitle } : null,
    },
    excerpt: row.excerpt,
    updatedAt: new Date(row.updatedAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}

type ReadOptions = { where?: SQL; order: 'newest' | 'oldest'; limit: number };

/** The statement behind readNotifications (exposed for the plans: plans.ts). */
export function notificationsQuery(db: Executor, recipientId: string, options: ReadOptions) {
  return fromNotifications(db, columns)
    .where(and(readableBy(recipientId), options.where))
    .orderBy(options.order === 'newest' ? desc(notifications.seq) : asc(notifications.seq))
    .limit(options.limit);
}

/** Her notifications that pass `where`, in `order`, at most `limit`: one statement. */
export async function readNotifications(
  db: Executor,
  recipientId: string,
  options: ReadOptions,
): Promise<Notification[]> {
  const rows = await notificationsQuery(db, recipientId, options);
  return (rows as unknown as Row[]).map(toNotification);
}

/** One of hers by id, if she may still see it. */
export async function readNotification(
  db: Executor,
  recipientId: string,
  id: string,
): Promise<Notification | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await readNotifications(db, recipientId, {
    where: eq(notifications.id, id),
    order: 'newest',
    limit: 1,
  });
  return found;
}

const isUuid = (value: string) => z.guid().safeParse(value).success;

/**
 * The bell's statement: her unread notifications that she may still see, counted up to
 * NOTIFICATION_UNREAD_CAP (the bell shows '99+' beyond), so the count costs the same with
 * a hundred thousand unread as with a hundred.
 */
export function unreadQuery(db: Executor, recipientId: string) {
  const unread = fromNotifications(db, { one: sql`1` })
    .where(and(readableBy(recipientId), isNull(notifications.readAt)))
    .limit(NOTIFICATION_UNREAD_CAP)
    .as('unread');
  return db.select({ count: sql<number>`count(*)::int` }).from(unread);
}

export async function unreadCount(db: Executor, recipientId: string): Promise<number> {
  const [row] = await unreadQuery(db, recipientId);
  return Number(row?.count ?? 0);
}

/** Her newest seq, readable or not: where a stream opened without Last-Event-ID starts. */
export async function latestSeq(db: Executor, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | number | null>`max(${notifications.seq})` })
    .from(notifications)
    .where(ownedBy(notifications.recipientId, recipientId));
  return Number(row?.seq ?? 0);
}

/**
 * GET /api/notifications: newest first (her latest events, grouped ones moved up), keyset on
 * seq, with her unread count. Two statements whatever the page's length.
 */
export async function listNotifications(
  db: Database,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationPage> {
  const before = query.cursor === undefined ? undefined : decodeSeqCursor(query.cursor);
  const rows = await readNotifications(db, actor.id, {
    where: before === undefined ? undefined : lt(notifications.seq, before),
    order: 'newest',
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeSeqCursor(last.seq) : null,
    unreadCount: await unreadCount(db, actor.id),
  };
}

/**
 * Her notifications after `seq`, oldest first: the live stream's catch-up. At most `limit`,
 * the NEWEST ones when more are waiting (`more` then says that older ones were left out).
 */
export async function notificationsAfter(
  db: Executor,
  recipientId: string,
  seq: number,
  limit: number,
): Promise<{ items: Notification[]; more: boolean }> {
  const rows = await readNotifications(db, recipientId, {
    where: gt(notifications.seq, seq),
    order: 'newest',
    limit: limit + 1,
  });
  return { items: rows.slice(0, limit).reverse(), more: rows.length > limit };
}

/** Tells her open streams (every process) that her unread count changed: '<her id>:read'. */
async function signalRead(tx: Executor, recipientId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${recipientId}:read`})`);
}

/** POST /api/notifications/{id}/read: hers only (404 otherwise); reading it again changes nothing. */
export async function markRead(db: Database, actor: Actor, id: string): Promise<UnreadCount> {
  if (!isUuid(id)) throw notFound(COPY.errors.notFound);
  return db.transaction(async (tx) => {
    const hers = and(eq(notifications.id, id), ownedBy(notifications.recipientId, actor.id));
    const changed = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(hers, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await signalRead(tx, actor.id);
    else {
      const [found] = await tx.select({ id: notifications.id }).from(notifications).where(hers);
      if (!found) throw notFound(COPY.errors.notFound);
    }
    return { count: await unreadCount(tx, actor.id) };
  });
}

/** POST /api/notifications/read-all: every one of hers read now. */
export async function markAllRead(db: Database, actor: Actor): Promise<UnreadCount> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(ownedBy(notifications.recipientId, actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await signalRead(tx, actor.id);
    return { count: await unreadCount(tx, actor.id) };
  });
}
