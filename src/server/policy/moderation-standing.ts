import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportItemType } from '../../domain/moderation-enums.js';
import { COMMUNITY_PERMISSIONS, COMMUNITY_POLICY } from '../../domain/rules/permissions/community.js';
import type { ModerationSubject, ReportSubject } from '../../domain/rules/permissions/moderation.js';
import { PLATFORM_POLICY, platformRoleOf } from '../../domain/rules/permissions/platform.js';
import { type Executor, queryRows } from '../db/client.js';
import { communityMembers, moderationCases } from '../db/schema/index.js';
import type { Actor } from './actor.js';
import { messageStanding } from './conversation-standing.js';
import { roleAllows } from './scopes.js';
import {
  commentStanding,
  communityStanding,
  companyStanding,
  type Lock,
  memberStanding,
  postStanding,
  vacancyStanding,
} from './standings.js';

// Where she stands towards a reported item and towards a moderation case (issue 19).

const isUuid = (id: string) => z.guid().safeParse(id).success;

/**
 * She may see the item (each kind's own standing: a post she may read, a comment on one, a
 * message of a conversation she takes part in, a member no block hides, an active community or
 * company, a vacancy of an active company) and whether it is hers. Null: no such item for her.
 */
export async function reportStanding(
  db: Executor,
  actor: Actor,
  type: ReportItemType,
  id: string,
): Promise<ReportSubject | null> {
  if (!isUuid(id)) return null;
  switch (type) {
    case 'post': {
      const s = await postStanding(db, actor, id);
      return s && { visible: s.visible, own: s.isAuthor };
    }
    case 'comment': {
      const s = await commentStanding(db, actor, id);
      return s && { visible: true, own: s.isAuthor };
    }
    case 'message': {
      const s = await messageStanding(db, actor, id);
      return s && { visible: !s.deleted, own: s.isAuthor };
    }
    case 'member': {
      const s = await memberStanding(db, actor, id);
      return s && { visible: true, own: s.isSelf };
    }
    case 'community': {
      const s = await communityStanding(db, actor, id);
      return s && { visible: true, own: COMMUNITY_POLICY.moderateReports(s) };
    }
    case 'company': {
      const s = await companyStanding(db, actor, id);
      return s && { visible: true, own: s.role !== null };
    }
    case 'vacancy': {
      const s = await vacancyStanding(db, actor, id);
      return s && { visible: true, own: s.companyRole !== null };
    }
  }
}

/** The platform's moderation power, second factor included. */
export function isPlatformModerator(actor: Actor): boolean {
  return PLATFORM_POLICY.moderate({ role: platformRoleOf(actor.role) }) && actor.twoFactorEnabled === true;
}

/** An administrator who would moderate once she turns on two-factor sign-in. */
export function lacksSecondFactor(actor: Actor): boolean {
  return PLATFORM_POLICY.moderate({ role: platformRoleOf(actor.role) }) && actor.twoFactorEnabled !== true;
}

/** Her approved role in a community allows moderating its reports (SQL, over community_id). */
export function moderatesCommunitySql(actorId: string, communityId: unknown) {
  return sql`exists (select 1 from ${communityMembers}
    where ${communityMembers.communityId} = ${communityId}
      and ${communityMembers.userId} = ${actorId}
      and ${communityMembers.isApproved}
      and ${roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'moderateReports')})`;
}

export type ModerationCaseStanding = ModerationSubject & {
  caseId: string;
  itemId: string;
  authorId: string | null;
  communityId: string | null;
  excerpt: string;
  reviewRequested: boolean;
  /** An administrator without two-factor sign-in (her refusal says so). */
  lacksSecondFactor: boolean;
};

/** One case, as she stands towards it; `lock` locks the case's row. */
export async function moderationCaseStanding(
  db: Executor,
  actor: Actor,
  id: string,
  lock?: Lock,
): Promise<ModerationCaseStanding | null> {
  if (!isUuid(id)) return null;
  const c = moderationCases;
  const query = db
    .select({
      itemType: c.itemType,
      itemId: c.itemId,
      authorId: c.authorId,
      communityId: c.communityId,
      excerpt: c.excerpt,
      status: c.status,
      outcome: c.outcome,
      reviewRequestedAt: c.reviewRequestedAt,
      communityModerator: sql<boolean>`${moderatesCommunitySql(actor.id, c.communityId)}`,
    })
    .from(c)
    .where(eq(c.id, id))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) return null;
  return {
    caseId: id,
    itemId: row.itemId,
    itemType: row.itemType as ReportItemType,
    authorId: row.authorId,
    communityId: row.communityId,
    excerpt: row.excerpt,
    platformModerator: isPlatformModerator(actor),
    communityModerator: row.communityModerator === true,
    isAuthor: row.authorId !== null && row.authorId === actor.id,
    pending: row.status === 'pending',
    reviewable: row.status === 'resolved' && row.outcome === 'removed' && row.reviewRequestedAt === null,
    reviewRequested: row.reviewRequestedAt !== null,
    lacksSecondFactor: lacksSecondFactor(actor),
  };
}

/** Whether she moderates anything at all: the platform, or at least one community. */
export async function moderatesAnything(db: Executor, actor: Actor): Promise<boolean> {
  if (isPlatformModerator(actor)) return true;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from ${communityMembers}
      where ${communityMembers.userId} = ${actor.id} and ${communityMembers.isApproved}
        and ${roleAllows(communityMembers.role, COMMUNITY_PERMISSIONS, 'moderateReports')}) as ok`,
  );
  return row?.ok === true;
}
