// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { type PostConversation, postConversations } from './card.js';
// Who wrote something, as every answer names her (the moderation queue's authors).
export { memberRefColumns, memberRefOf } from './members.js';
export { notifyMentions } from './notices.js';
export { explainConversation } from './plans.js';
