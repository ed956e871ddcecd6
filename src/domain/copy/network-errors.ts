import {
  CONNECTION_INVITES_PER_WEEK,
  CONNECTION_NOTE_MAX_LENGTH,
  CONNECTION_PENDING_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '../limits.js';
import { BRASILIA_TIME_ZONE } from '../time-zone.js';
import { INVITATIONS_COPY } from './invitations.js';

// The network's refusals (issue 17), apart from copy/network.ts so that the contract's schemas
// (schemas/network.ts) can validate with them without importing the texts that render the
// contract's own types.

export const NETWORK_ERRORS = {
  noteTooLong: `A mensagem pode ter até ${CONNECTION_NOTE_MAX_LENGTH} caracteres.`,
  memberNotFound: 'Pessoa não encontrada.',
  invitationNotFound: INVITATIONS_COPY.errors.notFound,
  queryTooLong: `A busca pode ter até ${SEARCH_QUERY_MAX_LENGTH} caracteres.`,
  self: 'Você não pode se conectar nem seguir a si mesma.',
  alreadyConnected: 'Vocês já estão conectadas.',
  alreadyInvited: 'Você já enviou um convite para esta pessoa.',
  weeklyCap: `Você atingiu o limite de ${CONNECTION_INVITES_PER_WEEK} convites em 7 dias. Tente novamente em alguns dias.`,
  pendingCap: `Você tem ${CONNECTION_PENDING_MAX} convites aguardando resposta. Cancele alguns antes de enviar novos.`,
  declinedRecently: (until: Date) =>
    `Esta pessoa recusou um convite seu recentemente. Você poderá convidá-la de novo a partir de ${until.toLocaleDateString('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: BRASILIA_TIME_ZONE })}.`,
  notAllowed: 'Não é possível se conectar com esta pessoa.',
  audienceNotAllowed: 'Somente suas publicações fora de comunidades podem ser só para conexões.',
  actionFailed: 'Não foi possível concluir. Tente novamente.',
} as const;
