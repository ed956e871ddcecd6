import { MSG } from '../messages.js';
import { ERROR_CODE, type ErrorCode } from '../schemas/errors.js';

// pt-BR texts of the answers the HTTP layer itself gives (issue 13), before or around any
// feature: a body the server cannot read, a request from another site, a method a resource does
// not take. Frameworks (hono, better-auth, zod-openapi) have English texts for these; none of
// them reaches a user. The spec's own texts stay in MSG.common.

export const HTTP_COPY = {
  /** 400: a JSON or form body that cannot be parsed. */
  unreadableBody: 'Não foi possível ler os dados enviados. Tente novamente.',
  /** 400, on the field: text with a character no text may hold (NUL, U+0000). */
  invalidCharacter: 'Contém um caractere inválido.',
  /** 400: the address itself (path or query) carries such a character. */
  invalidAddress: 'O endereço contém um caractere inválido.',
  /** 403: a state-changing request that did not come from our own pages. */
  crossSite: 'Pedido recusado: esta ação só pode ser feita pelo site da Elas Rede.',
  /** 405, with an Allow header. */
  methodNotAllowed: 'Este endereço não aceita esse tipo de pedido.',
  /** 413: a body over its route's limit. */
  tooLarge: 'O conteúdo enviado é grande demais.',
  /** 415: a body in a format the route does not take. */
  unsupportedType: 'Formato de envio não aceito.',
  /** 503 / 504: the service or its database is unavailable for the moment. */
  unavailable: 'O serviço está indisponível no momento. Tente novamente em instantes.',
} as const;

/** The envelope's code and pt-BR message for a bare status (an error that carries no text of ours). */
export function statusError(status: number): { code: ErrorCode; message: string } {
  switch (status) {
    case 400:
      return { code: ERROR_CODE.badRequest, message: HTTP_COPY.unreadableBody };
    case 401:
      return { code: ERROR_CODE.unauthorized, message: MSG.common.unauthorized };
    case 403:
      return { code: ERROR_CODE.forbidden, message: MSG.common.forbidden };
    case 404:
      return { code: ERROR_CODE.notFound, message: MSG.common.apiNotFound };
    case 405:
      return { code: ERROR_CODE.methodNotAllowed, message: HTTP_COPY.methodNotAllowed };
    case 413:
      return { code: ERROR_CODE.tooLarge, message: HTTP_COPY.tooLarge };
    case 415:
      return { code: ERROR_CODE.unsupportedType, message: HTTP_COPY.unsupportedType };
    case 429:
      return { code: ERROR_CODE.rateLimited, message: MSG.common.rateLimited };
    case 503:
    case 504:
      return { code: ERROR_CODE.unavailable, message: HTTP_COPY.unavailable };
    default:
      return status >= 500
        ? { code: ERROR_CODE.internal, message: MSG.common.internal }
        : { code: ERROR_CODE.badRequest, message: MSG.common.invalidInput };
  }
}
