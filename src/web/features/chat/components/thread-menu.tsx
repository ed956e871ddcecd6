import { CHAT_COPY } from '@domain/copy/chat';
import { SAFETY_COPY } from '@domain/copy/safety';
import type { ConversationDetail } from '@domain/schemas/chat';
import { useBlockFlow } from '@web/features/network/api';
import { toast } from '@web/lib/toast';
import { MenuDisclosure, type MenuItem } from '@web/ui/menu-disclosure';
import { Archive, ArchiveRestore, Ban, Bell, LogOut, Pencil, UsersRound, VolumeX } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ConversationChange, useUpdateConversation } from '../api';
import { FOLDER_PATHS } from '../conversation-view';
import type { ThreadDialogKind } from './thread-dialogs';

const T = CHAT_COPY.menu;

const ThreadDialogs = lazy(() => import('./thread-dialogs'));
const BlockDialog = lazy(() => import('@web/ui/block-dialog'));

/**
 * A thread's options, behind a '…' button that discloses them: 'Silenciar conversa' /
 * 'Reativar notificações', 'Arquivar' / 'Desarquivar', and for a group 'Adicionar pessoas',
 * 'Renomear grupo' and 'Sair do grupo' (after a confirmation), and for two people 'Bloquear' the
 * other (issue 19, after a confirmation), each as its viewer flags allow.
 * Focus goes back to the button after a dialog opened from it closes.
 */
export function ThreadMenu({ conversation }: { conversation: ConversationDetail }) {
  const [dialog, setDialog] = useState<ThreadDialogKind | 'block' | null>(null);
  const navigate = useNavigate();
  // The other member of a direct conversation (none when her account was deleted).
  const other = conversation.kind === 'direct' ? conversation.participants[0] : undefined;
  const block = useBlockFlow(other ?? { id: '', name: '' }, () => navigate(FOLDER_PATHS.inbox));
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
  if (other && viewer.canBlockOther) {
    items.push({ label: SAFETY_COPY.member.block(other.name), icon: Ban, run: () => setDialog('block') });
  }

  const closeDialog = () => {
    setDialog(null);
    // The dialog leaves with its state: focus goes back to the menu's button.
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  return (
    <>
      <MenuDisclosure label={T.label} items={items} toggleRef={toggleRef} />
      {dialog === 'block' && other ? (
        <Suspense fallback={null}>
          <BlockDialog
            name={other.name}
            busy={block.busy}
            error={block.error}
            onConfirm={() => block.confirm(() => setDialog(null))}
            onClose={closeDialog}
          />
        </Suspense>
      ) : dialog && dialog !== 'block' ? (
        <Suspense fallback={null}>
          <ThreadDialogs kind={dialog} conversation={conversation} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </>
  );
}
