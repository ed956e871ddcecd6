import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { buttonClasses } from '@web/ui/button';
import { Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

export interface WorkspaceItem {
  id: string;
  name: string;
  logoUrl: string | null;
  roleLabel: string;
  to: string;
}

interface WorkspaceListProps {
  title: string;
  items: readonly WorkspaceItem[];
  emptyText: string;
  addLabel: string;
  addTo: string;
  /** Where the add page returns to (navigation state `from`). */
  from: string;
  onLinkClick: (event: MouseEvent) => void;
}

/** One column of 'Para negócios': her companies or her communities, and the button to add one. */
export function WorkspaceList({
  title,
  items,
  emptyText,
  addLabel,
  addTo,
  from,
  onLinkClick,
}: WorkspaceListProps) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{title}</h3>
      {items.length === 0 ? (
        <p className="text-ink-muted">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.to}
                onClick={onLinkClick}
                className="flex min-h-11 items-center gap-3 rounded-control px-2 py-1.5 hover:bg-primary-50"
              >
                <Avatar name={item.name} src={item.logoUrl} shape="square" size="md" decorative />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{item.name}</span>
                  {/* Keeps name and role apart in the link's accessible name. */}{' '}
                  <span className="block text-sm text-ink-muted">{item.roleLabel}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={addTo}
        state={{ from }}
        onClick={onLinkClick}
        className={cn(buttonClasses({ variant: 'outline' }), 'min-h-11 self-start')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Link>
    </section>
  );
}
