import { NEW_ACCOUNT_DAYS, NEW_ACCOUNT_HOURLY_CAPS } from '../limits.js';
import type { NewAccountAction } from '../rules/new-account.js';
import { BRASILIA_TIME_ZONE } from '../time-zone.js';

// The refusal a new account meets at its hourly cap (issue 19): what the cap is, that it lasts
// only her first days, and when she may go on (in Brasília time, as '14h05').

const WHAT: Record<NewAccountAction, string> = {
  invitation: `enviar até ${NEW_ACCOUNT_HOURLY_CAPS.invitation} convites de conexão`,
  messageRequest: `iniciar até ${NEW_ACCOUNT_HOURLY_CAPS.messageRequest} conversas com pessoas que não são suas conexões`,
  post: `fazer até ${NEW_ACCOUNT_HOURLY_CAPS.post} publicações`,
  comment: `fazer até ${NEW_ACCOUNT_HOURLY_CAPS.comment} comentários`,
};

function clock(at: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BRASILIA_TIME_ZONE,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}h${part('minute')}`;
}

export const NEW_ACCOUNT_ERRORS = {
  hourlyCap: (action: NewAccountAction, retryAt: Date) =>
    `Para proteger a comunidade, contas novas podem ${WHAT[action]} por hora nos primeiros ${NEW_ACCOUNT_DAYS} dias. Você poderá continuar a partir das ${clock(retryAt)}.`,
};
