// pt-BR texts the server produces that the spec does not name (issue 5): the contact e-mail
// the team receives, and what every transactional e-mail says (server/mail/templates.ts).

import { FIELD_LABELS } from '../messages.js';

/**
 * The /contato subjects as the sender saw them in the form's select; the e-mail names the same
 * label. One declaration (institutional.ts, next to the form's texts), re-exported here so the
 * server's texts are found in one place.
 */
export { CONTACT_SUBJECT_LABELS } from './institutional.js';

export const SERVER_COPY = {
  /** The transactional e-mails: their shared frame, then one section per message. */
  mail: {
    greeting: (name: string) => `Olá, ${name}!`,
    buttonFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
    verifyEmail: {
      text: 'Que bom ter você na Elas Rede. Para ativar sua conta, confirme seu e-mail pelo link abaixo.',
      button: 'Confirmar e-mail',
      footer: 'Se você não criou uma conta, pode ignorar esta mensagem.',
    },
    resetPassword: {
      text: 'Recebemos um pedido para redefinir a senha da sua conta. O link abaixo vale por 1 hora.',
      button: 'Criar nova senha',
      footer: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    },
  },

  contactMail: {
    subjectLine: (label: string, name: string) => `Contato pelo site: ${label} — ${name}`,
    title: 'Nova mensagem pelo formulário de contato',
    name: FIELD_LABELS.name,
    email: FIELD_LABELS.email,
    subject: FIELD_LABELS.subject,
    message: FIELD_LABELS.message,
    replyHint: 'Responda a este e-mail para falar diretamente com quem escreveu.',
  },
} as const;
