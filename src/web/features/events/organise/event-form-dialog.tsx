import { EVENTS_ORGANISE_COPY } from '@domain/copy/events-organise';
import { Dialog, DialogContent } from '@web/ui/dialog';
import { EventForm, type EventFormProps } from './event-form';

const T = EVENTS_ORGANISE_COPY.form;

export type EventFormDialogProps = EventFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Criar evento' or 'Editar' in a dialog over the page she is on (a community's or a company's
 * page, the event's page): she stays where she was until it is saved. Loaded when first opened.
 */
export default function EventFormDialog({ open, onOpenChange, ...form }: EventFormDialogProps) {
  const creating = form.mode === 'create';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={creating ? T.createTitle : T.editTitle}
        description={creating ? T.createDescription : T.editDescription}
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        <div className="mt-6">
          <EventForm {...form} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
