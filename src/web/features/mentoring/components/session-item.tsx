import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import { eventWhen } from '@domain/rules/event-time';
import type { MentoringSession } from '@domain/schemas/mentoring';
import { toast } from '@web/lib/toast';
import { Button, buttonClasses } from '@web/ui/button';
import { ConfirmAction } from '@web/ui/confirm-action';
import { CalendarDays, Download, MapPin, Video } from 'lucide-react';
import { sessionIcsUrl, useCancelSession } from '../api';
import { FeedbackDialog } from './feedback-dialog';
import { errorMessage } from './shared';

const T = MENTORING_UI.mine;

/**
 * A session of hers: with whom, when (Brasília), online (link) or where, its .ics, and what the
 * server lets her do: cancel it until it ends, give her private feedback once it took place.
 */
export function SessionItem({ session }: { session: MentoringSession }) {
  const cancel = useCancelSession();
  const name = session.member.name;
  const when = eventWhen(new Date(session.startsAt), new Date(session.endsAt));
  return (
    <article className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold text-ink">{T.sessionWith(name)}</h3>
          <p className="flex items-center gap-1.5 text-sm text-ink">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {when} <span className="text-ink-muted">({T.timeZone})</span>
            </span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            {session.mode === 'online' ? (
              <Video aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
            )}
            {session.mode === 'online' ? MENTORING_UI.card.format.online : session.place}
          </p>
        </div>
        {session.cancelled ? (
          <span className="rounded-full bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
            {T.cancelledBadge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {session.link && !session.cancelled && session.viewer.canCancel ? (
          <a
            href={session.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'sm' })}
          >
            {T.openLink}
          </a>
        ) : null}
        <a
          href={sessionIcsUrl(session.id)}
          download
          aria-label={T.icsOf(name)}
          className={buttonClasses({ size: 'sm', variant: 'outline' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {T.ics}
        </a>
        {session.viewer.canCancel ? (
          <ConfirmAction
            trigger={
              <Button size="sm" variant="ghost">
                {T.cancelSession}
              </Button>
            }
            title={T.cancelSessionTitle}
            description={T.cancelSessionText}
            confirmLabel={T.cancelSession}
            errorMessage={cancel.error ? errorMessage(cancel.error) : MENTORING_UI.mine.loadError}
            onConfirm={() => cancel.mutateAsync(session.id).then(() => toast.success(T.sessionCancelled))}
          />
        ) : null}
        {session.viewer.canFeedback ? <FeedbackDialog session={session} /> : null}
        {session.feedbackGiven ? (
          <p className="inline-flex min-h-9 items-center text-sm text-ink-muted">{T.feedbackGiven}</p>
        ) : null}
      </div>
    </article>
  );
}
