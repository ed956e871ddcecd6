import { MSG } from '@domain/messages';
import type { ReportItemType } from '@domain/moderation-enums';
import { Button } from '@web/ui/button';
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { ReportDialog } from './report-dialog';

interface ReportButtonProps {
  item: { type: ReportItemType; id: string };
}

/**
 * 'Denunciar' as a small ghost button (a community, a company, a vacancy, a profile whose '…'
 * menu could not load) and, once pressed, the report dialog; focus comes back to the button.
 * Pages load this module on demand, for signed-in members only, so their first render carries
 * no moderation code.
 */
export function ReportButton({ item }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {MSG.common.report}
      </Button>
      <ReportDialog item={item} open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </>
  );
}
