import { FAQ_TOPICS } from '@domain/content/faq';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { Mail } from 'lucide-react';
import { FaqList } from '../components/faq-list';

const C = INSTITUTIONAL_COPY.help;

/** /ajuda ('Central de atendimento'): the FAQ by topic, then the way to write to the team. */
export function HelpPage() {
  return (
    <ContentPage eyebrow={C.eyebrow} title={COPY.pages.help} lead={<p>{C.lead}</p>}>
      <nav aria-label={C.topicsNav}>
        <ul className="flex flex-wrap gap-2">
          {FAQ_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className={
                  'inline-flex min-h-10 items-center rounded-full border border-primary-200 bg-surface px-4 ' +
                  'text-sm font-semibold text-primary-800 hover:bg-primary-50'
                }
              >
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {FAQ_TOPICS.map((topic) => (
        <ContentSection key={topic.id} id={topic.id} title={topic.title} className="scroll-mt-24">
          <FaqList questions={topic.questions} />
        </ContentSection>
      ))}

      <ContentSection id="fale-conosco" title={C.moreTitle} className="rounded-card bg-primary-50 p-6 md:p-8">
        <p>{C.moreText}</p>
        <ButtonLink to="/contato" className="self-start">
          <Mail aria-hidden="true" className="size-4" />
          {C.contactUs}
        </ButtonLink>
      </ContentSection>
    </ContentPage>
  );
}
