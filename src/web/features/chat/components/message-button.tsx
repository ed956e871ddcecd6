import { CHAT_ENTRY_COPY } from '@domain/copy/chat-entry';
import { Button, type ButtonSize, type ButtonVariant } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { MessageCircle } from 'lucide-react';
import { useStartConversation } from '../start-conversation';

const T = CHAT_ENTRY_COPY.button;

export interface MessageButtonProps {
  /** Whom she writes to (her name goes into the accessible name). */
  member: { id: string; name: string };
  /** Company staff writing to an applicant of this vacancy ('Sobre a vaga X'). */
  vacancyId?: string;
  /** 'Mensagem' instead of 'Enviar mensagem', for the compact lists. */
  compact?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * 'Enviar mensagem' ('Mensagem' in lists): opens her conversation with the member and goes to it.
 * Whether it shows at all is the caller's, from the server's flags (`viewer.canMessage`). While
 * the conversation opens the button is busy and ignores presses; a refusal shows as a toast.
 */
export function MessageButton({
  member,
  vacancyId,
  compact = false,
  variant = 'outline',
  size = 'md',
  className,
}: MessageButtonProps) {
  const start = useStartConversation();
  const busy = start.isPending;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={T.sendTo(member.name)}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) start.mutate(vacancyId ? { memberId: member.id, vacancyId } : { memberId: member.id });
      }}
    >
      {busy ? (
        <Spinner className="size-4 text-current" />
      ) : (
        <MessageCircle aria-hidden="true" className="size-4" />
      )}
      {compact ? T.short : T.send}
    </Button>
  );
}
