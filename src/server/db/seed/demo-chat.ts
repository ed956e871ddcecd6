import { randomUUID } from 'node:crypto';
import { MESSAGE_MAX_LENGTH } from '../../../domain/limits.js';
import type { conversationMembers, conversations, messages } from '../schema/index.js';
import { DEMO_CHATS } from './datasets/demo-chat.js';
import type { DemoChat, MemberKey } from './datasets/demo-types.js';
import type { DemoContext } from './demo-context.js';

export type ChatRows = {
  conversations: (typeof conversations.$inferInsert)[];
  members: (typeof conversationMembers.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
};

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * The demo's conversations as the services would have left them: messages numbered in order,
 * each participant's copy of the newest message and her read mark, a request only where the
 * first writer is not her connection. No e-mail and no live signal: this is history.
 */
export function buildChatRows(
  ctx: DemoContext,
  connected: (a: MemberKey, b: MemberKey) => boolean,
): ChatRows {
  const rows = emptyChatRows();
  const id = (key: MemberKey) => ctx.memberIds[key];
  for (const chat of DEMO_CHATS) {
    const sorted = [...chat.messages].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const [first, second] = chat.members;
    if (!chat.title && (chat.members.length !== 2 || !first || !second))
      throw new Error('Demo seed: a direct conversation is between two members');
    for (const member of chat.requestFor ?? []) {
      const writer = sorted[0]?.from;
      if (!writer || connected(writer, member))
        throw new Error(`Demo seed: a request to "${member}" from her connection`);
    }
    const key = first && second ? [id(first), id(second)].sort().join(':') : null;
    const opener = sorted[0]?.from ?? chat.members[0] ?? 'camila';
    addConversation(rows, ctx, chat, {
      id: randomUUID(),
      directKey: chat.title ? null : key,
      createdBy: opener,
      createdAt: minutesBefore(ctx.now, sorted[0]?.minutesAgo ?? 0),
    });
  }
  return rows;
}

export function emptyChatRows(): ChatRows {
  return { conversations: [], members: [], messages: [] };
}

/**
 * One conversation's rows: its messages numbered in order, each participant's copy of the newest
 * message and her read mark, her state ('request' for those in `requestFor`).
 */
export function addConversation(
  rows: ChatRows,
  ctx: DemoContext,
  chat: DemoChat,
  shape: {
    id: string;
    directKey: string | null;
    createdBy: MemberKey;
    /** When it opened, and when its members joined. */
    createdAt: Date;
    contextMentoringRequestId?: string;
  },
): void {
  const id = (key: MemberKey) => ctx.memberIds[key];
  const conversationId = shape.id;
  const sorted = [...chat.messages].sort((a, b) => b.minutesAgo - a.minutesAgo);
  const last = sorted.at(-1);
  if (!last) throw new Error('Demo seed: a conversation without messages');
  if (minutesBefore(ctx.now, sorted[0]?.minutesAgo ?? 0) < shape.createdAt)
    throw new Error('Demo seed: a message older than its conversation');
  rows.conversations.push({
    id: conversationId,
    kind: chat.title ? 'group' : 'direct',
    title: chat.title ?? null,
    directKey: shape.directKey,
    contextMentoringRequestId: shape.contextMentoringRequestId ?? null,
    createdBy: id(shape.createdBy),
    lastSeq: sorted.length,
    createdAt: shape.createdAt,
  });
  sorted.forEach((message, index) => {
    if (message.text.length > MESSAGE_MAX_LENGTH) throw new Error('Demo seed: a message too long');
    if (!chat.members.includes(message.from)) throw new Error(`Demo seed: "${message.from}" writes outside`);
    rows.messages.push({
      id: randomUUID(),
      conversationId,
      seq: index + 1,
      authorId: id(message.from),
      clientId: randomUUID(),
      body: message.text,
      createdAt: minutesBefore(ctx.now, message.minutesAgo),
    });
  });
  const lastAt = minutesBefore(ctx.now, last.minutesAgo);
  for (const member of chat.members) {
    // Her own newest message counts as read by her.
    const lastRead = chat.readBy.includes(member)
      ? sorted.length
      : sorted.reduce((read, m, index) => (m.from === member ? index + 1 : read), 0);
    rows.members.push({
      conversationId,
      userId: id(member),
      state: chat.requestFor?.includes(member) ? 'request' : 'inbox',
      joinedAt: shape.createdAt,
      lastReadSeq: lastRead,
      lastMessageSeq: sorted.length,
      lastMessageAt: lastAt,
    });
  }
}
