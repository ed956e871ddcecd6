import { PROJECTS_COPY as C } from '@domain/copy/projects';
import type { ProjectType } from '@domain/enums';
import { MSG } from '@domain/messages';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import { dateRange, displayMonth } from '@domain/rules/month';
import type { Project } from '@domain/schemas/cv';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteProject } from '../api';

interface ProjectListProps {
  type: ProjectType;
  items: readonly Project[];
  editingId?: string;
  onEdit: (item: Project) => void;
  /** After an item is removed (the form leaves edit mode if it was that item). */
  onRemoved: (id: string) => void;
}

export function ProjectList({ type, items, editingId, onEdit, onRemoved }: ProjectListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {C.listHeading[type]}
      </h2>
      {items.length === 0 ? (
        <p className="text-ink-muted">{C.empty[type]}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <ProjectItem
                type={type}
                item={item}
                editing={item.id === editingId}
                onEdit={() => onEdit(item)}
                onRemoved={() => onRemoved(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProjectItem({
  type,
  item,
  editing,
  onEdit,
  onRemoved,
}: {
  type: ProjectType;
  item: Project;
  editing: boolean;
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const titleId = useId();
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = itemDates(item);
  const link = item.link ? normalizeLink(item.link) : '';

  async function confirmRemove() {
    setError(null);
    try {
      await remove.mutateAsync(item.id);
    } catch {
      setError(MSG.projects.removeError);
      return;
    }
    setConfirming(false);
    toast.success(C.removed);
    onRemoved();
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 md:p-5"
      data-editing={editing || undefined}
    >
      <h3 id={titleId} className="font-bold break-words text-ink">
        {item.title}
      </h3>
      {when ? <p className="text-sm text-ink-muted">{when}</p> : null}
      {item.description ? (
        <p className="break-words whitespace-pre-line text-ink">{item.description}</p>
      ) : null}
      {link && isWebUrl(link) ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
        >
          {C.viewLink[type]}
          <span className="sr-only"> {C.opensInNewTab}</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}

      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-pressed={editing}>
          <Pencil aria-hidden="true" className="size-4" />
          {C.edit}
          <span className="sr-only"> {item.title}</span>
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setError(null);
          }}
          trigger={
            <Button variant="ghost" size="sm">
              <Trash2 aria-hidden="true" className="size-4" />
              {C.remove}
              <span className="sr-only"> {item.title}</span>
            </Button>
          }
          title={C.confirmTitle}
          description={C.confirmText(item.title)}
          confirmLabel={C.remove}
          busyLabel={C.removing}
          onConfirm={confirmRemove}
          busy={remove.isPending}
          error={error}
        />
      </div>
    </article>
  );
}

/** 'MM/AAAA - MM/AAAA' (or '- Atual') for ranged items, 'MM/AAAA' for the one-month ones. */
function itemDates(item: Project): string {
  if (item.type === 'project' || item.type === 'volunteering') {
    return item.startMonth ? dateRange(item.startMonth, item.endMonth, MSG.profile.current) : '';
  }
  return item.month ? displayMonth(item.month) : '';
}
