import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import type { RsvpStatus } from '@domain/enums';
import type { EventDetail } from '@domain/schemas/events';
import { toast } from '@web/lib/toast';
import { Button, buttonClasses } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/ui/tabs';
import { Download, Pencil, Send, XCircle } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { attendeesCsvUrl, useCancelEvent } from './api';
import { AttendeeList } from './attendee-list';
import { MessageDialog } from './message-dialog';

const EventFormDialog = lazy(() => import('./event-form-dialog'));

const T = EVENTS_ORGANISE_COPY.panel;
const STATUSES: readonly RsvpStatus[] = ['going', 'maybe', 'waitlist'];

/**
 * What the event's organisers see on its page (issue 20), from the API's viewer flags: who is
 * coming (confirmed, maybe, waitlist), the CSV export, 'Mensagem às participantes', 'Editar'
 * and 'Cancelar evento' (confirmed first). Nothing for anyone else. Self-contained: the event's
 * page lazy-loads it and passes the event as the API answered it.
 */
export function EventOrganiserPanel({ event }: { event: EventDetail }) {
  const v = event.viewer;
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancel = useCancelEvent();
  if (!v.canViewAttendees && !v.canEdit && !v.canCancel) return null;

  const counts: Record<RsvpStatus, number> = {
    going: event.goingCount,
    maybe: event.maybeCount,
    waitlist: event.waitlistCount,
  };
  const confirmCancel = () => {
    setCancelError(null);
    cancel.mutate(event.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(T.cancelled);
      },
      onError: () => setCancelError(T.cancelError),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card md:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {T.heading}
      </h2>
      {event.status === 'cancelled' ? <p className="font-semibold text-danger">{T.isCancelled}</p> : null}
      <div className="flex flex-wrap gap-3">
        {v.canEdit ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {T.edit}
          </Button>
        ) : null}
        {v.canMessageAttendees ? (
          <Button variant="outline" size="sm" onClick={() => setMessaging(true)}>
            <Send aria-hidden="true" className="size-4" />
            {EVENTS_ORGANISE_COPY.message.open}
          </Button>
        ) : null}
        {v.canExportAttendees ? (
          <a
            href={attendeesCsvUrl(event.id)}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {T.exportCsv}
          </a>
        ) : null}
        {v.canCancel ? (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm">
                <XCircle aria-hidden="true" className="size-4" />
                {T.cancelEvent}
              </Button>
            }
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) setCancelError(null);
            }}
            title={T.cancelTitle}
            description={T.cancelDescription}
            confirmLabel={T.cancelConfirm}
            busyLabel={T.cancelling}
            cancelLabel={T.keep}
            onConfirm={confirmCancel}
            busy={cancel.isPending}
            error={cancelError}
          />
        ) : null}
      </div>

      {v.canViewAttendees ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink">{T.attendees}</h3>
          <Tabs defaultValue="going">
            <TabsList className="md:grid-cols-3">
              {STATUSES.map((status) => (
                <TabsTrigger key={status} value={status}>
                  {T.count(T.tabs[status], counts[status])}
                </TabsTrigger>
              ))}
            </TabsList>
            {STATUSES.map((status) => (
              <TabsContent key={status} value={status} className="mt-4">
                <AttendeeList eventId={event.id} status={status} />
              </TabsContent>
            ))}
          </Tabs>
        </div>
      ) : null}

      {v.canMessageAttendees ? (
        <MessageDialog eventId={event.id} open={messaging} onOpenChange={setMessaging} />
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <EventFormDialog
            mode="edit"
            event={event}
            open={editing}
            onOpenChange={setEditing}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
