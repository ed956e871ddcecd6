// pt-BR texts the server produces that the spec does not name (issue 5): the contact e-mail
// the team receives.

/**
 * The /contato subjects as the sender saw them in the form's select; the e-mail names the same
 * label. One declaration (institutional.ts, next to the form's texts), re-exported here so the
 * server's texts are found in one place.
 */
export { CONTACT_SUBJECT_LABELS } from './institutional.js';

export const SERVER_COPY = {
  contactMail: {
    subjectLine: (label: string, name: string) => `Contato pelo site: ${label} — ${name}`,
    title: 'Nova mensagem pelo formulário de contato',
    name: 'Nome',
    email: 'E-mail',
    subject: 'Assunto',
    message: 'Mensagem',
    replyHint: 'Responda a este e-mail para falar diretamente com quem escreveu.',
  },
} as const;
