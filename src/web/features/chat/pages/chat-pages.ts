// The chat feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { ArchivedPage, InboxPage, RequestsPage } from './folder-pages';
export { ThreadPage } from './thread-page';
