// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { type PostConversation, postConversations } from './card.js';
export { notifyMentions } from './notices.js';
export { explainConversation } from './plans.js';
