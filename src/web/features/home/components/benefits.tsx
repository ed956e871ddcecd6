import { HOME_COPY } from '@domain/copy/home';
import { COPY } from '@domain/messages';
import { cn } from '@web/lib/cn';
import {
  BadgeCheck,
  Briefcase,
  GraduationCap,
  HeartHandshake,
  type LucideIcon,
  TrendingUp,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const P = COPY.home.promises;

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The page that delivers the promise. */
  to?: string;
}

// SPEC §1: what the landing page promises, to each audience.
const forProfessionals: Benefit[] = [
  { icon: Briefcase, title: P.exclusiveJobs, text: P.exclusiveJobsText },
  { icon: HeartHandshake, title: P.community, text: P.communityText },
  { icon: GraduationCap, title: P.mentoring, text: P.mentoringText, to: '/mentoria' },
];

const forCompanies: Benefit[] = [
  { icon: BadgeCheck, title: P.seal, text: P.sealText },
  { icon: Users, title: P.talent, text: P.talentText },
  { icon: TrendingUp, title: P.performance, text: P.performanceText },
];

/** "Como funciona": the anchor target of the hero's 'Saiba mais' (/home#como-funciona). */
export function Benefits() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      // Leaves room for the sticky header (h-16) when the page jumps to the anchor.
      className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 md:px-6 md:py-20"
    >
      <SectionHeading
        id="como-funciona-title"
        title={COPY.home.howItWorksTitle}
        subtitle={HOME_COPY.howItWorks.subtitle}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <BenefitList title={COPY.home.forProfessionals} items={forProfessionals} tone="accent" />
        <BenefitList title={COPY.home.forCompanies} items={forCompanies} tone="secondary" />
      </div>
    </section>
  );
}

const iconTones = {
  accent: 'bg-accent-100 text-accent-800',
  secondary: 'bg-secondary-100 text-secondary-800',
} as const;

function BenefitList({
  title,
  items,
  tone,
}: {
  title: string;
  items: Benefit[];
  tone: keyof typeof iconTones;
}) {
  return (
    <div className="rounded-panel border border-line bg-surface p-6 shadow-card md:p-8">
      <h3 className="text-xl font-semibold text-primary-800">{title}</h3>
      <ul className="mt-6 space-y-6">
        {items.map(({ icon: Icon, title: itemTitle, text, to }) => (
          <li key={itemTitle} className="flex gap-4">
            <span
              className={cn(
                'flex size-11 shrink-0 items-center justify-center rounded-full',
                iconTones[tone],
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">
                {to ? (
                  <Link to={to} className="rounded-sm text-primary-800 underline underline-offset-4">
                    {itemTitle}
                  </Link>
                ) : (
                  itemTitle
                )}
              </p>
              <p className="mt-1 text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
