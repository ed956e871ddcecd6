import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { MSG } from '../../../domain/messages.js';
import { educationSchema, experienceSchema, projectSchema } from '../../../domain/schemas/cv.js';
import { jobPreferenceSchema } from '../../../domain/schemas/preferences.js';
import { privacySettingsSchema } from '../../../domain/schemas/privacy.js';
import { ownProfileSchema } from '../../../domain/schemas/profile.js';
import { BRASILIA_TIME_ZONE } from '../../../domain/time-zone.js';
import type { Database, Executor } from '../../db/client.js';
import {
  accessInvitations,
  authSession,
  authUser,
  communities,
  communityFollowers,
  communityMembers,
  communityMutes,
  companies,
  companyAdmins,
  companyFollowers,
  connectionInvitations,
  connections,
  jobApplications,
  jobVacancies,
  memberBlocks,
  memberFollows,
  memberMutes,
  posts,
  userProfile,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { privacySettingsOf } from '../../policy/privacy.js';
import { listEducation } from '../education/index.js';
import { listExperiences } from '../experience/index.js';
import { exportModeration, moderationExportSchema } from '../moderation/index.js';
import { listPreferences } from '../preferences/index.js';
import { listProjects } from '../projects/index.js';
import { toOwnProfile } from './own-profile.js';

const iso = z.string();
const linkedMember = z.object({ memberId: z.string(), name: z.string(), since: iso });

const invitationExport = z.object({
  id: z.string(),
  place: z.object({ kind: z.enum(['community', 'company']), id: z.string(), name: z.string() }),
  role: z.string(),
  status: z.string(),
  createdAt: iso,
  respondedAt: iso.nullable(),
});

/**
 * GET /api/profile/export — everything the platform keeps about her (LGPD art. 18, access and
 * portability), as one JSON document. Only her own rows; of the companies, communities and
 * vacancies she is linked to, only their id and public name. Never a password hash, a session
 * token or another member's data: sessions appear as a count.
 */
export const personalDataExportSchema = z.object({
  exportedAt: iso,
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: iso,
    activeSessions: z.number(),
  }),
  profile: ownProfileSchema.extend({ createdAt: iso }).nullable(),
  /** Who sees each part of her profile (issue 19), the defaults where she made no choice. */
  privacy: privacySettingsSchema,
  experiences: z.array(experienceSchema),
  education: z.array(educationSchema),
  projects: z.array(projectSchema),
  jobPreferences: z.array(jobPreferenceSchema),
  posts: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      imageUrl: z.string().nullable(),
      authorType: z.string(),
      authorId: z.string(),
      community: z.object({ id: z.string(), name: z.string() }).nullable(),
      audience: z.string(),
      createdAt: iso,
      updatedAt: iso,
    }),
  ),
  communities: z.object({
    memberships: z.array(
      z.object({
        communityId: z.string(),
        name: z.string(),
        role: z.string(),
        isApproved: z.boolean(),
        joinedAt: iso,
      }),
    ),
    follows: z.array(z.object({ communityId: z.string(), name: z.string(), followedAt: iso })),
  }),
  companies: z.object({
    adminRoles: z.array(
      z.object({
        companyId: z.string(),
        name: z.string(),
        role: z.string(),
        isApproved: z.boolean(),
        since: iso,
      }),
    ),
    follows: z.array(z.object({ companyId: z.string(), name: z.string(), followedAt: iso })),
  }),
  /**
   * Roles offered to her (by account, or at her verified address) and offered by her; of the
   * people she invited, nothing (they are someone else's data).
   */
  accessInvitations: z.object({
    received: z.array(invitationExport),
    sent: z.array(invitationExport),
  }),
  /** Her network (issue 17): connections, whom she follows, how many follow her, invitations. */
  network: z.object({
    connections: z.array(z.object({ memberId: z.string(), name: z.string(), since: iso })),
    following: z.array(linkedMember),
    followerCount: z.number(),
    /** Members she blocked and muted, and communities she muted (issue 19); never who blocked her. */
    blocked: z.array(linkedMember),
    mutedMembers: z.array(linkedMember),
    mutedCommunities: z.array(z.object({ communityId: z.string(), name: z.string(), since: iso })),
    invitations: z.array(
      z.object({
        id: z.string(),
        direction: z.enum(['sent', 'received']),
        memberId: z.string(),
        name: z.string(),
        note: z.string().nullable(),
        status: z.string(),
        createdAt: iso,
        respondedAt: iso.nullable(),
      }),
    ),
  }),
  jobApplications: z.array(
    z.object({
      id: z.string(),
      vacancyId: z.string(),
      vacancyTitle: z.string(),
      companyName: z.string(),
      message: z.string().nullable(),
      status: z.string(),
      createdAt: iso,
      updatedAt: iso,
    }),
  ),
  /** Her reports and moderation's actions on her content (issue 19). */
  moderation: moderationExportSchema,
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** 'elas-rede-dados-YYYY-MM-DD.json', dated in Brasília time (where the day is hers). */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: BRASILIA_TIME_ZONE }).format(now);
  return `elas-rede-dados-${day}.json`;
}

