import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_GROUP_TITLE_MAX_LENGTH } from '@domain/limits';
import { newGroupSchema } from '@domain/schemas/chat';
import type { Person } from '@domain/schemas/network';
import { isApiError } from '@web/lib/api';
import { Button } from '@web/ui/button';
import type { DeferredDialogState } from '@web/ui/deferred-dialog';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateGroup } from '../api';
import { threadPath } from '../conversation-view';
import { MemberPicker } from './member-picker';

const T = CHAT_COPY.newGroup;

/**
 * 'Nova conversa em grupo': a name and her connections to invite (checked with the contract's
 * schema before anything is sent, and again by the server), then the new group's thread.
 */
export default function NewGroupDialog({ open, onOpenChange, returnFocus }: DeferredDialogState) {
  const create = useCreateGroup();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [errors, setErrors] = useState<{ title?: string; memberIds?: string }>({});

  const reset = () => {
    setTitle('');
    setChosen([]);
    setErrors({});
    create.reset();
  };

  const onChange = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    // The name as the contract checks it; the people are the server's own ids, only counted here.
    const parsed = newGroupSchema.pick({ title: true }).safeParse({ title });
    const found: { title?: string; memberIds?: string } = {};
    if (!parsed.success) found.title = parsed.error.issues[0]?.message;
    if (chosen.length === 0) found.memberIds = CHAT_ERRORS.groupMembersRequired;
    if (chosen.length > CHAT_GROUP_MAX_MEMBERS - 1) found.memberIds = CHAT_ERRORS.groupTooLarge;
    setErrors(found);
    if (!parsed.success || found.memberIds) return;
    create.mutate(
      { title: parsed.data.title, memberIds: chosen.map((person) => person.id) },
      {
        onSuccess: (conversation) => {
          onOpenChange(false);
          reset();
          navigate(threadPath(conversation.id));
        },
        onError: (error) => console.info('[chat] grupo não criado', error),
      },
    );
  };

  const serverFields = isApiError(create.error) ? create.error.fields : {};
  const titleError = errors.title ?? serverFields.title;
  const membersError = errors.memberIds ?? serverFields.memberIds;
  const formError =
    create.error && !serverFields.title && !serverFields.memberIds ? create.error.message : null;

  return (
    <Dialog open={open} onOpenChange={onChange}>
      <DialogContent
        title={T.title}
        description={T.description}
        onCloseAutoFocus={returnFocus}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <FormField label={T.nameLabel} error={titleError}>
            {(control) => (
              <Input
                {...control}
                name="title"
                maxLength={CHAT_GROUP_TITLE_MAX_LENGTH}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <MemberPicker
            chosen={chosen}
            onChange={setChosen}
            max={CHAT_GROUP_MAX_MEMBERS - 1}
            error={membersError}
          />
          <FormAlert>{formError}</FormAlert>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={create.isPending}>
                {T.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={create.isPending || undefined}>
              {create.isPending ? T.creating : T.create}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
