import { SLUG_CHECK_DEBOUNCE_MS } from '@domain/limits';
import { SLUG_PATTERN } from '@domain/rules/slug';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { slugAvailabilityQueryOptions } from '../api';

/** SPEC §4: idle, checking, available, unavailable, error — plus invalid (bad characters). */
export type SlugStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'invalid' | 'error';

export const SLUG_MAX_LENGTH = 60;

/** What the server would store: trimmed and lower-cased (SPEC §5). */
export function normalizeSlugInput(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Availability of the slug being typed. Empty or unchanged input is idle; bad characters are
 * refused at once without asking; anything else is 'checking' until the server has answered for
 * exactly that text, asked SLUG_CHECK_DEBOUNCE_MS after the last keystroke.
 */
export function useSlugCheck(value: string, saved: string): SlugStatus {
  const queryClient = useQueryClient();
  const slug = normalizeSlugInput(value);
  const [answer, setAnswer] = useState<{ slug: string; status: SlugStatus } | null>(null);

  const local: SlugStatus | null =
    slug === '' || slug === saved
      ? 'idle'
      : !SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH
        ? 'invalid'
        : null;

  useEffect(() => {
    if (local) return;
    let current = true;
    const timer = setTimeout(async () => {
      let status: SlugStatus;
      try {
        const result = await queryClient.fetchQuery(slugAvailabilityQueryOptions(slug));
        status = !result.valid ? 'invalid' : result.available ? 'available' : 'unavailable';
      } catch {
        status = 'error';
      }
      // Only the answer for the text still in the field counts.
      if (current) setAnswer({ slug, status });
    }, SLUG_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug, local, queryClient]);

  if (local) return local;
  return answer?.slug === slug ? answer.status : 'checking';
}
