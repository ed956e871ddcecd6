import { MSG } from '@domain/messages';
import { isApiError } from '@web/lib/api';

/** The statuses with which the server refuses an attached image (too large, not an image, unreadable). */
const IMAGE_REFUSED = new Set([413, 415, 422]);

export interface PostFailure {
  /** What the person reads: the spec's message for the failed action. */
  message: string;
  /** The server's own reason, when it adds something (e.g. 'A imagem deve ter no máximo 8MB.'). */
  detail?: string;
  /** The server's message about the text, to show on the text field instead. */
  contentError?: string;
}

/**
 * Why creating or editing a post failed, in the spec's words (SPEC §8): the text's own problem
 * goes on the field, a refused image is 'Erro ao fazer upload da imagem.', anything else the
 * action's `fallback` ('Erro ao criar postagem. Tente novamente.', 'Erro ao salvar edição.' …).
 */
export function describePostFailure(
  error: unknown,
  { hasImage, fallback }: { hasImage: boolean; fallback: string },
): PostFailure {
  if (!isApiError(error)) return { message: fallback };
  // A cap (a new account's posts per hour, issue 19): the server says which, and until when.
  if (error.status === 429 && error.message) return { message: error.message };
  const contentError = error.fields.content;
  const imageError = error.fields.image ?? error.fields.file;
  if (imageError || (hasImage && !contentError && IMAGE_REFUSED.has(error.status))) {
    const detail = imageError ?? error.message;
    return {
      message: MSG.posts.uploadError,
      detail:
        detail && detail !== MSG.posts.uploadError && detail !== MSG.common.unexpected ? detail : undefined,
    };
  }
  if (contentError) return { message: fallback, contentError };
  return { message: fallback };
}
