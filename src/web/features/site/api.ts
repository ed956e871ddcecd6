import type { contactSchema } from '@domain/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { z } from 'zod';

/*
 * The site feature's calls. POST /api/contact answers 202 (the message is on its way to the
 * team's inbox), 400 with per-field messages, or 429 when the address sent too many.
 */

export type ContactMessage = z.output<typeof contactSchema>;

export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactMessage) => apiFetch<unknown>('/contact', { method: 'POST', json: message }),
  });
}
