import { CHAT_COPY } from '@domain/copy/chat';
import { SAFETY_COPY } from '@domain/copy/safety';
import { MESSAGE_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import { messageClock } from '@domain/rules/message-text';
import { editMessageSchema, type Message } from '@domain/schemas/chat';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { MenuDisclosure, type MenuItem } from '@web/ui/menu-disclosure';
import { Textarea } from '@web/ui/textarea';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { useDeleteMessage, useEditMessage } from '../api';
import { DeletedText, MessageImage, MessageText } from './message-body';

const T = CHAT_COPY.message;

const DeleteMessageDialog = lazy(() => import('./delete-message-dialog'));
// Reporting someone else's message (issue 19) loads when she first chooses 'Denunciar'.
const ReportDialog = lazy(() =>
  import('@web/features/moderation').then((m) => ({ default: m.ReportDialog })),
);

/** A bubble's place and colours: hers on the right in the brand's colour, others' on the left. */
export function Bubble({ mine, children }: { mine: boolean; children: ReactNode }) {
  return (
    <div
      data-surface={mine ? 'dark' : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-card px-3 py-2',
        mine
          ? 'rounded-br-sm bg-primary-600 text-white'
          : 'rounded-bl-sm border border-line bg-surface text-ink',
      )}
    >
      {children}
    </div>
  );
}

/**
 * One message of a thread: who wrote it (her name in a group; for screen readers always), the
 * text or image, or 'Mensagem apagada' in italics; the time, 'Editada', and `status` below (her
 * newest one's 'Visto'). Her own sit on the right with a small menu: 'Editar' (inline, while the
 * server allows it) and 'Apagar' (for everyone, after a confirmation); others' offer 'Denunciar'.
 * A message by a member she blocked (a group they still share) stays collapsed until she opens it.
 */
export function MessageItem({
  message,
  mine,
  showAuthor,
  status,
}: {
  message: Message;
  mine: boolean;
  showAuthor: boolean;
  status?: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A member she blocked who stays in a group: collapsed until she asks to see it (issue 19).
  const [revealed, setRevealed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteMessage();
  const authorName = message.author?.name ?? CHAT_COPY.row.formerMember;
  const deleted = message.deletedAt !== null;
  const refocus = () => requestAnimationFrame(() => toggleRef.current?.focus());

  const items: MenuItem[] = [];
  if (mine && !deleted && message.viewer.canEdit && message.body !== null) {
    items.push({ label: T.edit, icon: Pencil, run: () => setEditing(true) });
  }
  if (mine && !deleted && message.viewer.canDelete) {
    items.push({ label: T.delete, icon: Trash2, run: () => setConfirming(true) });
  }
  if (!mine && !deleted) items.push({ label: MSG.common.report, icon: Flag, run: () => setReporting(true) });

  const closeConfirm = () => {
    setConfirming(false);
    setDeleteError(null);
    refocus();
  };

  const confirmDelete = () =>
    remove.mutate(message.id, {
      onSuccess: () => setConfirming(false),
      onError: (error) => setDeleteError(isApiError(error) ? error.message : T.deleteFailed),
    });

  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn('flex max-w-[85%] flex-col gap-1 md:max-w-[70%]', mine ? 'items-end' : 'items-start')}
      >
        {showAuthor && (revealed || !message.authorBlocked) ? (
          <p className="px-1 text-sm font-semibold text-ink-muted">{authorName}</p>
        ) : null}
        {message.authorBlocked && !revealed ? (
          <p className="flex flex-wrap items-center gap-2 rounded-card border border-dashed border-line px-3 py-2 text-sm text-ink-muted">
            {SAFETY_COPY.message.hidden}
            <Button variant="ghost" size="sm" onClick={() => setRevealed(true)}>
              {SAFETY_COPY.message.show}
            </Button>
          </p>
        ) : editing && message.body !== null ? (
          <EditForm
            message={message}
            onDone={() => {
              setEditing(false);
              refocus();
            }}
          />
        ) : (
          <Bubble mine={mine}>
            <span className="sr-only">{mine ? T.you : authorName}: </span>
            {deleted ? (
              <DeletedText />
            ) : (
              <>
                {message.image ? (
                  <MessageImage {...message.image} alt={T.imageAlt(mine ? T.you : authorName)} />
                ) : null}
                {message.body ? <MessageText body={message.body} mine={mine} /> : null}
              </>
            )}
          </Bubble>
        )}
        <div className="flex items-center gap-1">
          <p className="flex gap-1 px-1 text-xs text-ink-muted">
            <time dateTime={message.createdAt}>{messageClock(message.createdAt)}</time>
            {message.editedAt && !deleted ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{T.edited}</span>
              </>
            ) : null}
            {status ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="font-semibold">{status}</span>
              </>
            ) : null}
          </p>
          {items.length > 0 && !editing ? (
            <MenuDisclosure label={T.menu} items={items} toggleRef={toggleRef} dense />
          ) : null}
          {reporting ? (
            <Suspense fallback={null}>
              <ReportDialog
                item={{ type: 'message', id: message.id }}
                open={reporting}
                onOpenChange={setReporting}
                returnFocusTo={toggleRef}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteMessageDialog
            busy={remove.isPending}
            error={deleteError}
            onConfirm={confirmDelete}
            onClose={closeConfirm}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/** Her message's text in place, with 'Salvar' and 'Cancelar' (Escape cancels, Enter saves). */
function EditForm({ message, onDone }: { message: Message; onDone: () => void }) {
  const edit = useEditMessage();
  const [body, setBody] = useState(message.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const save = () => {
    if (edit.isPending) return;
    const parsed = editMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.editFailed);
      return;
    }
    if (parsed.data.body === message.body) {
      onDone();
      return;
    }
    edit.mutate(
      { id: message.id, body: parsed.data.body },
      {
        onSuccess: onDone,
        onError: (failure) => setError(isApiError(failure) ? failure.message : T.editFailed),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex w-72 max-w-full flex-col gap-2 md:w-96">
      <Textarea
        aria-label={T.editLabel}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        autoFocus
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH * 2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={edit.isPending}>
          {T.cancel}
        </Button>
        <Button type="submit" size="sm" aria-disabled={edit.isPending || undefined}>
          {edit.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