/**
 * Her data, read in one transaction so the parts agree with each other (a post deleted halfway
 * cannot appear in one list and not in another). A fixed number of queries, whatever she has.
 */
export async function exportPersonalData(db: Database, userId: string): Promise<PersonalDataExport> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: authUser.id,
        name: authUser.name,
        email: authUser.email,
        emailVerified: authUser.emailVerified,
        createdAt: authUser.createdAt,
      })
      .from(authUser)
      .where(eq(authUser.id, userId));
    if (!account) throw notFound(MSG.profile.notFound);
    const [sessions] = await tx
      .select({ n: count() })
      .from(authSession)
      .where(and(eq(authSession.userId, userId), gt(authSession.expiresAt, sql`now()`)));
    const [profile] = await tx.select().from(userProfile).where(eq(userProfile.id, userId));

    const postRows = await tx
      .select({ post: posts, communityName: communities.name })
      .from(posts)
      .leftJoin(communities, eq(communities.id, posts.communityId))
      .where(or(eq(posts.createdByUserId, userId), eq(posts.userId, userId)))
      .orderBy(desc(posts.createdAt), desc(posts.id));

    const memberships = await tx
      .select({
        communityId: communityMembers.communityId,
        name: communities.name,
        role: communityMembers.role,
        isApproved: communityMembers.isApproved,
        joinedAt: communityMembers.joinedAt,
      })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.id, communityMembers.communityId))
      .where(eq(communityMembers.userId, userId))
      .orderBy(asc(communityMembers.joinedAt));
    const communityFollows = await tx
      .select({
        communityId: communityFollowers.communityId,
        name: communities.name,
        followedAt: communityFollowers.createdAt,
      })
      .from(communityFollowers)
      .innerJoin(communities, eq(communities.id, communityFollowers.communityId))
      .where(eq(communityFollowers.followerId, userId))
      .orderBy(asc(communityFollowers.createdAt));
    const adminRoles = await tx
      .select({
        companyId: companyAdmins.companyId,
        name: companies.name,
        role: companyAdmins.role,
        isApproved: companyAdmins.isApproved,
        since: companyAdmins.createdAt,
      })
      .from(companyAdmins)
      .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
      .where(eq(companyAdmins.userId, userId))
      .orderBy(asc(companyAdmins.createdAt));
    const companyFollows = await tx
      .select({
        companyId: companyFollowers.companyId,
        name: companies.name,
        followedAt: companyFollowers.createdAt,
      })
      .from(companyFollowers)
      .innerJoin(companies, eq(companies.id, companyFollowers.companyId))
      .where(eq(companyFollowers.followerId, userId))
      .orderBy(asc(companyFollowers.createdAt));
    const applications = await tx
      .select({
        id: jobApplications.id,
        vacancyId: jobApplications.jobId,
        vacancyTitle: jobVacancies.title,
        companyName: companies.name,
        message: jobApplications.message,
        status: jobApplications.status,
        createdAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
      })
      .from(jobApplications)
      .innerJoin(jobVacancies, eq(jobVacancies.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobVacancies.companyId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt));

    const network = await exportNetwork(tx, userId);

    const toHer = or(
      eq(accessInvitations.inviteeId, userId),
      account.emailVerified ? eq(accessInvitations.inviteeEmail, account.email.toLowerCase()) : undefined,
    );
    const invitationRows = await tx
      .select({
        id: accessInvitations.id,
        communityId: accessInvitations.communityId,
        companyId: accessInvitations.companyId,
        placeName: sql<string>`coalesce(${communities.name}, ${companies.name})`,
        role: accessInvitations.role,
        status: accessInvitations.status,
        createdAt: accessInvitations.createdAt,
        respondedAt: accessInvitations.respondedAt,
        toHer: sql<boolean>`coalesce(${toHer}, false)`,
        sentByHer: sql<boolean>`${accessInvitations.invitedBy} is not distinct from ${userId}::uuid`,
      })
      .from(accessInvitations)
      .leftJoin(communities, eq(communities.id, accessInvitations.communityId))
      .leftJoin(companies, eq(companies.id, accessInvitations.companyId))
      .where(or(toHer, eq(accessInvitations.invitedBy, userId)))
      .orderBy(desc(accessInvitations.createdAt), desc(accessInvitations.id));
    const invitations = invitationRows.map((r) => ({
      toHer: r.toHer,
      sentByHer: r.sentByHer,
      invitation: {
        id: r.id,
        place: r.communityId
          ? { kind: 'community' as const, id: r.communityId, name: r.placeName }
          : { kind: 'company' as const, id: r.companyId ?? '', name: r.placeName },
        role: r.role,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        respondedAt: r.respondedAt?.toISOString() ?? null,
      },
    }));

    return {
      exportedAt: new Date().toISOString(),
      account: {
        ...account,
        createdAt: account.createdAt.toISOString(),
        activeSessions: sessions?.n ?? 0,
      },
      profile: profile ? { ...toOwnProfile(profile), createdAt: profile.createdAt.toISOString() } : null,
      privacy: await privacySettingsOf(tx, userId),
      experiences: await listExperiences(tx, userId),
      education: await listEducation(tx, userId),
      projects: await listProjects(tx, userId),
      jobPreferences: await listPreferences(tx, userId),
      posts: postRows.map(({ post, communityName }) => ({
        id: post.id,
        content: post.content,
        imageUrl: post.imageUrl,
        authorType: post.authorType,
        authorId: post.authorId,
        community: post.communityId && communityName ? { id: post.communityId, name: communityName } : null,
        audience: post.audience,
        createdAt: post.createdAt.toISOString(),
        updatedAt: post.updatedAt.toISOString(),
      })),
      communities: {
        memberships: memberships.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
        follows: communityFollows.map((f) => ({ ...f, followedAt: f.followedAt.toISOString() })),
      },
      companies: {
        adminRoles: adminRoles.map((r) => ({ ...r, since: r.since.toISOString() })),
        follows: companyFollows.map((f) => ({ ...f, followedAt: f.followedAt.toISOString() })),
      },
      accessInvitations: {
        received: invitations.filter((i) => i.toHer).map((i) => i.invitation),
        sent: invitations.filter((i) => i.sentByHer).map((i) => i.invitation),
      },
      network,
      jobApplications: applications.map((a) => ({
        ...a,
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
      })),
      moderation: await exportModeration(tx, userId),
    };
  });
}

