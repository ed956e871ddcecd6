import type { GuideContent } from '@domain/content/development';
import { BUSINESS_COPY } from '@domain/copy/business';
import { ButtonLink } from '@web/ui/button';
import { ComingSoonBadge } from '@web/ui/coming-soon-badge';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { Blocks } from '@web/ui/rich-text';
import type { LucideIcon } from 'lucide-react';

interface ComingSoonPageProps {
  title: string;
  icon: LucideIcon;
  content: GuideContent;
}

/**
 * An area of the logged-in shell that is not built yet (/chat, /notificacoes): says so plainly
 * ('Em breve'), what it will do, and where to go meanwhile (the feed, the communities).
 */
export function ComingSoonPage({ title, icon: Icon, content }: ComingSoonPageProps) {
  return (
    <ContentPage
      title={title}
      lead={
        <div className="flex flex-col items-start gap-3">
          <ComingSoonBadge />
          <p>{content.lead}</p>
        </div>
      }
    >
      <div className="flex flex-col gap-8 rounded-panel border border-line bg-surface p-6 shadow-card md:flex-row md:p-10">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <div className="flex min-w-0 flex-col gap-8">
          {content.sections.map((section) => (
            <ContentSection key={section.title} title={section.title}>
              <Blocks blocks={section.blocks} lists="accent" />
            </ContentSection>
          ))}
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/feed">{BUSINESS_COPY.cta.goToFeed}</ButtonLink>
            <ButtonLink to="/rede" variant="outline">
              {BUSINESS_COPY.cta.exploreCommunities}
            </ButtonLink>
          </div>
        </div>
      </div>
    </ContentPage>
  );
}
