import { z } from 'zod';
import { CHAT_ERRORS } from '../copy/chat-errors.js';
import { CONVERSATION_FOLDERS, CONVERSATION_KINDS, CONVERSATION_STATES } from '../enums.js';
import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_GROUP_TITLE_MAX_LENGTH,
  CHAT_HISTORY_PAGE,
  MESSAGE_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '../limits.js';
import { CONVERSATION_POLICY, MESSAGE_POLICY } from '../rules/permissions/conversation.js';
import './fields.js';
import { personSchema } from './network.js';
import { viewerFlagsShape } from './viewer.js';

/*
 * Messages (issue 18): one-to-one and group conversations, with requests so that a stranger's
 * first message never lands in her inbox. Only participants read or write a conversation (a
 * stranger, a former group member and a platform administrator get 404). Everything live comes
 * through the notifications stream (GET /api/notifications/stream), as the events at the end.
 *
 *   GET    /api/chat/conversations?folder&q&cursor&limit → conversationPageSchema
 *          folder inbox (default) | requests | archived; newest message first (keyset);
 *          q: a participant's name or the group's name
 *   GET    /api/chat/unread-count                  → chatUnreadSchema (unread conversations in
 *          her inbox, muted ones aside, counted up to CHAT_UNREAD_CAP)
 *   POST   /api/chat/direct { memberId, vacancyId? } → conversationSchema (200 existing, 201 new)
 *          the one conversation between the two (with vacancyId: staff of that vacancy's company
 *          writing to one of its applicants, 'Sobre a vaga X', straight to her inbox)
 *   POST   /api/chat/groups { title, memberIds }   → conversationSchema (201; her connections)
 *   GET    /api/chat/conversations/{id}            → conversationDetailSchema
 *   PATCH  /api/chat/conversations/{id} { muted?, archived?, title? } → conversationSchema
 *   POST   /api/chat/conversations/{id}/accept     → conversationSchema (a request → her inbox)
 *   POST   /api/chat/conversations/{id}/decline    → 204 (gone from her lists; sender not told)
 *   POST   /api/chat/conversations/{id}/members { memberIds } → conversationDetailSchema (group)
 *   DELETE /api/chat/conversations/{id}/members/me → 204 (leave a group: no more delivery)
 *   POST   /api/chat/conversations/{id}/read { seq } → chatUnreadSchema (read up to that message)
 *   GET    /api/chat/conversations/{id}/messages?cursor&limit → messagePageSchema (the newest
 *          page, then older ones with `olderCursor`; items oldest first)
 *   POST   /api/chat/conversations/{id}/messages   multipart { clientId, body?, image? }
 *          → messageSchema (201 new; 200 when a message with that clientId was already sent:
 *          a retry never duplicates)
 *   PATCH  /api/chat/messages/{id} { body }        → messageSchema (her own, within 15 minutes)
 *   DELETE /api/chat/messages/{id}                 → messageSchema (her own; 'Mensagem apagada')
 *   GET    /api/chat/settings                      → chatSettingsSchema
 *   PUT    /api/chat/settings                        chatSettingsSchema → chatSettingsSchema
 *
 * Stream events (data is JSON):
 *   'message'       liveMessageSchema      a new, edited or deleted message of hers to see
 *   'message-read'  liveReadSchema         a participant read up to a message ('Visto')
 *   'conversation'  liveConversationSchema a conversation changed for her (a new request,
 *                   accepted, a group's members or name, she left): re-read it and her lists
 *   'chat-unread'   chatUnreadSchema       her unread conversations (at open and on change)
 */

export const conversationKindSchema = z.enum(CONVERSATION_KINDS);
export const conversationStateSchema = z.enum(CONVERSATION_STATES);
export const conversationFolderSchema = z.enum(CONVERSATION_FOLDERS);

const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Her own id for it, on her own messages (null on others'): how a retry finds its message. */
  clientId: z.string().nullable(),
  /** Its place in the conversation: higher is newer. */
  seq: z.number().int(),
  /** Null: the author deleted her account. */
  author: personSchema.nullable(),
  /** Null when deleted, or an image alone. */
  body: z.string().nullable(),
  image: imageSchema.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Set: 'Mensagem apagada' stands in its place (body and image are gone). */
  deletedAt: z.string().nullable(),
  /**
   * She blocked its author (issue 19), who stays in a group they share: the thread shows it
   * collapsed until she opens it. Never set for the blocked member (she is not told).
   */
  authorBlocked: z.boolean(),
  viewer: z.object(viewerFlagsShape(MESSAGE_POLICY)),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first, as the thread shows them. */
  items: z.array(messageSchema),
  /** The cursor of the page before these ('Carregar mensagens anteriores'); null at the start. */
  olderCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What a conversation is about, when it started from somewhere ('Sobre a vaga X'). */
export const conversationContextSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('vacancy'),
    vacancyId: z.string(),
    title: z.string(),
    companyName: z.string(),
  }),
  /** An accepted mentoring (issue 20): its request, and the mentee's goal as the title. */
  z.object({
    kind: z.literal('mentoring'),
    mentoringRequestId: z.string(),
    title: z.string(),
  }),
  /** Company staff wrote from 'Encontrar uma profissional': 'Em nome de {company}' (the title). */
  z.object({
    kind: z.literal('company'),
    companyId: z.string(),
    title: z.string(),
  }),
]);

