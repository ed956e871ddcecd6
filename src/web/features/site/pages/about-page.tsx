import { ABOUT, type AboutValueId } from '@domain/content/institutional';
import { INSTITUTIONAL_COPY } from '@domain/copy/institutional';
import { COPY } from '@domain/messages';
import { ContentPage, ContentSection } from '@web/ui/content-page';
import { RichText } from '@web/ui/rich-text';
import { Baby, HeartHandshake, type LucideIcon, ShieldCheck, Sparkles } from 'lucide-react';

const C = INSTITUTIONAL_COPY.about;

const valueIcons: Record<AboutValueId, LucideIcon> = {
  safety: ShieldCheck,
  diversity: Sparkles,
  mothers: Baby,
  together: HeartHandshake,
};

/** /sobre: mission, audience, values, and what exists today. */
export function AboutPage() {
  return (
    <ContentPage width="wide" eyebrow={C.eyebrow} title={COPY.pages.about} lead={<p>{C.lead}</p>}>
      <div className="grid gap-10 lg:grid-cols-2">
        <ContentSection id="missao" title={ABOUT.mission.title}>
          {ABOUT.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ContentSection>

        <ContentSection id="para-quem" title={ABOUT.audience.title}>
          <p>{ABOUT.audience.intro}</p>
          <ul className="list-disc space-y-2 pl-6">
            {ABOUT.audience.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ContentSection>
      </div>

      <ContentSection id="valores" title={C.valuesTitle}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {ABOUT.values.map((value) => {
            const Icon = valueIcons[value.id];
            return (
              <li key={value.id} className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary-100 text-primary-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-lg font-bold text-ink">{value.title}</h3>
                <p className="text-ink-muted">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </ContentSection>

      <ContentSection id="hoje" title={C.todayTitle}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {ABOUT.today.map((feature) => (
            <li key={feature.title} className="rounded-card border border-line bg-surface p-5">
              <h3 className="font-bold text-ink">{feature.title}</h3>
              <p className="mt-2 text-ink-muted">
                <RichText text={feature.text} />
              </p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="contato" title={C.contactTitle}>
        <p>
          <RichText text={ABOUT.contact} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
