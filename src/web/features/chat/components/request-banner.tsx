import { CHAT_COPY } from '@domain/copy/chat';
import type { ConversationDetail } from '@domain/schemas/chat';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { MailQuestion } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useAnswerRequest } from '../api';
import { conversationName, FOLDER_PATHS } from '../conversation-view';

const T = CHAT_COPY.request;

/**
 * Above a request's messages: why it is not in her inbox yet, 'Aceitar' (the conversation moves to
 * her inbox and stays open) and 'Recusar' (it leaves her lists, the sender is not told, and she
 * is back on her requests).
 */
export function RequestBanner({ conversation }: { conversation: ConversationDetail }) {
  const answer = useAnswerRequest(conversation.id);
  const navigate = useNavigate();
  const titleId = useId();

  const run = (choice: 'accept' | 'decline') => {
    if (answer.isPending) return;
    answer.mutate(choice, {
      onSuccess: () => {
        toast.success(choice === 'accept' ? T.accepted : T.declined);
        if (choice === 'decline') navigate(FOLDER_PATHS.requests);
      },
      onError: (error) => {
        console.info('[chat] solicitação não respondida', error);
        toast.error(isApiError(error) ? error.message : CHAT_COPY.menu.failed);
      },
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="m-4 mb-0 flex flex-col gap-3 rounded-card border border-accent-300 bg-accent-50 p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-ink">
        <MailQuestion aria-hidden="true" className="size-5 text-accent-800" />
        {T.title}
      </h2>
      <p className="text-ink">{T.text(conversationName(conversation))}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => run('accept')} aria-disabled={answer.isPending || undefined}>
          {T.accept}
        </Button>
        <Button
          variant="outline"
          onClick={() => run('decline')}
          aria-disabled={answer.isPending || undefined}
        >
          {T.decline}
        </Button>
      </div>
    </section>
  );
}
