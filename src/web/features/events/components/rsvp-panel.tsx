import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { EventDetail } from '@domain/schemas/events';
import { isApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth-provider';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/ui/button';
import { CircleCheck, CircleHelp, LogIn, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useRsvp } from '../api';
import { isFull } from './event-facts';
import { eventHref } from './links';
import { RsvpBadge } from './rsvp-badge';

const R = EVENTS_PAGES_COPY.rsvp;

const DONE = { going: R.goingDone, maybe: R.maybeDone, waitlist: R.waitlistDone } as const;

/**
 * 'Sua presença', from the server's `viewer`:
 * - a visitor: 'Entre para confirmar presença', coming back here after signing in;
 * - a member who may answer: 'Vou' and 'Talvez' (pressed when that is her answer; 'Vou' stays
 *   pressed on the waitlist, where her 'Vou' put her), and 'Cancelar presença' once she answered;
 *   when the seats are gone, 'Vou' is said to lead to the waitlist.
 * A cancelled event takes no answer (the page says it was cancelled); one that has ended says so.
 */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const { status: session } = useAuth();
  const headingId = useId();
  const rsvp = useRsvp(event.id);
  const [error, setError] = useState<string | null>(null);
  const { viewer } = event;

  if (event.status === 'cancelled') return null;

  const answer = (status: 'going' | 'maybe' | null) => {
    setError(null);
    rsvp.mutate(status, {
      onSuccess: (result) => toast.success(result.status ? DONE[result.status] : R.withdrawn),
      onError: (failure) =>
        setError(isApiError(failure) && failure.status === 409 ? failure.message : R.error),
    });
  };

  const withdraw = viewer.canWithdraw ? (
    <Button variant="ghost" disabled={rsvp.isPending} onClick={() => answer(null)}>
      <Undo2 aria-hidden="true" className="size-4" />
      {R.withdraw}
    </Button>
  ) : null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-4 md:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {R.title}
      </h2>
      {session !== 'signed-in' ? (
        <div className="flex flex-col items-start gap-2">
          <ButtonLink to="/login" state={{ from: eventHref(event.id) }} size="lg">
            <LogIn aria-hidden="true" className="size-5" />
            {R.signIn}
          </ButtonLink>
          <p className="text-sm text-ink-muted">{R.signInHint}</p>
        </div>
      ) : (
        <>
          <p aria-live="polite" className="flex min-h-6 flex-wrap items-center gap-2">
            {viewer.rsvp ? <RsvpBadge status={viewer.rsvp} /> : null}
          </p>
          {viewer.canRsvp ? (
            <div className="flex flex-wrap gap-3">
              <Button
                aria-pressed={viewer.rsvp === 'going' || viewer.rsvp === 'waitlist'}
                variant={viewer.rsvp === 'going' || viewer.rsvp === 'waitlist' ? 'primary' : 'outline'}
                disabled={rsvp.isPending}
                onClick={() => {
                  if (viewer.rsvp !== 'going' && viewer.rsvp !== 'waitlist') answer('going');
                }}
              >
                <CircleCheck aria-hidden="true" className="size-4" />
                {R.going}
              </Button>
              <Button
                aria-pressed={viewer.rsvp === 'maybe'}
                variant={viewer.rsvp === 'maybe' ? 'primary' : 'outline'}
                disabled={rsvp.isPending}
                onClick={() => {
                  if (viewer.rsvp !== 'maybe') answer('maybe');
                }}
              >
                <CircleHelp aria-hidden="true" className="size-4" />
                {R.maybe}
              </Button>
              {withdraw}
            </div>
          ) : withdraw ? (
            <div>{withdraw}</div>
          ) : null}
          {viewer.rsvp === 'waitlist' ? (
            <p className="text-sm text-ink-muted">{R.waitHint}</p>
          ) : viewer.canRsvp && viewer.rsvp !== 'going' && isFull(event) ? (
            <p className="text-sm text-ink-muted">{R.fullHint}</p>
          ) : null}
          {rsvp.isPending ? <p className="sr-only">{R.saving}</p> : null}
          {error ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
