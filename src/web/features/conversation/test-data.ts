import type { ReactionKind } from '@domain/enums';
import type { Comment, MemberRef, ReactionSummary, Reactor } from '@domain/schemas/conversation';
import type { Post } from '@domain/schemas/posts';
import { post } from '@web/features/posts/test-data';
import { type ApiCall, type FakeApi, ok } from '@web/test/fake-api';

// Data factories shaped like the conversation contract (src/domain/schemas/conversation.ts).
// Member ids are UUIDs, as mentions (`@[<id>]`) need.

export const ANA_ID = '0b4a8f52-6d1e-4c1a-9a59-6f3f0e8b1a01';
export const BIA_ID = '1c5b9a63-7e2f-4d2b-8b6a-7a4a1f9c2b02';
export const CARLA_ID = '2d6cab74-8f30-4e3c-9c7b-8b5b2a0d3c03';
export const DANI_ID = '3e7dbc85-9041-4f4d-8d8c-9c6c3b1e4d04';

export function member(overrides: Partial<MemberRef> = {}): MemberRef {
  return {
    id: BIA_ID,
    name: 'Bia Lima',
    imageUrl: null,
    professionalTitle: 'Designer de produto',
    slug: 'bia-lima',
    ...overrides,
  };
}

export const ANA = member({
  id: ANA_ID,
  name: 'Ana Souza',
  professionalTitle: 'Engenheira de dados',
  slug: 'ana-souza',
});
export const CARLA = member({
  id: CARLA_ID,
  name: 'Carla Dias',
  professionalTitle: 'Tech lead',
  slug: 'carla-dias',
});
export const DANI = member({ id: DANI_ID, name: 'Dani Rocha', professionalTitle: null, slug: 'dani-rocha' });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c-1',
    postId: 'p-1',
    parentId: null,
    content: 'Que ótima notícia!',
    author: member(),
    createdAt: minutesAgo(10),
    editedAt: null,
    replyCount: 0,
    mentions: [],
    viewer: { canEdit: false, canDelete: false },
    ...overrides,
  };
}

/** A comment Ana wrote (she may edit and delete it). */
export function anasComment(overrides: Partial<Comment> = {}): Comment {
  return comment({ author: ANA, viewer: { canEdit: true, canDelete: true }, ...overrides });
}

export function summary(
  counts: Partial<Record<ReactionKind, number>> = {},
  mine: ReactionKind | null = null,
) {
  const all = { like: 0, support: 0, congrats: 0, inspiring: 0, brilliant: 0, ...counts };
  const total = Object.values(all).reduce((sum, n) => sum + n, 0);
  return { counts: all, total, mine } satisfies ReactionSummary;
}

export function reactor(who: MemberRef, kind: ReactionKind = 'like'): Reactor {
  return { member: who, kind, createdAt: minutesAgo(5) };
}

/*
 * A conversation on Bia's post p-1, newest first: Carla's c-3 (3 replies), Ana's own c-2 (1
 * reply, mentioning Carla), Dani's c-1 and Bia's c-0. The post carries c-3 and c-2 inline; the
 * comments' first page repeats them and goes on to c-1, the second holds c-0.
 */
export const THREAD = {
  c3: comment({
    id: 'c-3',
    author: CARLA,
    content: 'Adorei a novidade!',
    replyCount: 3,
    createdAt: minutesAgo(5),
  }),
  c2: anasComment({
    id: 'c-2',
    content: `Valeu @[${CARLA_ID}]!`,
    mentions: [{ id: CARLA_ID, name: CARLA.name, slug: CARLA.slug }],
    replyCount: 1,
    createdAt: minutesAgo(20),
  }),
  c1: comment({ id: 'c-1', author: DANI, content: 'Muito bom', createdAt: minutesAgo(60) }),
  c0: comment({ id: 'c-0', content: 'Primeira a comentar', createdAt: minutesAgo(120) }),
  r1: comment({ id: 'r-1', parentId: 'c-3', author: DANI, content: 'Concordo!', createdAt: minutesAgo(4) }),
  r2: comment({
    id: 'r-2',
    parentId: 'c-3',
    author: member(),
    content: 'Eu também',
    createdAt: minutesAgo(3),
  }),
  r3: comment({ id: 'r-3', parentId: 'c-3', author: ANA, content: 'Demais', createdAt: minutesAgo(2) }),
  ra: comment({ id: 'r-a', parentId: 'c-2', author: CARLA, content: 'Imagina!', createdAt: minutesAgo(15) }),
};

/** Comments and replies: 4 comments and 4 replies in all. */
export const THREAD_COUNT = 8;

/** The post of THREAD as the feed answers it. */
export function threadPost(overrides: Partial<Post> = {}): Post {
  return post({ commentCount: THREAD_COUNT, comments: [THREAD.c3, THREAD.c2], ...overrides });
}

type Page = { items: Comment[]; nextCursor: string | null };

/** Answers the pages of THREAD's comments and replies. */
export function withThread(api: FakeApi): FakeApi {
  const pages = (first: Page, rest: Record<string, Page>) => (call: ApiCall) =>
    ok(call.query.cursor ? (rest[call.query.cursor] ?? { items: [], nextCursor: null }) : first);
  const { c3, c2, c1, c0, r1, r2, r3, ra } = THREAD;
  return api
    .on(
      'GET /api/posts/p-1/comments',
      pages({ items: [c3, c2, c1], nextCursor: 'k2' }, { k2: { items: [c0], nextCursor: null } }),
    )
    .on(
      'GET /api/comments/c-3/replies',
      pages({ items: [r1, r2], nextCursor: 'r2' }, { r2: { items: [r3], nextCursor: null } }),
    )
    .on('GET /api/comments/c-2/replies', pages({ items: [ra], nextCursor: null }, {}));
}
