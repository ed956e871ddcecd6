// The feature's public entry for components and hooks; its data is reactions-api.ts and
// comments-api.ts (.dependency-cruiser.cjs). The card's part (PostConversation, MentionText) is
// light; the comments and the dialogs it opens load on demand.
export { MentionText } from './components/mention-text';
export { MentionTextarea } from './components/mention-textarea';
export { PostConversation } from './components/post-conversation';
export { displayToTokens, type MentionNames, tokensToDisplay } from './lib/mention-text';
