import { COPY } from '@domain/messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import {
  BadgeCheck,
  Briefcase,
  GraduationCap,
  HeartHandshake,
  type LucideIcon,
  TrendingUp,
  Users,
} from 'lucide-react';

const P = COPY.home.promises;

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

// SPEC §1: what the landing page promises, to each audience.
const forProfessionals: Benefit[] = [
  { icon: Briefcase, title: P.exclusiveJobs, text: P.exclusiveJobsText },
  { icon: HeartHandshake, title: P.community, text: P.communityText },
  { icon: GraduationCap, title: P.mentoring, text: P.mentoringText },
];

const forCompanies: Benefit[] = [
  { icon: BadgeCheck, title: P.seal, text: P.sealText },
  { icon: Users, title: P.talent, text: P.talentText },
  { icon: TrendingUp, title: P.performance, text: P.performanceText },
];

/** Public home page (/home): hero and "Como funciona". The rest of SPEC §2's home is a later issue. */
export function HomePage() {
  usePageTitle();

  return (
    <>
      <section className="bg-linear-to-b from-primary-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24 lg:py-28">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-primary-900 md:text-5xl lg:text-6xl">
            {COPY.home.heroTitle}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{COPY.home.heroSubtitle}</p>
          <div className="mt-10 flex flex-col gap-3 md:flex-row">
            <ButtonLink to="/register" size="lg">
              {COPY.home.start}
            </ButtonLink>
            <ButtonLink to="/home#como-funciona" size="lg" variant="outline">
              {COPY.home.learnMore}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        id="como-funciona"
        aria-labelledby="como-funciona-title"
        className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 md:px-6"
      >
        <h2 id="como-funciona-title" className="text-3xl font-bold tracking-tight text-ink">
          {COPY.home.howItWorksTitle}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <PromiseList title={COPY.home.forProfessionals} items={forProfessionals} />
          <PromiseList title={COPY.home.forCompanies} items={forCompanies} />
        </div>
      </section>
    </>
  );
}

function PromiseList({ title, items }: { title: string; items: Benefit[] }) {
  return (
    <div className="rounded-card border border-line bg-surface p-6 shadow-card">
      <h3 className="text-xl font-semibold text-primary-800">{title}</h3>
      <ul className="mt-4 space-y-5">
        {items.map(({ icon: Icon, title: itemTitle, text }) => (
          <li key={itemTitle} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">{itemTitle}</p>
              <p className="text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
