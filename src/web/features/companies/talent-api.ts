import { type Conversation, conversationSchema } from '@domain/schemas/chat';
import { type TalentQuery, talentPageSchema } from '@domain/schemas/talent';
import { infiniteQueryOptions, keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * 'Encontrar uma profissional' (contract: src/domain/schemas/talent.ts): the company staff's
 * search, the record that she was opened from it, and the message request in the company's name.
 */

export type TalentFilters = Partial<Omit<TalentQuery, 'cursor' | 'limit'>>;

const seg = encodeURIComponent;
const ROOT = ['companies', 'talent'] as const;

function searchPath(companyId: string, filters: TalentFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/companies/${seg(companyId)}/talent${query ? `?${query}` : ''}`;
}

/** GET /api/companies/{id}/talent: newest opt-in first, keyset pages. */
export function talentInfiniteQueryOptions(companyId: string, filters: TalentFilters) {
  return infiniteQueryOptions({
    queryKey: [...ROOT, companyId, filters],
    queryFn: async ({ pageParam, signal }) =>
      talentPageSchema.parse(await apiFetch(searchPath(companyId, filters, pageParam), { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** POST …/views: the company opened her profile from the search (her 'Empresas que viram seu perfil'). */
export function recordTalentView(companyId: string, memberId: string): Promise<void> {
  return apiFetch<void>(`/companies/${seg(companyId)}/talent/${seg(memberId)}/views`, { method: 'POST' });
}

/** POST …/contact: the conversation in the company's name (a request in her Solicitações). */
export function useContactTalent(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (memberId: string): Promise<Conversation> =>
      conversationSchema.parse(
        await apiFetch(`/companies/${seg(companyId)}/talent/${seg(memberId)}/contact`, { method: 'POST' }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['chat'] });
    },
  });
}
