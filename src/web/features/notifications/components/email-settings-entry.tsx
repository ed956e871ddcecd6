import { lazy } from 'react';

/** /configuracoes#emails: where the unsubscribe page and the e-mails send her to choose. */
export const NOTIFICATION_EMAILS_SECTION_ID = 'emails';

/** Configurações' 'E-mails de notificação' choices, loaded when the settings page shows them. */
export const NotificationEmailSettings = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./email-settings')).EmailSettings,
}));
