// The notifications feature's pages: routes.tsx imports this module lazily, so the feature is one chunk.

export { NotificationsPage } from './notifications-page';
export { UnsubscribePage } from './unsubscribe-page';
