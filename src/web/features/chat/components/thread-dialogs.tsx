import { CHAT_COPY } from '@domain/copy/chat';
import { CHAT_ERRORS } from '@domain/copy/chat-errors';
import { CHAT_GROUP_MAX_MEMBERS, CHAT_GROUP_TITLE_MAX_LENGTH } from '@domain/limits';
import { type ConversationDetail, conversationUpdateSchema } from '@domain/schemas/chat';
import type { Person } from '@domain/schemas/network';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Dialog, DialogActions, DialogClose, DialogContent } from '@web/ui/dialog';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddMembers, useLeaveGroup, useUpdateConversation } from '../api';
import { FOLDER_PATHS } from '../conversation-view';
import { MemberPicker } from './member-picker';

const T = CHAT_COPY.menu;

export type ThreadDialogKind = 'add' | 'rename' | 'leave';

interface DialogProps {
  conversation: ConversationDetail;
  onClose: () => void;
}

/** The dialogs of a group's options (thread-menu.tsx), loaded the first time one opens. */
export default function ThreadDialogs({ kind, ...props }: DialogProps & { kind: ThreadDialogKind }) {
  if (kind === 'add') return <AddPeopleDialog {...props} />;
  if (kind === 'rename') return <RenameDialog {...props} />;
  return <LeaveDialog {...props} />;
}

function Frame({
  title,
  description,
  busy,
  onClose,
  children,
}: {
  title: string;
  description: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={(event) => event.preventDefault()}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

function Actions({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button variant="ghost" disabled={busy}>
          {CHAT_COPY.message.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}

/** 'Adicionar pessoas': more of her connections, up to the group's limit. */
function AddPeopleDialog({ conversation, onClose }: DialogProps) {
  const add = useAddMembers(conversation.id);
  const [chosen, setChosen] = useState<Person[]>([]);
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    if (chosen.length === 0) {
      setError(CHAT_ERRORS.groupMembersRequired);
      return;
    }
    setError(undefined);
    add.mutate(
      chosen.map((person) => person.id),
      {
        onSuccess: () => {
          toast.success(T.added(chosen.length));
          onClose();
        },
        onError: (failure) => console.info('[chat] pessoas não adicionadas', failure),
      },
    );
  };

  return (
    <Frame title={T.addTitle} description={T.addDescription} busy={add.isPending} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <MemberPicker
          chosen={chosen}
          onChange={setChosen}
          exclude={conversation.participants.map((person) => person.id)}
          max={Math.max(0, CHAT_GROUP_MAX_MEMBERS - conversation.memberCount)}
          error={error ?? (isApiError(add.error) ? add.error.message : undefined)}
        />
        <Actions busy={add.isPending} label={T.add} busyLabel={T.adding} />
      </form>
    </Frame>
  );
}

/** 'Renomear grupo': the name every participant sees. */
function RenameDialog({ conversation, onClose }: DialogProps) {
  const update = useUpdateConversation(conversation.id);
  const [title, setTitle] = useState(conversation.title ?? '');
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = conversationUpdateSchema.safeParse({ title });
    if (!parsed.success || parsed.data.title === undefined) {
      setError(parsed.error?.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { title: parsed.data.title },
      {
        onSuccess: () => {
          toast.success(T.renamed);
          onClose();
        },
        onError: (failure) => console.info('[chat] grupo não renomeado', failure),
      },
    );
  };

  const serverError = isApiError(update.error)
    ? (update.error.fields.title ?? update.error.message)
    : undefined;
  return (
    <Frame title={T.renameTitle} description={T.renameDescription} busy={update.isPending} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <FormField label={CHAT_COPY.newGroup.nameLabel} error={error ?? serverError}>
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
        <Actions
          busy={update.isPending}
          label={CHAT_COPY.message.save}
          busyLabel={CHAT_COPY.message.saving}
        />
      </form>
    </Frame>
  );
}

/** 'Sair do grupo?': she stops receiving it and goes back to her inbox. */
function LeaveDialog({ conversation, onClose }: DialogProps) {
  const leave = useLeaveGroup(conversation.id);
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (leave.isPending) return;
    leave.mutate(undefined, {
      onSuccess: () => {
        toast.success(T.left);
        onClose();
        navigate(FOLDER_PATHS.inbox);
      },
      onError: (failure) => console.info('[chat] saída do grupo falhou', failure),
    });
  };

  return (
    <Frame title={T.leaveTitle} description={T.leaveText} busy={leave.isPending} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <FormAlert>
          {leave.error ? (isApiError(leave.error) ? leave.error.message : T.failed) : null}
        </FormAlert>
        <Actions busy={leave.isPending} label={T.leave} busyLabel={T.leaving} />
      </form>
    </Frame>
  );
}
