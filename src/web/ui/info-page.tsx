import type { GuideContent } from '@domain/content/development';
import { ContentPage } from '@web/ui/content-page';
import type { ReactNode } from 'react';
import { GuideBody } from './guide-body';

interface InfoPageProps {
  title: string;
  content: GuideContent;
  eyebrow?: string;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Extra sections before the content's own (e.g. the events' empty state). */
  children?: ReactNode;
}

/**
 * An informational business page: ContentPage (h1, lead, actions) around the same body as the
 * development guides (sections, 'Na Elas Rede hoje' and 'Em breve' boxes when the content has them).
 */
export function InfoPage({ title, content, eyebrow, actions, children }: InfoPageProps) {
  return (
    <ContentPage width="wide" title={title} eyebrow={eyebrow} lead={<p>{content.lead}</p>} actions={actions}>
      <GuideBody content={content}>{children}</GuideBody>
    </ContentPage>
  );
}
