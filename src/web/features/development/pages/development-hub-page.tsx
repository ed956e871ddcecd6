import { DEVELOPMENT_GROUPS, DEVELOPMENT_TOPICS } from '@domain/content/development';
import { DEVELOPMENT_COPY } from '@domain/copy/development';
import { COPY, MSG } from '@domain/messages';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { TopicCard } from '../components/topic-card';

/**
 * /desenvolvimento (SPEC §2): the two groups of the "Desenvolvimento pessoal" dialog as cards
 * linking to the six guides, and a close control (top right) back to the feed.
 */
export function DevelopmentHubPage() {
  return (
    <div className="relative mx-auto w-full max-w-6xl">
      <Link
        to="/feed"
        aria-label={MSG.common.close}
        className="absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-primary-50 hover:text-primary-800 md:top-4 md:right-4"
      >
        <X aria-hidden="true" className="size-6" />
      </Link>
      <ContentPage
        width="wide"
        eyebrow={DEVELOPMENT_COPY.hub.eyebrow}
        title={COPY.pages.development}
        lead={<p>{DEVELOPMENT_COPY.hub.lead}</p>}
      >
        {DEVELOPMENT_GROUPS.map((group) => {
          const { anchor, title, text } = DEVELOPMENT_COPY.groups[group];
          return (
            <ContentSection key={group} id={anchor} title={title}>
              <p className="text-ink-muted">{text}</p>
              <ul className="mt-2 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {DEVELOPMENT_TOPICS.filter((topic) => topic.group === group).map((topic) => (
                  <TopicCard key={topic.key} topic={topic} />
                ))}
              </ul>
            </ContentSection>
          );
        })}
      </ContentPage>
    </div>
  );
}
