import type { LegalDocument } from '@domain/content/legal';
import type { TextSection } from '@domain/content/rich-text';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { Blocks, RichText } from '@web/ui/rich-text';

/** /termos, /privacidade and /cookies: the date, the intro, a table of contents, the sections. */
export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  return (
    <ContentPage
      title={title}
      lead={
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-ink-muted">{INSTITUTIONAL_COPY.legalUpdatedAt}</p>
          {document.intro.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <p key={index}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
      }
    >
      <TableOfContents sections={document.sections} />
      {document.sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.title} className="scroll-mt-24">
          <Blocks blocks={section.blocks} />
        </ContentSection>
      ))}
    </ContentPage>
  );
}

/** In-page jumps: plain fragment links, so the browser scrolls and moves focus to the section. */
export function TableOfContents({ sections }: { sections: readonly Pick<TextSection, 'id' | 'title'>[] }) {
  return (
    <nav aria-label={INSTITUTIONAL_COPY.onThisPage} className="rounded-card bg-surface p-5 shadow-card">
      <p className="font-semibold text-ink">{INSTITUTIONAL_COPY.onThisPage}</p>
      <ul className="mt-3 grid gap-2 text-sm md:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="rounded-sm text-primary-700 underline underline-offset-4 hover:text-primary-900"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
