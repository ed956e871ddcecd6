import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  addMembersSchema,
  chatSettingsSchema,
  chatUnreadSchema,
  conversationDetailSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSchema,
  conversationUpdateSchema,
  editMessageSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  newDirectSchema,
  newGroupSchema,
  newMessageSchema,
  readUpToSchema,
} from '../../../domain/schemas/chat.js';
import { currentUser, requireUser } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { errorResponse, IdParam, jsonResponse } from '../../http/openapi-common.js';
import { imageBodyLimit, optionalImage } from '../../http/upload.js';
import {
  acceptRequest,
  addMembers,
  createGroup,
  declineRequest,
  getConversation,
  leaveGroup,
  listConversations,
  markRead,
  openDirect,
  updateConversation,
} from './conversations.js';
import { deleteMessage, editMessage, listMessages, type MessageDeps, sendMessage } from './messages.js';
import { getChatSettings, putChatSettings } from './settings.js';
import { unreadConversations } from './views.js';

// Messages (issue 18), mounted at /api/chat; signed-in members only. Only a conversation's
// participants reach it: anyone else (a stranger, a former group member, a platform
// administrator) gets 404. Static paths come before '/{id}' ones.

const tags = ['chat'];
const signedIn = { 401: errorResponse('Not signed in') };
const unknownConversation = errorResponse(
  "No conversation of hers with this id (unknown, or she does not take part): 'Conversa não encontrada.'",
);
const unknownMessage = errorResponse("No message she may see with this id: 'Mensagem não encontrada.'");
const noContent = { 204: { description: 'Done' } };

const imageField = z
  .any()
  .optional()
  .openapi({ type: 'string', format: 'binary', description: 'Optional image (any image type)' });
