import type { MemberRef } from '@domain/schemas/conversation';
import { useBlockFlow } from '@web/features/network/api';
import BlockDialog from '@web/ui/block-dialog';
import { useRefreshAfterBlock } from '../comments-api';

interface BlockAuthorDialogProps {
  author: MemberRef;
  postId: string;
  /** The dialog closed: `blocked` once the block is done (her comments are leaving the list). */
  onClose: (blocked: boolean) => void;
}

/**
 * 'Bloquear {nome}?' from a comment's options (issue 19), the same confirmation and block as on
 * her profile; once blocked, her comments and replies leave every list. Loaded the first time
 * she chooses 'Bloquear' (the network's data module stays out of the comments' chunk).
 */
export default function BlockAuthorDialog({ author, postId, onClose }: BlockAuthorDialogProps) {
  const refresh = useRefreshAfterBlock(postId);
  const block = useBlockFlow(author, refresh);
  return (
    <BlockDialog
      name={author.name}
      busy={block.busy}
      error={block.error}
      onConfirm={() => block.confirm(() => onClose(true))}
      onClose={() => onClose(false)}
    />
  );
}
