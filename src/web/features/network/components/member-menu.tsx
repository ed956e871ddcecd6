import { SAFETY_COPY } from '@domain/copy/safety';
import { MSG } from '@domain/messages';
import { toast } from '@web/lib/toast';
import { MenuDisclosure, type MenuItem } from '@web/ui/menu-disclosure';
import { Ban, Flag, Volume2, VolumeX } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { type MemberNetwork, useBlockFlow, useMuteMember } from '../api';

const T = SAFETY_COPY.member;

const BlockDialog = lazy(() => import('@web/ui/block-dialog'));
const ReportDialog = lazy(async () => ({
  default: (await import('@web/features/moderation')).ReportDialog,
}));

export interface MemberMenuProps {
  member: { id: string; name: string };
  network: MemberNetwork;
  /** Where she goes once the member is blocked (the member no longer exists for her). */
  onBlocked: () => void;
}

/**
 * What she may do to keep a member out of her way (issue 19), behind a '…' button, as the
 * server's viewer flags allow: 'Silenciar' / 'Deixar de silenciar' (her feed only) and 'Bloquear'
 * (after a confirmation that says what it does), then 'Denunciar' (anyone may report another
 * member). None of them is ever told to the member. Focus comes back to the '…' button after a
 * dialog closes.
 */
export function MemberMenu({ member, network, onBlocked }: MemberMenuProps) {
  const [blocking, setBlocking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mute = useMuteMember();
  const block = useBlockFlow(member, onBlocked);
  const { viewer } = network;

  const onMute = (next: boolean) => {
    if (mute.isPending) return;
    mute.mutate(
      { memberId: member.id, mute: next },
      {
        onSuccess: () => toast.success(next ? T.muted(member.name) : T.unmuted(member.name)),
        onError: (error) => {
          console.info('[rede] silenciar falhou', error);
          toast.error(T.failed);
        },
      },
    );
  };

  const items: MenuItem[] = [];
  if (viewer.canMute) items.push({ label: T.mute(member.name), icon: VolumeX, run: () => onMute(true) });
  if (viewer.canUnmute) items.push({ label: T.unmute(member.name), icon: Volume2, run: () => onMute(false) });
  if (viewer.canBlock) items.push({ label: T.block(member.name), icon: Ban, run: () => setBlocking(true) });
  // Reporting a member has the block's rule (anyone but herself): the server sends no flag of its own.
  if (viewer.canBlock) items.push({ label: MSG.common.report, icon: Flag, run: () => setReporting(true) });

  return (
    <>
      <MenuDisclosure label={T.menu(member.name)} items={items} toggleRef={toggleRef} />
      {blocking ? (
        <Suspense fallback={null}>
          <BlockDialog
            name={member.name}
            busy={block.busy}
            error={block.error}
            onConfirm={() => block.confirm(() => setBlocking(false))}
            onClose={() => {
              setBlocking(false);
              requestAnimationFrame(() => toggleRef.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            item={{ type: 'member', id: member.id }}
            open={reporting}
            onOpenChange={setReporting}
            returnFocusTo={toggleRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
