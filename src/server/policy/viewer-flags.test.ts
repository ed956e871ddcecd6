import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_POLICY } from '../../domain/rules/permissions/comment.js';
import { COMMUNITY_POLICY } from '../../domain/rules/permissions/community.js';
import { COMPANY_POLICY } from '../../domain/rules/permissions/company.js';
import { CONVERSATION_POLICY, MESSAGE_POLICY } from '../../domain/rules/permissions/conversation.js';
import { MEMBER_POLICY } from '../../domain/rules/permissions/member.js';
import { MODERATION_POLICY } from '../../domain/rules/permissions/moderation.js';
import { PLATFORM_POLICY } from '../../domain/rules/permissions/platform.js';
import { flagName } from '../../domain/rules/permissions/policy.js';
import { POST_POLICY } from '../../domain/rules/permissions/post.js';
import { VACANCY_POLICY } from '../../domain/rules/permissions/vacancy.js';
import { communities, memberBlocks } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import * as chat from '../modules/chat/fixtures.js';
import { insertCommunity } from '../modules/communities/fixtures.js';
import { insertCompany, makePlatformAdmin } from '../modules/companies/fixtures.js';
import * as moderation from '../modules/moderation/fixtures.js';
import { insertPost } from '../modules/moderation/fixtures.js';
import { connectPair, follow, invite } from '../modules/network/fixtures.js';
import { publish } from '../modules/posts/fixtures.js';
import { insertApplication, insertVacancy } from '../modules/vacancies/fixtures.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { call } from '../test/http.js';
import { createMember, type TestMember } from '../test/members.js';
import type { Actor } from './actor.js';
import { authorize, authorizePlatform, type Kind, type Resource } from './authorize.js';

// The UI can never show what the server refuses (issue 15): for every kind of resource and every
// standing a member can have there, each `can…` flag the API answers equals what `authorize` —
// the check every endpoint makes — decides for that action.

let ctx: TestContext;
const people = {} as Record<
  'admin' | 'moderator' | 'member' | 'pending' | 'stranger' | 'editor' | 'platformAdmin',
  TestMember
>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of Object.keys({
    admin: 0,
    moderator: 0,
    member: 0,
    pending: 0,
    stranger: 0,
    editor: 0,
    platformAdmin: 0,
  }) as (keyof typeof people)[]) {
    people[who] = await createMember(ctx, `Pessoa ${who}`);
  }
  await makePlatformAdmin(ctx, people.platformAdmin);
});
afterAll(() => ctx?.close());

const actorOf = (who: keyof typeof people): Actor =>
  who === 'platformAdmin'
    ? { id: people[who].id, role: 'admin', twoFactorEnabled: true }
    : { id: people[who].id, role: 'user' };

