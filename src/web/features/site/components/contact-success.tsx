import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { Button } from '@web/ui/button';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';

const L = INSTITUTIONAL_COPY.contact;

/** Replaces the form once the message is sent; takes focus so the outcome is read out at once. */
export function ContactSuccess({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-success bg-success-soft p-6">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
        {L.successTitle}
      </h3>
      <p className="text-ink">{L.successText(email)}</p>
      <p className="text-sm text-ink-muted">{L.successSpam}</p>
      <Button variant="outline" onClick={onSendAnother} className="mt-2">
        {L.sendAnother}
      </Button>
    </div>
  );
}
