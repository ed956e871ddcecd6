import { CHAT_COPY } from '@domain/copy/chat';
import type { ConversationDetail } from '@domain/schemas/chat';
import { toast } from '@web/lib/toast';
import { Archive, ArchiveRestore, Bell, LogOut, Pencil, UsersRound, VolumeX } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type ConversationChange, useUpdateConversation } from '../api';
import { MenuDisclosure, type MenuItem } from './menu-disclosure';
import type { ThreadDialogKind } from './thread-dialogs';

const T = CHAT_COPY.menu;

const ThreadDialogs = lazy(() => import('./thread-dialogs'));

/**
 * A thread's options, behind a '…' button that discloses them: 'Silenciar conversa' /
 * 'Reativar notificações', 'Arquivar' / 'Desarquivar', and for a group 'Adicionar pessoas',
 * 'Renomear grupo' and 'Sair do grupo' (after a confirmation), each as its viewer flags allow.
 * Focus goes back to the button after a dialog opened from it closes.
 */
export function ThreadMenu({ conversation }: { conversation: ConversationDetail }) {
  const [dialog, setDialog] = useState<ThreadDialogKind | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const update = useUpdateConversation(conversation.id);
  const { viewer } = conversation;
  const group = conversation.kind === 'group';

  const change = (patch: ConversationChange, done: string) =>
    update.mutate(patch, {
      onSuccess: () => toast.success(done),
      onError: (error) => {
        console.info('[chat] conversa não alterada', error);
        toast.error(T.failed);
      },
    });

  const items: MenuItem[] = [];
  if (viewer.canOrganise) {
    items.push(
      conversation.muted
        ? { label: T.unmute, icon: Bell, run: () => change({ muted: false }, T.unmuted) }
        : { label: T.mute, icon: VolumeX, run: () => change({ muted: true }, T.muted) },
    );
    if (conversation.state !== 'request') {
      items.push(
        conversation.archived
          ? { label: T.unarchive, icon: ArchiveRestore, run: () => change({ archived: false }, T.unarchived) }
          : { label: T.archive, icon: Archive, run: () => change({ archived: true }, T.archived) },
      );
    }
  }
  if (group && viewer.canAddMembers) {
    items.push({ label: T.addPeople, icon: UsersRound, run: () => setDialog('add') });
    items.push({ label: T.rename, icon: Pencil, run: () => setDialog('rename') });
  }
  if (group && viewer.canLeave) items.push({ label: T.leave, icon: LogOut, run: () => setDialog('leave') });

  return (
    <>
      <MenuDisclosure label={T.label} items={items} toggleRef={toggleRef} />
      {dialog ? (
        <Suspense fallback={null}>
          <ThreadDialogs
            kind={dialog}
            conversation={conversation}
            onClose={() => {
              setDialog(null);
              // The dialog leaves with its state: focus goes back to the menu's button.
              requestAnimationFrame(() => toggleRef.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