/** What the server decides: allowed, or refused with its error (never another failure). */
async function decides<K extends Kind>(
  actor: Actor,
  resource: Resource<K>,
  action: string,
): Promise<boolean> {
  try {
    await authorize(ctx.db, actor, resource, action as never);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

async function expectFlagsMatch<K extends Kind>(
  policy: Record<string, unknown>,
  flags: Record<string, boolean>,
  actor: Actor,
  resource: Resource<K>,
) {
  const decided: Record<string, boolean> = {};
  const shown: Record<string, boolean> = {};
  for (const action of Object.keys(policy)) {
    decided[flagName(action)] = await decides(actor, resource, action);
    shown[flagName(action)] = flags[flagName(action)]!;
  }
  expect(shown).toEqual(decided);
  return decided;
}

describe('viewer flags equal the server’s decisions', () => {
  it.each([true, false])('community (private: %s), for every standing', async (isPrivate) => {
    const community = await insertCommunity(ctx, people.admin, {
      seats: [
        { user: people.moderator, role: 'moderator' },
        { user: people.member, role: 'member' },
        { user: people.pending, role: 'member', approved: false },
      ],
    });
    await ctx.db.update(communities).set({ isPrivate }).where(eq(communities.id, community.id));
    const seen: Record<string, Record<string, boolean>> = {};
    for (const who of ['admin', 'moderator', 'member', 'pending', 'stranger'] as const) {
      const res = await call(ctx, 'GET', `/api/communities/${community.id}`, { cookie: people[who].cookie });
      expect(res.status).toBe(200);
      seen[who] = await expectFlagsMatch(COMMUNITY_POLICY, res.body.viewer, actorOf(who), {
        kind: 'community',
        id: community.id,
      });
    }
    // The table as members live it: only admins grant; a private feed is for approved members.
    expect(seen.admin!.canGrant).toBe(true);
    expect(seen.moderator!).toMatchObject({ canGrant: false, canEdit: true, canReviewRequests: true });
    expect(seen.member!).toMatchObject({ canEdit: false, canRead: true, canContribute: true });
    expect(seen.pending!).toMatchObject({ canRead: !isPrivate, canContribute: false });
    expect(seen.stranger!).toMatchObject({ canRead: !isPrivate, canPost: false });
  });

  it('company, for staff, a stranger and a platform administrator', async () => {
    const company = await insertCompany(ctx, people.admin, {
      staff: [{ user: people.editor, role: 'editor' }],
    });
    const seen: Record<string, Record<string, boolean>> = {};
    for (const who of ['admin', 'editor', 'stranger', 'platformAdmin'] as const) {
      const res = await call(ctx, 'GET', `/api/companies/${company.id}`, { cookie: people[who].cookie });
      expect(res.status).toBe(200);
      seen[who] = await expectFlagsMatch(COMPANY_POLICY, res.body.viewer, actorOf(who), {
        kind: 'company',
        id: company.id,
      });
    }
    expect(seen.editor!).toMatchObject({ canEdit: true, canDelete: false, canGrant: false, canSeal: false });
    expect(seen.platformAdmin!).toMatchObject({ canSeal: true, canEdit: false });
  });

  it('vacancy, for staff, an applicant and a member who has not applied', async () => {
    const company = await insertCompany(ctx, people.admin, {
      staff: [{ user: people.editor, role: 'editor' }],
    });
    const vacancy = await insertVacancy(ctx, company.id, { howToReceive: 'internal' });
    await insertApplication(ctx, vacancy.id, people.member);
    const seen: Record<string, Record<string, boolean>> = {};
    for (const who of ['admin', 'editor', 'member', 'stranger'] as const) {
      const res = await call(ctx, 'GET', `/api/vacancies/${vacancy.id}`, { cookie: people[who].cookie });
      expect(res.status).toBe(200);
      seen[who] = await expectFlagsMatch(VACANCY_POLICY, res.body.viewer, actorOf(who), {
        kind: 'vacancy',
        id: vacancy.id,
      });
    }
    expect(seen.editor!).toMatchObject({ canManage: true, canApply: false });
    expect(seen.member!).toMatchObject({ canApply: false, canWithdraw: true });
    expect(seen.stranger!).toMatchObject({ canApply: true, canWithdraw: false });
  });

  it('post, for its writer and for another member', async () => {
    const res = await publish(ctx, people.member);
    expect(res.status).toBe(201);
    for (const who of ['member', 'stranger'] as const) {
      const page = await call(ctx, 'GET', '/api/posts?limit=50', { cookie: people[who].cookie });
      const post = page.body.items.find((p: { id: string }) => p.id === res.body.id);
      const decided = await expectFlagsMatch(POST_POLICY, post.viewer, actorOf(who), {
        kind: 'post',
        id: res.body.id,
      });
      expect(decided.canEdit).toBe(who === 'member');
    }
  });

  it('post in a private community, for its writer and another member (the others cannot open it)', async () => {
    const community = await insertCommunity(ctx, people.admin, {
      seats: [{ user: people.member, role: 'member' }],
    });
    await ctx.db.update(communities).set({ isPrivate: true }).where(eq(communities.id, community.id));
    const res = await publish(ctx, people.member, { communityId: community.id });
    expect(res.status).toBe(201);
    for (const who of ['member', 'admin'] as const) {
      const post = await call(ctx, 'GET', `/api/posts/${res.body.id}`, { cookie: people[who].cookie });
      expect(post.status).toBe(200);
      const decided = await expectFlagsMatch(POST_POLICY, post.body.viewer, actorOf(who), {
        kind: 'post',
        id: res.body.id,
      });
      expect(decided).toMatchObject({ canRead: true, canReact: true, canComment: true });
    }
    const stranger = await call(ctx, 'GET', `/api/posts/${res.body.id}`, { cookie: people.stranger.cookie });
    expect(stranger.status).toBe(404);
    expect(await decides(actorOf('stranger'), { kind: 'post', id: res.body.id }, 'read')).toBe(false);
  });

  it('comment, for its writer, the post’s writer, the place’s team and another member', async () => {
    // A post into a community, and a post speaking for a company, each with one comment.
    const community = await insertCommunity(ctx, people.admin, {
      seats: [
        { user: people.moderator, role: 'moderator' },
        { user: people.member, role: 'member' },
        { user: people.pending, role: 'moderator', approved: false },
      ],
    });
    const company = await insertCompany(ctx, people.admin, {
      staff: [{ user: people.editor, role: 'editor' }],
    });
    const inCommunity = await publish(ctx, people.member, { communityId: community.id });
    const asCompany = await publish(ctx, people.admin, { authorType: 'company', authorId: company.id });
    const cases = [
      { postId: inCommunity.body.id as string, writer: 'stranger' as const },
      { postId: asCompany.body.id as string, writer: 'member' as const },
    ];
    const seen: Record<string, Record<string, boolean>>[] = [];
    for (const { postId, writer } of cases) {
      const written = await call(ctx, 'POST', `/api/posts/${postId}/comments`, {
        cookie: people[writer].cookie,
        body: { content: 'Um comentário' },
      });
      expect(written.status).toBe(201);
      const flags: Record<string, Record<string, boolean>> = {};
      for (const who of ['admin', 'moderator', 'pending', 'member', 'editor', 'stranger'] as const) {
        const page = await call(ctx, 'GET', `/api/posts/${postId}/comments`, { cookie: people[who].cookie });
        const listed = page.body.items.find((c: { id: string }) => c.id === written.body.id);
        const card = (await call(ctx, 'GET', `/api/posts/${postId}`, { cookie: people[who].cookie })).body;
        expect(card.comments.find((c: { id: string }) => c.id === written.body.id).viewer).toEqual(
          listed.viewer,
        );
        flags[who] = await expectFlagsMatch(COMMENT_POLICY, listed.viewer, actorOf(who), {
          kind: 'comment',
          id: written.body.id,
        });
      }
      seen.push(flags);
    }
    const [community_, company_] = seen as [(typeof seen)[0], (typeof seen)[0]];
    // In the community: its admin and moderator remove, the post's writer too; the writer edits.
    expect(community_.admin).toEqual({ canEdit: false, canDelete: true });
    expect(community_.moderator).toEqual({ canEdit: false, canDelete: true });
    expect(community_.pending).toEqual({ canEdit: false, canDelete: false });
    expect(community_.member).toEqual({ canEdit: false, canDelete: true });
    expect(community_.stranger).toEqual({ canEdit: true, canDelete: true });
    expect(community_.editor).toEqual({ canEdit: false, canDelete: false });
    // On the company's post: its staff remove; a community role elsewhere counts for nothing.
    expect(company_.admin).toEqual({ canEdit: false, canDelete: true });
    expect(company_.editor).toEqual({ canEdit: false, canDelete: true });
    expect(company_.moderator).toEqual({ canEdit: false, canDelete: false });
    expect(company_.member).toEqual({ canEdit: true, canDelete: true });
    expect(company_.stranger).toEqual({ canEdit: false, canDelete: false });
  });

  it('member, for herself, a connection, an invitation either way, a follower and a stranger', async () => {
    const [alice, connected, invited, inviting, follower, stranger] = await Promise.all(
      ['Alice', 'Conexão', 'Convidada', 'Convidou', 'Seguidora', 'Estranha'].map((name) =>
        createMember(ctx, `Rede ${name}`),
      ),
    );
    await connectPair(ctx, alice!, connected!);
    await invite(ctx, alice!, invited!);
    await invite(ctx, inviting!, alice!);
    await follow(ctx, alice!, follower!);
    const seen: Record<string, Record<string, boolean>> = {};
    for (const [label, other] of Object.entries({
      alice,
      connected,
      invited,
      inviting,
      follower,
      stranger,
    })) {
      const res = await call(ctx, 'GET', `/api/members/${other!.id}/network`, { cookie: alice!.cookie });
      expect(res.status).toBe(200);
      seen[label] = await expectFlagsMatch(
        MEMBER_POLICY,
        res.body.viewer,
        { id: alice!.id, role: 'user' },
        {
          kind: 'member',
          id: other!.id,
        },
      );
    }
    expect(Object.values(seen.alice!).every((allowed) => !allowed)).toBe(true);
    expect(seen.connected).toMatchObject({ canConnect: false, canDisconnect: true, canUnfollow: true });
    expect(seen.invited).toMatchObject({
      canConnect: false,
      canCancelInvitation: true,
      canAnswerInvitation: false,
    });
    expect(seen.inviting).toMatchObject({ canConnect: false, canAnswerInvitation: true });
    expect(seen.follower).toMatchObject({ canFollow: false, canUnfollow: true, canConnect: true });
    expect(seen.stranger).toMatchObject({ canConnect: true, canFollow: true, canDisconnect: false });
  });

  it('conversation and message, for each participant’s standing (inbox, request, group, blocked)', async () => {
    const [ana, bia, carla, dora] = await Promise.all(
      ['Ana', 'Bia', 'Carla', 'Dora'].map((name) => createMember(ctx, `Conversa ${name}`)),
    );
    await chat.connect(ctx, ana!, bia!, dora!);
    const direct = (await chat.openDirect(ctx, ana!, bia!)).body.id as string;
    const request = (await chat.openDirect(ctx, carla!, bia!)).body.id as string;
    const group = (await chat.createGroup(ctx, ana!, 'Grupo das flags', [bia!])).body.id as string;
    const blocked = (await chat.openDirect(ctx, ana!, dora!)).body.id as string;
    const fresh = await chat.send(ctx, ana!, direct, { body: 'Recente' });
    const old = await chat.send(ctx, ana!, direct, { body: 'Antiga' });
    const gone = await chat.send(ctx, ana!, direct, { body: 'Apagada' });
    await chat.send(ctx, carla!, request, { body: 'Um pedido' });
    await ctx.db.execute(
      sql`update messages set created_at = now() - interval '1 hour' where id = ${old.body.id}`,
    );
    await chat.deleteMessage(ctx, ana!, gone.body.id);
    await ctx.db.insert(memberBlocks).values({ blockerId: dora!.id, blockedId: ana!.id });

    const seen: Record<string, Record<string, boolean>> = {};
    const cases = [
      ['ana direct', ana!, direct],
      ['bia direct', bia!, direct],
      ['bia request', bia!, request],
      ['carla request', carla!, request],
      ['bia group', bia!, group],
      ['ana blocked', ana!, blocked],
    ] as const;
    for (const [label, member, id] of cases) {
      const res = await chat.conversation(ctx, member, id);
      expect(res.status, label).toBe(200);
      seen[label] = await expectFlagsMatch(
        CONVERSATION_POLICY,
        res.body.viewer,
        { id: member.id, role: 'user' },
        {
          kind: 'conversation',
          id,
        },
      );
      // The lists carry the same flags.
      const folder = label === 'bia request' ? 'requests' : 'inbox';
      const listed = (await chat.conversations(ctx, member, folder)).body.items.find(
        (c: { id: string }) => c.id === id,
      );
      if (listed) expect(listed.viewer, label).toEqual(res.body.viewer);
    }
    expect(seen['bia request']).toMatchObject({
      canRead: true,
      canSend: true,
      canAnswerRequest: true,
      canLeave: false,
    });
    expect(seen['carla request']).toMatchObject({ canAnswerRequest: false });
    expect(seen['bia group']).toMatchObject({ canAddMembers: true, canLeave: true });
    expect(seen['ana blocked']).toMatchObject({ canRead: true, canSend: false });
    expect(await decides({ id: carla!.id, role: 'user' }, { kind: 'conversation', id: direct }, 'read')).toBe(
      false,
    );

    const messages: Record<string, Record<string, boolean>> = {};
    for (const [label, member] of [
      ['ana', ana!],
      ['bia', bia!],
    ] as const) {
      const page = await chat.history(ctx, member, direct);
      for (const item of page.body.items as {
        id: string;
        body: string | null;
        viewer: Record<string, boolean>;
      }[]) {
        const name = `${label} ${item.id === old.body.id ? 'old' : item.id === gone.body.id ? 'deleted' : 'fresh'}`;
        messages[name] = await expectFlagsMatch(
          MESSAGE_POLICY,
          item.viewer,
          { id: member.id, role: 'user' },
          {
            kind: 'message',
            id: item.id,
          },
        );
      }
    }
    expect(messages).toEqual({
      'ana fresh': { canEdit: true, canDelete: true },
      'ana old': { canEdit: false, canDelete: true },
      'ana deleted': { canEdit: false, canDelete: false },
      'bia fresh': { canEdit: false, canDelete: false },
      'bia old': { canEdit: false, canDelete: false },
      'bia deleted': { canEdit: false, canDelete: false },
    });
    expect(fresh.status).toBe(201);
  });

  it('platform powers, for a member and for an administrator', async () => {
    for (const who of ['member', 'platformAdmin'] as const) {
      const res = await call(ctx, 'GET', '/api/me', { cookie: people[who].cookie });
      for (const action of Object.keys(PLATFORM_POLICY) as (keyof typeof PLATFORM_POLICY)[]) {
        let allowed = true;
        try {
          authorizePlatform(actorOf(who), action);
        } catch {
          allowed = false;
        }
        expect(res.body.user.viewer[flagName(action)], `${who} ${action}`).toBe(allowed);
      }
    }
  });

  it("moderation case, for the platform, the community's team, its author and a stranger", async () => {
    const community = await insertCommunity(ctx, people.admin, {
      seats: [
        { user: people.moderator, role: 'moderator' },
        { user: people.member, role: 'member' },
      ],
    });
    const posted = await insertPost(ctx, people.member, community.id);
    await moderation.report(ctx, people.stranger, 'post', posted.id);
    const queued = async (who: keyof typeof people) =>
      (await moderation.queue(ctx, people[who])).body.items.find(
        (i: { itemId: string }) => i.itemId === posted.id,
      );
    for (const who of ['platformAdmin', 'admin', 'moderator'] as const) {
      const item = await queued(who);
      await expectFlagsMatch(MODERATION_POLICY, item.viewer, actorOf(who), {
        kind: 'moderationCase',
        id: item.id,
      });
    }
    const caseId = (await queued('platformAdmin')).id as string;
    for (const who of ['member', 'stranger'] as const) {
      for (const action of Object.keys(MODERATION_POLICY))
        expect(
          await decides(actorOf(who), { kind: 'moderationCase', id: caseId }, action),
          `${who} ${action}`,
        ).toBe(false);
    }
    await moderation.decide(ctx, people.moderator, caseId, { decision: 'remove', rule: 'spam_scam' });
    const [decision] = (await moderation.myDecisions(ctx, people.member)).body.items;
    const author = await expectFlagsMatch(MODERATION_POLICY, decision.viewer, actorOf('member'), {
      kind: 'moderationCase',
      id: caseId,
    });
    expect(author).toMatchObject({ canRequestReview: true, canRemove: false });
  });
});
