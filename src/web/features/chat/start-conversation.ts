import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import type { Conversation, newDirectSchema } from '@domain/schemas/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { chatKeys } from './keys';

/** Whom to write to; with `vacancyId`, company staff writing to an applicant of that vacancy. */
export type StartConversationInput = z.input<typeof newDirectSchema>;

/** A conversation's page. */
const conversationHref = (id: string) => `/chat/${encodeURIComponent(id)}`;

/**
 * Opens her one conversation with a member (POST /api/chat/direct: the existing one, 200, or a
 * new one, 201) and goes to it. A refusal (requests turned off, not allowed, not an applicant…)
 * stays where she is, with the server's pt-BR reason in a toast. The schema loads with the answer,
 * so the pages offering the button do not carry it.
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartConversationInput): Promise<Conversation> => {
      const [{ conversationSchema }, body] = await Promise.all([
        import('@domain/schemas/chat'),
        apiFetch('/chat/direct', { method: 'POST', json: input }),
      ]);
      return conversationSchema.parse(body);
    },
    onSuccess: (conversation) => {
      // A new conversation belongs in her lists; the thread loads its own detail.
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      return navigate(conversationHref(conversation.id));
    },
    onError: (error) => {
      console.info('[chat] abrir conversa falhou', error);
      toast.error(isApiError(error) && error.status !== 0 ? error.message : CHAT_ENTRY_COPY.button.failed);
    },
  });
}