export const lastMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  /** Hers: the inbox says 'Você: …'. */
  mine: z.boolean(),
  authorName: z.string().nullable(),
  /** The first words; null when deleted or an image alone. */
  excerpt: z.string().nullable(),
  hasImage: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
});

export const conversationSchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  /** A group's name; null for two people (the other member names it). */
  title: z.string().nullable(),
  /** The other participants (a direct conversation: the one other member). */
  participants: z.array(personSchema),
  /** Participants, herself included. */
  memberCount: z.number().int(),
  context: conversationContextSchema.nullable(),
  state: conversationStateSchema,
  muted: z.boolean(),
  archived: z.boolean(),
  /** A message she has not read yet. */
  unread: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
  viewer: z.object(viewerFlagsShape(CONVERSATION_POLICY)),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A conversation as the thread shows it, with how far each other participant has read (a
 * recipient who has not accepted a request shows as having read nothing: no 'Visto' for it).
 */
export const conversationDetailSchema = conversationSchema.extend({
  readers: z.array(z.object({ memberId: z.string(), lastReadSeq: z.number().int() })),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationListQuerySchema = z.object({
  folder: conversationFolderSchema.default('inbox'),
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, CHAT_ERRORS.queryTooLong).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export const messageListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHAT_HISTORY_PAGE),
});

export const chatUnreadSchema = z.object({ count: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** A message's text: kept as written (line breaks too), 1–MESSAGE_MAX_LENGTH once trimmed. */
export const messageBodySchema = z
  .string()
  .max(MESSAGE_MAX_LENGTH * 2, CHAT_ERRORS.messageTooLong)
  .transform((body) => body.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().max(MESSAGE_MAX_LENGTH, CHAT_ERRORS.messageTooLong));

/** The text fields of a new message (the multipart form also carries `image`). */
export const newMessageSchema = z.object({
  clientId: z.uuid(CHAT_ERRORS.clientId),
  body: messageBodySchema.optional(),
});

export const editMessageSchema = z.object({
  body: messageBodySchema.pipe(z.string().min(1, CHAT_ERRORS.emptyMessage)),
});

export const newDirectSchema = z.object({
  memberId: z.uuid(CHAT_ERRORS.memberNotFound),
  vacancyId: z.uuid(CHAT_ERRORS.conversationNotFound).optional(),
});

const memberIdsSchema = z
  .array(z.uuid(CHAT_ERRORS.memberNotFound))
  .min(1, CHAT_ERRORS.groupMembersRequired)
  .max(CHAT_GROUP_MAX_MEMBERS - 1, CHAT_ERRORS.groupTooLarge);

const groupTitleSchema = z
  .string(CHAT_ERRORS.groupTitleRequired)
  .trim()
  .min(1, CHAT_ERRORS.groupTitleRequired)
  .max(CHAT_GROUP_TITLE_MAX_LENGTH, CHAT_ERRORS.groupTitleTooLong);

export const newGroupSchema = z.object({ title: groupTitleSchema, memberIds: memberIdsSchema });
export const addMembersSchema = z.object({ memberIds: memberIdsSchema });

export const conversationUpdateSchema = z.object({
  muted: z.boolean().optional(),
  archived: z.boolean().optional(),
  /** A group's name (any participant may rename it). */
  title: groupTitleSchema.optional(),
});

export const readUpToSchema = z.object({ seq: z.number().int().min(0) });

export const chatSettingsSchema = z.object({
  /** Members who are not her connections may write to her (their messages are requests). */
  allowRequests: z.boolean(),
  /** E-mail her about a message left unread (at most once a day per conversation). */
  emailUnread: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const liveMessageSchema = z.object({
  conversationId: z.string(),
  message: messageSchema,
  unreadCount: z.number().int(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveReadSchema = z.object({
  conversationId: z.string(),
  memberId: z.string(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export type LiveRead = z.infer<typeof liveReadSchema>;

export const liveConversationSchema = z.object({
  conversationId: z.string(),
  unreadCount: z.number().int(),
});
export type LiveConversation = z.infer<typeof liveConversationSchema>;
