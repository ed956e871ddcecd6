import { MSG } from '@domain/messages';
import { toast } from '@web/lib/toast';
import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';
import { Button } from './button';
import type { DeferredDialogState } from './deferred-dialog';
import { Dialog, DialogContent } from './dialog';

export interface QrShareDialogProps {
  /** The control that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  title: string;
  /** E.g. 'Escaneie o código para ver o perfil público.' */
  description: string;
  /** The address encoded in the QR code, shown under it and copied by the button. */
  url: string;
  /** Side of the QR code in CSS pixels (it shrinks to fit narrow screens). */
  size: number;
  /** Accessible name of the QR image. */
  qrLabel: string;
  copyLabel: string;
  /** Toast after a failed copy (clipboard blocked); the address stays visible to copy by hand. */
  copyFailedMessage: string;
}

/**
 * A QR code of a public address, the address itself, and a button that copies it. Loaded when
 * first opened (qr-share-dialog.tsx), which keeps the trigger.
 */
export default function QrShareDialogBody({
  open,
  onOpenChange,
  returnFocus,
  title,
  description,
  url,
  size,
  qrLabel,
  copyLabel,
  copyFailedMessage,
}: QrShareDialogProps & DeferredDialogState) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MSG.common.linkCopied);
    } catch {
      toast.error(copyFailedMessage);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} onCloseAutoFocus={returnFocus}>
        <div className="mt-6 flex flex-col items-center gap-4">
          <div className="rounded-card border border-line bg-white p-3">
            <QRCodeSVG
              value={url}
              size={size}
              level="M"
              role="img"
              aria-label={qrLabel}
              className="block h-auto max-w-full"
            />
          </div>
          <p className="w-full rounded-control bg-canvas px-3 py-2 text-center font-mono text-sm wrap-anywhere text-ink">
            {url}
          </p>
          <Button variant="primary" onClick={copy} className="w-full md:w-auto">
            <Copy aria-hidden="true" className="size-4" />
            {copyLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
