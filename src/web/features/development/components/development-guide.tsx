import {
  DEVELOPMENT_GUIDES,
  DEVELOPMENT_HUB_PATH,
  DEVELOPMENT_TOPICS,
  type DevelopmentTopicKey,
} from '@domain/content/development';
import { DEVELOPMENT_COPY } from '@domain/copy/development';
import { ContentPage } from '@web/ui/content-page';
import { GuideBody } from '@web/ui/guide-body';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The layout of the six development guides: a back link to the hub, the group as eyebrow, the
 * topic as <h1>, the lead, then the guide's sections beside the 'today' and 'coming' boxes.
 */
export function DevelopmentGuide({ topic }: { topic: DevelopmentTopicKey }) {
  const meta = DEVELOPMENT_TOPICS.find((t) => t.key === topic)!;
  const content = DEVELOPMENT_GUIDES[topic];
  return (
    <div className="flex w-full flex-col">
      <div className="mx-auto w-full max-w-6xl px-4 pt-6 md:px-6">
        <Link
          to={DEVELOPMENT_HUB_PATH}
          className="inline-flex min-h-6 items-center gap-2 rounded-sm text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
          {DEVELOPMENT_COPY.guide.back}
        </Link>
      </div>
      <ContentPage
        width="wide"
        eyebrow={DEVELOPMENT_COPY.groups[meta.group].title}
        title={meta.title}
        lead={<p>{content.lead}</p>}
      >
        <GuideBody content={content} />
      </ContentPage>
    </div>
  );
}
