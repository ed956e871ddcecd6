import { CONVERSATION_COPY } from '@domain/copy/conversation';
import { COMMENT_MAX_LENGTH } from '@domain/limits';
import { type Comment, commentContent, type Mention } from '@domain/schemas/conversation';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Spinner } from '@web/ui/spinner';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCreateComment, useEditComment } from '../comments-api';
import { displayToTokens, type MentionNames, tokensToDisplay } from '../lib/mention-text';
import { MentionTextarea } from './mention-textarea';

const T = CONVERSATION_COPY.comments;

interface CommentFormProps {
  postId: string;
  /** The comment a reply answers (always a top-level one). */
  parentId?: string | null;
  /** Editing this comment instead of writing a new one. */
  editing?: Comment;
  /** The field's label ('Escreva um comentário', 'Responder a Ana Souza', 'Editar comentário'). */
  label: string;
  /** The top form's label is read, not shown (its placeholder says the same). */
  hideLabel?: boolean;
  /** A reply to a reply starts by mentioning whom it answers. */
  startWith?: Mention | null;
  /** Takes focus when it appears. */
  autoFocus?: boolean;
  /** Changes each time focus is asked for again ('Comentar' on the card). */
  focusRequest?: number;
  /** After publishing or saving (with the comment), or 'Cancelar' (null). */
  onDone: (comment: Comment | null) => void;
  /** Offers 'Cancelar' (replies and edits; the top form just stays). */
  cancellable?: boolean;
}

function initialState(editing: Comment | undefined, startWith: Mention | null | undefined) {
  if (editing)
    return tokensToDisplay(editing.content, editing.mentions, CONVERSATION_COPY.mentions.formerMember);
  if (startWith) return { text: `@${startWith.name} `, names: new Map([[startWith.name, startWith.id]]) };
  return { text: '', names: new Map() as MentionNames };
}

/** Why the server refused: its message on the text (or on the comment answered), else ours. */
function failureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const field = error.fields.content ?? error.fields.parentId;
  if (field) return field;
  if (error.status === 0 || error.status >= 500) return fallback;
  return error.message || fallback;
}

/**
 * Writing a comment, a reply, or editing one: the text (1..1000 characters, with its counter and
 * '@' suggestions), 'Publicar comentário' / 'Publicar resposta' / 'Salvar', and Ctrl or Cmd +
 * Enter to send. What is wrong shows under the field in pt-BR, the schema's words or the
 * server's, and focus goes back to the field.
 */
export function CommentForm({
  postId,
  parentId = null,
  editing,
  label,
  hideLabel = false,
  startWith,
  autoFocus = false,
  focusRequest = 0,
  onDone,
  cancellable = false,
}: CommentFormProps) {
  const create = useCreateComment(postId);
  const edit = useEditComment(postId);
  const counterId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [initial] = useState(() => initialState(editing, startWith));
  const [text, setText] = useState(initial.text);
  const names = useRef<MentionNames>(initial.names);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || edit.isPending;
  const sent = displayToTokens(text, names.current);
  const length = sent.trim().length;
  const over = length > COMMENT_MAX_LENGTH;

  useEffect(() => {
    if (!autoFocus && focusRequest === 0) return;
    const field = fieldRef.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus, focusRequest]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const parsed = commentContent.safeParse(sent);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CONVERSATION_COPY.errors.contentRequired);
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    let saved: Comment;
    try {
      saved = editing
        ? await edit.mutateAsync({ id: editing.id, content: parsed.data })
        : await create.mutateAsync({ content: parsed.data, parentId });
    } catch (failure) {
      setError(failureMessage(failure, editing ? T.saveError : T.sendError));
      fieldRef.current?.focus();
      return;
    }
    if (!editing) {
      setText('');
      names.current = new Map();
    }
    onDone(saved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && cancellable && !busy) {
      event.preventDefault();
      onDone(null);
    }
  };

  const submitLabel = editing ? T.save : parentId ? T.sendReply : T.send;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormField label={label} error={error ?? undefined} className={cn(hideLabel && '[&>label]:sr-only')}>
        {(control) => (
          <MentionTextarea
            {...control}
            ref={fieldRef}
            aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
            value={text}
            onValueChange={(next) => {
              setText(next);
              if (error) setError(null);
            }}
            onMention={(member) => names.current.set(member.name, member.id)}
            onKeyDown={onKeyDown}
            rows={editing || parentId ? 2 : 3}
            placeholder={hideLabel ? T.placeholder : undefined}
            readOnly={busy}
            className="min-h-16 resize-y"
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={counterId}
          className={cn('text-sm tabular-nums', over ? 'font-semibold text-danger' : 'text-ink-muted')}
        >
          <span aria-hidden="true">{T.counter(length)}</span>
          <span className="sr-only">
            {T.counterHint(length)} {T.shortcut}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {cancellable ? (
            <Button variant="ghost" className="min-h-11" onClick={() => onDone(null)} disabled={busy}>
              {T.cancel}
            </Button>
          ) : null}
          <Button type="submit" className="min-h-11" aria-disabled={busy || undefined}>
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
