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
 * development guides (sections, and the 'Na Elas Rede hoje' box when the content has one).
 */
export function InfoPage({ title, content, eyebrow, actions, children }: InfoPageProps) {
  return (
    <ContentPage width="wide" title={title} eyebrow={eyebrow} lead={<p>{content.lead}</p>} actions={actions}>
      <GuideBody content={content}>{children}</GuideBody>
    </ContentPage>
  );
}
