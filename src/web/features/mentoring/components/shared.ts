import { MSG } from '@domain/messages';
import type { Person } from '@domain/schemas/network';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';

const seg = (value: string) => encodeURIComponent(value);

/** A member's profile: her address (/m/{slug}), or her id's page while she has none. */
export function memberHref(person: Pick<Person, 'id' | 'slug'>): string {
  return person.slug ? `/m/${seg(person.slug)}` : `/perfil-publico/${seg(person.id)}`;
}

/** The server's pt-BR reason (full, already answered, paused…), or a generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : MSG.common.unexpected;
}

/** An action that did not happen: what is shown stays as it was, a toast says why. */
export function reportFailure(what: string, error: unknown): void {
  console.info(`[mentoring] ${what} falhou`, error);
  toast.error(errorMessage(error));
}
