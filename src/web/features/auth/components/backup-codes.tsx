import { SECURITY_COPY } from '@domain/copy/security';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { Copy, Download } from 'lucide-react';

const T = SECURITY_COPY.backupCodes;

/** Saves the codes as a text file, with a line saying what they are. */
function download(codes: readonly string[]) {
  const text = `${T.fileHeader}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = T.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Her recovery codes, shown once (the server keeps them encrypted and never shows them again):
 * copy, download, and a button to say she has kept them.
 */
export function BackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-bold text-ink">{T.title}</h3>
        <p className="mt-1 text-ink-muted">{T.text}</p>
      </div>
      <ul
        aria-label={T.listLabel}
        className="grid grid-cols-2 gap-2 rounded-control border border-line bg-canvas p-4 font-mono text-base text-ink"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {T.copy}
        </Button>
        <Button variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden="true" className="size-4" />
          {T.download}
        </Button>
        <Button onClick={onDone}>{T.done}</Button>
      </div>
    </div>
  );
}
