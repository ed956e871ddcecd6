import type { GuideContent } from '@domain/content/development';
import { ContentSection } from '@web/ui/content-page';
import { Blocks } from '@web/ui/rich-text';
import type { ReactNode } from 'react';
import { TodayBox } from './platform-boxes';

interface GuideBodyProps {
  content: Pick<GuideContent, 'sections' | 'today'>;
  /** Extra sections shown before the content's own (an empty state, a form). */
  children?: ReactNode;
}

/**
 * The body of a guide or informational page, inside a ContentPage: its sections (each an <h2>)
 * and, beside them from 1024 px (below them on smaller screens), the 'Na Elas Rede hoje' box.
 * The box follows the sections in the reading order, so headings stay in order.
 */
export function GuideBody({ content, children }: GuideBodyProps) {
  const { sections, today = [] } = content;
  const main = (
    <div className="flex max-w-3xl min-w-0 flex-col gap-10">
      {children}
      {sections.map((section) => (
        <ContentSection key={section.title} title={section.title}>
          <Blocks blocks={section.blocks} lists="accent" />
        </ContentSection>
      ))}
    </div>
  );
  if (today.length === 0) return main;
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      {main}
      <div className="flex flex-col gap-6 lg:sticky lg:top-24">
        <TodayBox links={today} />
      </div>
    </div>
  );
}
