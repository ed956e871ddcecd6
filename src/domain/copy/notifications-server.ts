// pt-BR texts the notifications API and its e-mails use (issue 16). How each notification reads,
// and each kind's name, are copy/notifications.ts', shared with the pages.

import { MSG } from '../messages.js';
import { countOf } from '../rules/plural.js';

export const NOTIFICATIONS_SERVER_COPY = {
  errors: {
    /** 404 on POST /api/notifications/{id}/read: unknown, malformed, or someone else's. */
    notFound: 'Notificação não encontrada.',
    /** 400 on …/unsubscribe: a token this server did not sign, or whose account is gone. */
    invalidToken:
      'Este link para deixar de receber e-mails não é válido. Você pode escolher seus e-mails em Configurações.',
    /** 400 on PUT …/email-settings: the same kind twice. */
    repeatedKind: MSG.common.repeatedItems,
  },

  mail: {
    /** The button of every notification e-mail. */
    open: 'Ver na Elas Rede',
    /** The footer's links. */
    settings: 'Escolher quais e-mails receber',
    each: {
      why: (kind: string) =>
        `Você recebe este e-mail porque escolheu ser avisada a cada notificação de: ${kind}.`,
      unsubscribe: 'Não receber mais e-mails deste tipo',
    },
    digest: {
      subject: (count: number) =>
        `Seu resumo diário na Elas Rede: ${countOf(count, 'novidade', 'novidades')}`,
      title: 'Seu resumo diário',
      intro: 'Veja o que aconteceu desde o seu último resumo:',
      more: (count: number) => `E mais ${countOf(count, 'notificação', 'notificações')}.`,
      button: 'Ver todas as notificações',
      why: 'Você recebe este resumo porque escolheu o resumo diário para alguns tipos de notificação.',
      unsubscribe: 'Não receber mais o resumo diário',
    },
  },
} as const;
