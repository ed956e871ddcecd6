import { MESSAGE_EMAIL_DELAY_MINUTES } from '../limits.js';
import { FIELD_LABELS, MSG, PAGE_TITLES } from '../messages.js';
import { INSTITUTIONAL_COPY } from './institutional.js';

// pt-BR texts of the ways into messages (issue 18): 'Enviar mensagem' on a profile, 'Mensagem' in
// the connections list and beside each applicant, and her choices in Configurações' 'Mensagens'.

/** 'Enviar mensagem', as the contact form's button says it too. */
const SEND = INSTITUTIONAL_COPY.contact.submit;

export const CHAT_ENTRY_COPY = {
  button: {
    /** A profile's button. */
    send: SEND,
    /** The compact lists' button (connections, applicants). */
    short: FIELD_LABELS.message,
    /** Screen readers: who the conversation is with. */
    sendTo: (name: string) => `${SEND} para ${name}`,
    /** When the failure has no reason of the server's to show. */
    failed: 'Não foi possível abrir a conversa. Tente novamente.',
  },
  settings: {
    title: PAGE_TITLES.chat,
    description: 'Quem pode escrever para você e quando avisar por e-mail.',
    allowRequests: 'Receber solicitações de mensagem de quem não é minha conexão',
    allowRequestsHint:
      'Suas conexões sempre podem escrever para você. As mensagens de outras pessoas chegam em Solicitações e não geram e-mail.',
    emailUnread: 'Receber e-mail quando uma mensagem ficar sem leitura',
    emailUnreadHint: `Depois de ${MESSAGE_EMAIL_DELAY_MINUTES} minutos sem leitura; no máximo um e-mail por conversa por dia.`,
    save: 'Salvar preferências de mensagens',
    saving: MSG.common.saving,
    saved: 'Preferências de mensagens salvas.',
    saveError: 'Não foi possível salvar suas preferências de mensagens. Tente novamente.',
    loading: 'Carregando preferências de mensagens...',
    loadError: 'Não foi possível carregar suas preferências de mensagens.',
  },
} as const;
