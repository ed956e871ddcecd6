// pt-BR texts the server writes about messages (issue 18): the unread-message e-mail.

export const CHAT_SERVER_COPY = {
  /** What the e-mail's unsubscribe link turns off (also Configurações' name for it). */
  emailKind: 'Mensagens não lidas',
  /** The e-mail's sentence and subject. */
  unreadDirect: (name: string) => `${name} enviou uma mensagem para você`,
  unreadGroup: (name: string, group: string) => `${name} enviou uma mensagem no grupo ${group}`,
  someone: 'Alguém',
} as const;