const newMessageForm = newMessageSchema.extend({ image: imageField }).openapi('NewMessageForm');

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const routes = {
  list: createRoute({
    method: 'get',
    path: '/conversations',
    tags,
    summary: 'Her conversations in a folder (inbox, requests, archived), newest message first',
    middleware: [requireUser] as const,
    request: { query: conversationListQuerySchema },
    responses: {
      200: jsonResponse('A page and the next cursor', conversationPageSchema),
      400: errorResponse('Unknown folder, query too long, limit out of bounds or a foreign cursor'),
      ...signedIn,
    },
  }),
  unread: createRoute({
    method: 'get',
    path: '/unread-count',
    tags,
    summary: "The top bar's chat badge: unread conversations in her inbox (muted ones aside)",
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her count', chatUnreadSchema), ...signedIn },
  }),
  settings: createRoute({
    method: 'get',
    path: '/settings',
    tags,
    summary: 'Her message settings',
    middleware: [requireUser] as const,
    responses: { 200: jsonResponse('Her settings', chatSettingsSchema), ...signedIn },
  }),
  putSettings: createRoute({
    method: 'put',
    path: '/settings',
    tags,
    summary: 'Change her message settings',
    middleware: [requireUser] as const,
    request: json(chatSettingsSchema),
    responses: {
      200: jsonResponse('Her settings', chatSettingsSchema),
      400: errorResponse('Bad input'),
      ...signedIn,
    },
  }),
  direct: createRoute({
    method: 'post',
    path: '/direct',
    tags,
    summary: 'The conversation between her and a member, started when there is none',
    description:
      "Without vacancyId: to a connection it goes to her inbox, to anyone else it is a request (403 'Esta pessoa só recebe mensagens das suas conexões.' when she turned requests off). With vacancyId: staff of the vacancy's company writing to one of its applicants ('Sobre a vaga X'), straight to her inbox.",
    middleware: [requireUser] as const,
    request: json(newDirectSchema),
    responses: {
      200: jsonResponse('The conversation they already had', conversationSchema),
      201: jsonResponse('A new conversation', conversationSchema),
      400: errorResponse('Herself, or a malformed id'),
      403: errorResponse('She may not write to this member (requests off, a block) or manage the vacancy'),
      404: errorResponse('Unknown member or vacancy, or not an applicant of it'),
      ...signedIn,
    },
  }),
  group: createRoute({
    method: 'post',
    path: '/groups',
    tags,
    summary: 'A named group with her connections (up to 20 participants)',
    middleware: [requireUser] as const,
    request: json(newGroupSchema),
    responses: {
      201: jsonResponse('The group', conversationSchema),
      400: errorResponse('No name, a name too long, nobody or too many people'),
      403: errorResponse('Someone who is not her connection'),
      ...signedIn,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/conversations/{id}',
    tags,
    summary: 'One conversation, with how far the others have read',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The conversation', conversationDetailSchema),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  update: createRoute({
    method: 'patch',
    path: '/conversations/{id}',
    tags,
    summary: "Mute or archive it (hers only), or rename a group (everyone's)",
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(conversationUpdateSchema) },
    responses: {
      200: jsonResponse('The conversation', conversationSchema),
      400: errorResponse('A bad name, or a name for a conversation that is not a group'),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/conversations/{id}/accept',
    tags,
    summary: 'Accept a request: the conversation moves to her inbox',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The conversation', conversationSchema),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  decline: createRoute({
    method: 'post',
    path: '/conversations/{id}/decline',
    tags,
    summary: 'Decline a request: it leaves her lists; the sender is not told',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: { ...noContent, 403: errorResponse('Not a request'), 404: unknownConversation, ...signedIn },
  }),
  addMembers: createRoute({
    method: 'post',
    path: '/conversations/{id}/members',
    tags,
    summary: 'Add her connections to a group; they read what is written from then on',
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(addMembersSchema) },
    responses: {
      200: jsonResponse('The group', conversationDetailSchema),
      400: errorResponse('Not a group, nobody, or past 20 participants'),
      403: errorResponse('Someone who is not her connection'),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  leave: createRoute({
    method: 'delete',
    path: '/conversations/{id}/members/me',
    tags,
    summary: 'Leave a group: nothing more reaches her',
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: { ...noContent, 400: errorResponse('Not a group'), 404: unknownConversation, ...signedIn },
  }),
  read: createRoute({
    method: 'post',
    path: '/conversations/{id}/read',
    tags,
    summary: 'She read up to this message; the others see it (Visto)',
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(readUpToSchema) },
    responses: {
      200: jsonResponse('Her unread conversations now', chatUnreadSchema),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  messages: createRoute({
    method: 'get',
    path: '/conversations/{id}/messages',
    tags,
    summary: 'History: the newest page, then older ones (items oldest first)',
    middleware: [requireUser] as const,
    request: { params: IdParam, query: messageListQuerySchema },
    responses: {
      200: jsonResponse('A page and the cursor of the older one', messagePageSchema),
      400: errorResponse('A foreign cursor or a limit out of bounds'),
      404: unknownConversation,
      ...signedIn,
    },
  }),
  send: createRoute({
    method: 'post',
    path: '/conversations/{id}/messages',
    tags,
    summary: 'Send a message (text, an image, or both); idempotent on clientId',
    middleware: [requireUser, imageBodyLimit('post')] as const,
    request: {
      params: IdParam,
      body: { content: { 'multipart/form-data': { schema: newMessageForm } }, required: true },
    },
    responses: {
      201: jsonResponse('Sent', messageSchema),
      200: jsonResponse('Already sent with this clientId: the same message', messageSchema),
      400: errorResponse('Empty, too long, or a clientId of another conversation'),
      403: errorResponse('A block stands between them'),
      404: unknownConversation,
      413: errorResponse('Image over the size limit'),
      415: errorResponse('Not an image'),
      422: errorResponse('Image dimensions over the pixel limit'),
      ...signedIn,
    },
  }),
  edit: createRoute({
    method: 'patch',
    path: '/messages/{id}',
    tags,
    summary: 'Edit her message, within 15 minutes of sending it',
    middleware: [requireUser] as const,
    request: { params: IdParam, ...json(editMessageSchema) },
    responses: {
      200: jsonResponse('The message', messageSchema),
      400: errorResponse('Empty or too long'),
      403: errorResponse('Not hers'),
      404: unknownMessage,
      409: errorResponse('Deleted, or past the edit window'),
      ...signedIn,
    },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/messages/{id}',
    tags,
    summary: "Delete her message for everyone ('Mensagem apagada' stays)",
    middleware: [requireUser] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The message, deleted', messageSchema),
      403: errorResponse('Not hers'),
      404: unknownMessage,
      409: errorResponse('Already deleted'),
      ...signedIn,
    },
  }),
};

export function chatRoutes(deps: MessageDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(routes.list, async (c) =>
    c.json(await listConversations(db, currentUser(c), c.req.valid('query')), 200),
  );
  app.openapi(routes.unread, async (c) =>
    c.json({ count: await unreadConversations(db, currentUser(c).id) }, 200),
  );
  app.openapi(routes.settings, async (c) => c.json(await getChatSettings(db, currentUser(c).id), 200));
  app.openapi(routes.putSettings, async (c) =>
    c.json(await putChatSettings(db, currentUser(c).id, c.req.valid('json')), 200),
  );
  app.openapi(routes.direct, async (c) => {
    const { conversation, created } = await openDirect(db, currentUser(c), c.req.valid('json'));
    return created ? c.json(conversation, 201) : c.json(conversation, 200);
  });
  app.openapi(routes.group, async (c) =>
    c.json(await createGroup(db, currentUser(c), c.req.valid('json')), 201),
  );
  app.openapi(routes.get, async (c) =>
    c.json(await getConversation(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.update, async (c) =>
    c.json(await updateConversation(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.accept, async (c) =>
    c.json(await acceptRequest(db, currentUser(c), c.req.valid('param').id), 200),
  );
  app.openapi(routes.decline, async (c) => {
    await declineRequest(db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.addMembers, async (c) =>
    c.json(await addMembers(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.leave, async (c) => {
    await leaveGroup(db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(routes.read, async (c) =>
    c.json(await markRead(db, currentUser(c), c.req.valid('param').id, c.req.valid('json').seq), 200),
  );
  app.openapi(routes.messages, async (c) =>
    c.json(await listMessages(db, currentUser(c), c.req.valid('param').id, c.req.valid('query')), 200),
  );
  app.openapi(routes.send, async (c) => {
    const { image, ...input } = c.req.valid('form');
    const sent = await sendMessage(
      deps,
      currentUser(c),
      c.req.valid('param').id,
      input,
      await optionalImage(image),
    );
    return sent.created ? c.json(sent.message, 201) : c.json(sent.message, 200);
  });
  app.openapi(routes.edit, async (c) =>
    c.json(await editMessage(db, currentUser(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(routes.delete, async (c) =>
    c.json(await deleteMessage(deps, currentUser(c), c.req.valid('param').id), 200),
  );
  return app;
}
