import { NOTIFICATIONS_COPY, notificationQuote, notificationSentence } from '@domain/copy/notifications';
import { notificationHref } from '@domain/rules/notification-links';
import { relativeTime } from '@domain/rules/relative-time';
import type { Notification } from '@domain/schemas/notifications';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';

const T = NOTIFICATIONS_COPY.page;

/**
 * One notification of /notificacoes: who (their pictures), what happened, the words it is about,
 * and when. The whole row is a link to its object; following it marks it read (`onFollow`). An
 * unread one is tinted, in bold, with a dot, and read out as 'Não lida'.
 */
export function NotificationItem({
  notification,
  now,
  onFollow,
}: {
  notification: Notification;
  now: Date;
  onFollow: (notification: Notification) => void;
}) {
  const unread = notification.readAt === null;
  const quote = notificationQuote(notification);
  return (
    <li>
      <Link
        to={notificationHref(notification)}
        onClick={() => onFollow(notification)}
        className={cn(
          'flex items-start gap-3 rounded-card border p-4 transition-colors',
          unread
            ? 'border-primary-200 bg-primary-50 hover:bg-primary-100'
            : 'border-line bg-surface hover:bg-primary-50',
        )}
      >
        <Pictures actors={notification.actors} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className={cn('break-words text-ink', unread && 'font-semibold')}>
            {unread ? <span className="sr-only">{T.unread}: </span> : null}
            {notificationSentence(notification)}
          </span>
          {quote ? <span className="line-clamp-2 break-words text-sm text-ink-muted">“{quote}”</span> : null}
          <time dateTime={notification.updatedAt} className="text-sm text-ink-muted">
            {relativeTime(notification.updatedAt, now)}
          </time>
        </span>
        {unread ? (
          <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-600" />
        ) : null}
      </Link>
    </li>
  );
}

/** The newest people behind it, overlapping (their names are in the sentence), or a bell. */
function Pictures({ actors }: { actors: Notification['actors'] }) {
  if (actors.length === 0) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <Bell aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <span className="flex shrink-0 -space-x-3">
      {actors.map((actor) => (
        <Avatar
          key={actor.id}
          name={actor.name}
          src={actor.imageUrl}
          decorative
          className="ring-2 ring-surface"
        />
      ))}
    </span>
  );
}
