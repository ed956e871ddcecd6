import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { MSG } from '@domain/messages';
import type { JobPreference } from '@domain/schemas/preferences';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteJobPreference, useSetJobPreferenceActive } from '../api';
import { listText, locationsText, salaryRange } from '../summary';

const C = PREFERENCES_COPY;
const S = C.summary;

/** The id of a card's Ativar/Desativar button, to give it the focus back after the list reorders. */
export const toggleButtonId = (profileId: string) => `preferencia-ativar-${profileId}`;

interface PreferenceCardProps {
  profile: JobPreference;
  onEdit: () => void;
  /** After the server answered the toggle with the reordered list. */
  onToggled: (profileId: string) => void;
}

export function PreferenceCard({ profile, onEdit, onToggled }: PreferenceCardProps) {
  const titleId = useId();
  const activeNoteId = useId();
  const toggle = useSetJobPreferenceActive();
  const remove = useDeleteJobPreference();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function toggleActive() {
    try {
      await toggle.mutateAsync({ id: profile.id, isActive: !profile.isActive });
    } catch {
      toast.error(MSG.preferences.updateError);
      return;
    }
    toast.success(MSG.preferences.updated);
    onToggled(profile.id);
  }

  async function confirmRemove() {
    setRemoveError(null);
    try {
      await remove.mutateAsync(profile.id);
    } catch {
      setRemoveError(MSG.preferences.removeError);
      return;
    }
    setConfirming(false);
    toast.success(MSG.preferences.removed);
  }

  const removeContent = (
    <>
      <Trash2 aria-hidden="true" className="size-4" />
      {C.remove}
      <span className="sr-only"> {profile.name}</span>
    </>
  );

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card md:p-6',
        profile.isActive && 'ring-2 ring-primary-600',
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-lg font-bold break-words text-ink">
          {profile.name}
        </h2>
        {profile.isActive ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-300 px-2.5 py-0.5 text-sm font-semibold text-ink">
            <CircleCheck aria-hidden="true" className="size-4" />
            {C.active}
          </span>
        ) : null}
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-[max-content_1fr]">
        <SummaryRow term={S.workModels} value={listText(profile.preferredWorkModels)} />
        <SummaryRow term={S.contractTypes} value={listText(profile.preferredContractTypes)} />
        <SummaryRow term={S.salary} value={salaryRange(profile.minSalary, profile.maxSalary)} />
        <SummaryRow term={S.locations} value={locationsText(profile.preferredLocations)} />
        <SummaryRow term={S.roles} value={S.roleCount(profile.preferredRoles.length)} />
      </dl>

      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <Button
          id={toggleButtonId(profile.id)}
          size="sm"
          variant={profile.isActive ? 'outline' : 'primary'}
          disabled={toggle.isPending}
          onClick={toggleActive}
        >
          {profile.isActive ? C.deactivate : C.activate}
          <span className="sr-only"> {profile.name}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {C.edit}
          <span className="sr-only"> {profile.name}</span>
        </Button>
        {profile.isActive ? (
          // Focusable (aria-disabled, not disabled) so the reason below is read with it.
          <Button size="sm" variant="ghost" aria-disabled="true" aria-describedby={activeNoteId}>
            {removeContent}
          </Button>
        ) : (
          <ConfirmDialog
            open={confirming}
            onOpenChange={(open) => {
              setConfirming(open);
              if (!open) setRemoveError(null);
            }}
            trigger={
              <Button size="sm" variant="ghost">
                {removeContent}
              </Button>
            }
            title={C.confirmTitle}
            description={C.confirmText(profile.name)}
            confirmLabel={C.remove}
            busyLabel={C.removing}
            onConfirm={confirmRemove}
            busy={remove.isPending}
            error={removeError}
          />
        )}
      </div>
      {profile.isActive ? (
        <p id={activeNoteId} className="text-sm text-ink-muted">
          {MSG.preferences.activeCannotBeRemoved}
        </p>
      ) : null}
    </article>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col md:contents">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="break-words text-ink-muted">{value}</dd>
    </div>
  );
}
