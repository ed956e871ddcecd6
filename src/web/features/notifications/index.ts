// The feature's public entry for components (.dependency-cruiser.cjs); its data is api.ts
// (the count and the live stream), list-api.ts (the list) and email-api.ts (e-mail choices).
// Loaded lazily by the bar's bell, and by the settings page: keep it to small entries.

export { NOTIFICATION_EMAILS_SECTION_ID, NotificationEmailSettings } from './components/email-settings-entry';
export { UnreadBadge } from './components/unread-badge';
