import { lazy } from 'react';
import { DeferredDialog } from './deferred-dialog';
import type { QrShareDialogProps } from './qr-share-dialog-body';

export type { QrShareDialogProps } from './qr-share-dialog-body';

const QrShareDialogBody = lazy(() => import('./qr-share-dialog-body'));

/**
 * A QR code of a public address, the address itself, and a button that copies it. The dialog,
 * the QR encoder and Radix load when she first opens it: a shared profile's first render needs
 * none of them.
 */
export function QrShareDialog(props: QrShareDialogProps) {
  return (
    <DeferredDialog trigger={props.trigger}>
      {(state) => <QrShareDialogBody {...props} {...state} />}
    </DeferredDialog>
  );
}
