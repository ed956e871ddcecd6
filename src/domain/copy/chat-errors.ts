import {
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_GROUP_TITLE_MAX_LENGTH,
  MESSAGE_EDIT_WINDOW_MINUTES,
  MESSAGE_MAX_LENGTH,
} from '../limits.js';
import { NETWORK_ERRORS } from './network-errors.js';

// The refusals of messages (issue 18), apart from copy/chat.ts so that the contract's schemas
// (schemas/chat.ts) validate with them without importing the texts that render the contract.

export const CHAT_ERRORS = {
  conversationNotFound: 'Conversa não encontrada.',
  messageNotFound: 'Mensagem não encontrada.',
  emptyMessage: 'Escreva uma mensagem ou escolha uma imagem.',
  messageTooLong: `Mensagens podem ter até ${MESSAGE_MAX_LENGTH} caracteres.`,
  clientId: 'Identificador da mensagem inválido.',
  editWindow: `Mensagens só podem ser editadas até ${MESSAGE_EDIT_WINDOW_MINUTES} minutos depois do envio.`,
  deleted: 'Esta mensagem foi apagada.',
  self: 'Você não pode enviar mensagens para si mesma.',
  requestsClosed: 'Esta pessoa só recebe mensagens das suas conexões.',
  notAllowed: 'Não é possível enviar mensagens para esta pessoa.',
  groupTitleRequired: 'Dê um nome ao grupo.',
  groupTitleTooLong: `O nome do grupo pode ter até ${CHAT_GROUP_TITLE_MAX_LENGTH} caracteres.`,
  groupMembersRequired: 'Escolha pelo menos uma pessoa.',
  groupTooLarge: `Um grupo pode ter até ${CHAT_GROUP_MAX_MEMBERS} participantes.`,
  groupOnlyConnections: 'Só é possível adicionar suas conexões ao grupo.',
  notGroup: 'Esta ação vale só para grupos.',
  notApplicant: 'Esta pessoa não se candidatou a esta vaga.',
  queryTooLong: NETWORK_ERRORS.queryTooLong,
  memberNotFound: NETWORK_ERRORS.memberNotFound,
} as const;
