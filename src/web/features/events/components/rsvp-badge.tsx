import { EVENTS_PAGES_COPY } from '@domain/copy/events-pages';
import type { RsvpStatus } from '@domain/enums';
import { CircleCheck, CircleHelp, Hourglass } from 'lucide-react';

const R = EVENTS_PAGES_COPY.rsvp;

const BADGES = {
  going: { text: R.youGo, Icon: CircleCheck, tone: 'bg-success-soft text-success' },
  maybe: { text: R.youMaybe, Icon: CircleHelp, tone: 'bg-accent-200 text-accent-900' },
  waitlist: { text: R.youWait, Icon: Hourglass, tone: 'bg-secondary-100 text-secondary-700' },
} as const satisfies Record<RsvpStatus, unknown>;

/** Her answer, as a small badge: 'Você vai', 'Você marcou talvez', 'Na lista de espera'. */
export function RsvpBadge({ status }: { status: RsvpStatus }) {
  const { text, Icon, tone } = BADGES[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  );
}
