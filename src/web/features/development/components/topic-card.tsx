import type { DevelopmentTopic } from '@domain/content/development';
import { DEVELOPMENT_COPY } from '@domain/copy/development';
import { cn } from '@web/lib/cn';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { TOPIC_ICONS } from './topic-icons';

const iconTones = {
  professional: 'bg-accent-100 text-accent-800',
  personal: 'bg-secondary-100 text-secondary-800',
} as const;

/**
 * A hub card. The link is the title alone (a short, descriptive name for assistive technology);
 * its ::after covers the card, so the whole card is the click target.
 */
export function TopicCard({ topic }: { topic: DevelopmentTopic }) {
  const Icon = TOPIC_ICONS[topic.key];
  return (
    <li className="group relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-card transition-shadow hover:border-primary-300 hover:shadow-raised">
      <span className={cn('flex size-12 items-center justify-center rounded-full', iconTones[topic.group])}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-ink">
        <Link
          to={topic.path}
          className="rounded-sm after:absolute after:inset-0 after:rounded-card group-hover:text-primary-700"
        >
          {topic.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-ink-muted">{DEVELOPMENT_COPY.summaries[topic.key]}</p>
      <ArrowRight
        aria-hidden="true"
        className="mt-4 size-5 text-primary-700 transition-transform group-hover:translate-x-1"
      />
    </li>
  );
}
