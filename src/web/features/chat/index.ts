// The chat feature's public entry for components (.dependency-cruiser.cjs): the top bar's badge
// (loaded lazily by layouts/shell/chat-link.tsx), the live stream's handlers (loaded by
// features/notifications/live/connect.ts with the stream), the 'Enviar mensagem' button of other
// features' pages and Configurações' 'Mensagens'. No schema and no zod here: keep it small.

export { ChatSettings } from './components/chat-settings';
export { ChatUnreadBadge } from './components/chat-unread-badge';
export { MessageButton, type MessageButtonProps } from './components/message-button';
export {
  applyChatUnread,
  applyLiveConversation,
  applyLiveMessage,
  applyLiveRead,
  refreshChat,
} from './live';
