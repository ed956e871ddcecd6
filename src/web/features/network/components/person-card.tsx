import type { Person } from '@domain/schemas/network';
import { Avatar } from '@web/ui/avatar';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberHref, placeOf } from './feedback';

interface PersonCardProps {
  person: Person;
  /** Lines about her under the title and place: why she is suggested, connections in common. */
  details?: ReactNode;
  /** The buttons (ConnectionActions, or an invitation's). */
  actions?: ReactNode;
  /** The name's heading level: h2 under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  /** Her '…' menu (MemberMenu), at the card's top right. */
  menu?: ReactNode;
}

/**
 * One member in a list: her picture (or initials), her name linking to her profile
 * (/m/{slug}, or /perfil-publico/{id} while she has no address), her title, her city and
 * state, the lines the list adds, then the buttons; her '…' menu beside her name when given.
 */
export function PersonCard({
  person,
  details,
  actions,
  headingLevel: Heading = 'h3',
  menu,
}: PersonCardProps) {
  const place = placeOf(person);
  return (
    <article className="flex h-full w-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-4">
        <Avatar name={person.name} src={person.imageUrl} size="lg" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="text-lg font-semibold break-words text-ink">
            <Link
              to={memberHref(person)}
              className="rounded-sm hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {person.name}
            </Link>
          </Heading>
          {person.professionalTitle ? (
            <p className="text-sm break-words text-ink">{person.professionalTitle}</p>
          ) : null}
          {place ? (
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
          ) : null}
          {details}
        </div>
        {menu ? <div className="-mt-2 -mr-2 shrink-0">{menu}</div> : null}
      </div>
      {actions ? <div className="mt-auto">{actions}</div> : null}
    </article>
  );
}