/** The members one of her lists names (whom she follows, blocked, muted), oldest first. */
async function membersOf(
  tx: Executor,
  hers: AnyPgColumn,
  other: AnyPgColumn,
  since: AnyPgColumn,
  userId: string,
): Promise<{ memberId: string; name: string; since: string }[]> {
  const rows = await tx
    .select({ memberId: sql<string>`${other}`, name: userProfile.fullName, since: sql<Date>`${since}` })
    .from(other.table)
    .innerJoin(userProfile, eq(userProfile.id, other))
    .where(eq(hers, userId))
    .orderBy(asc(since));
  return rows.map((row) => ({ ...row, since: new Date(row.since).toISOString() }));
}

/** Her network: the members' ids and names she is linked to, never their other data. */
async function exportNetwork(tx: Executor, userId: string): Promise<PersonalDataExport['network']> {
  const connected = await tx
    .select({ memberId: connections.otherId, name: userProfile.fullName, since: connections.createdAt })
    .from(connections)
    .innerJoin(userProfile, eq(userProfile.id, connections.otherId))
    .where(eq(connections.userId, userId))
    .orderBy(asc(connections.createdAt));
  const following = await membersOf(
    tx,
    memberFollows.followerId,
    memberFollows.followedId,
    memberFollows.createdAt,
    userId,
  );
  const blocked = await membersOf(
    tx,
    memberBlocks.blockerId,
    memberBlocks.blockedId,
    memberBlocks.createdAt,
    userId,
  );
  const mutedMembers = await membersOf(
    tx,
    memberMutes.userId,
    memberMutes.mutedId,
    memberMutes.createdAt,
    userId,
  );
  const mutedCommunities = await tx
    .select({ communityId: communities.id, name: communities.name, since: communityMutes.createdAt })
    .from(communityMutes)
    .innerJoin(communities, eq(communities.id, communityMutes.communityId))
    .where(eq(communityMutes.userId, userId))
    .orderBy(asc(communityMutes.createdAt));
  const [followers] = await tx
    .select({ n: count() })
    .from(memberFollows)
    .where(eq(memberFollows.followedId, userId));
  const sentByHer = eq(connectionInvitations.senderId, userId);
  const invitations = await tx
    .select({
      id: connectionInvitations.id,
      sent: sql<boolean>`${sentByHer}`,
      memberId: userProfile.id,
      name: userProfile.fullName,
      note: connectionInvitations.note,
      status: connectionInvitations.status,
      createdAt: connectionInvitations.createdAt,
      respondedAt: connectionInvitations.respondedAt,
    })
    .from(connectionInvitations)
    .innerJoin(
      userProfile,
      eq(
        userProfile.id,
        sql`case when ${sentByHer} then ${connectionInvitations.recipientId} else ${connectionInvitations.senderId} end`,
      ),
    )
    .where(or(sentByHer, eq(connectionInvitations.recipientId, userId)))
    .orderBy(desc(connectionInvitations.createdAt));
  return {
    connections: connected.map((c) => ({ ...c, since: c.since.toISOString() })),
    following,
    followerCount: followers?.n ?? 0,
    blocked,
    mutedMembers,
    mutedCommunities: mutedCommunities.map((c) => ({ ...c, since: c.since.toISOString() })),
    invitations: invitations.map(({ sent, ...i }) => ({
      ...i,
      direction: sent ? ('sent' as const) : ('received' as const),
      createdAt: i.createdAt.toISOString(),
      respondedAt: i.respondedAt?.toISOString() ?? null,
    })),
  };
}
