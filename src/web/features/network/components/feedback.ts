import { NETWORK_COPY } from '@domain/copy/network';
import type { Person } from '@domain/schemas/network';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';

const seg = (value: string) => encodeURIComponent(value);

/** A member's profile: her address (/m/{slug}), or her id's page while she has none. */
export function memberHref(person: Pick<Person, 'id' | 'slug'>): string {
  return person.slug ? `/m/${seg(person.slug)}` : `/perfil-publico/${seg(person.id)}`;
}

/** 'São Paulo, SP': what of her city and state the card has. */
export function placeOf(person: Pick<Person, 'city' | 'state'>): string | null {
  return [person.city, person.state].filter(Boolean).join(', ') || null;
}

/** The server's pt-BR reason (caps, a recent decline, not allowed…), or a generic one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : NETWORK_COPY.errors.actionFailed;
}

/** An action that did not happen: the buttons stay as they were, a toast says why. */
export function reportFailure(what: string, error: unknown): void {
  console.info(`[network] ${what} falhou`, error);
  toast.error(errorMessage(error));
}
