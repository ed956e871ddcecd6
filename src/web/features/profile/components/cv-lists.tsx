import { CAREER_BREAK_REASON_LABELS, EXPERIENCE_COPY } from '@domain/copy/experience';
import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import { isWebUrl, normalizeLink } from '@domain/rules/links';
import { dateRange, displayMonth } from '@domain/rules/month';
import type { PublicProfile } from '@domain/schemas/public-profile';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyText } from './section-card';

type Experience = PublicProfile['experience'][number];
type Education = PublicProfile['education'][number];
type Project = PublicProfile['projects'][number];

/** 'MM/AAAA - MM/AAAA' or 'MM/AAAA - Atual'. */
function period(start: string | null, end: string | null, current = false): string | null {
  if (!start) return end ? displayMonth(end) : null;
  return dateRange(start, current ? null : end, MSG.profile.current);
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

function Entry({
  title,
  subtitle,
  when,
  details,
  description,
  children,
}: {
  title: string;
  subtitle?: string;
  when?: string | null;
  details?: string[];
  description?: string | null;
  children?: ReactNode;
}) {
  const meta = (details ?? []).filter(Boolean).join(' · ');
  return (
    <li className="flex flex-col gap-1 border-l-2 border-primary-200 pl-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      {subtitle ? <p className="text-ink">{subtitle}</p> : null}
      {when ? <p className="text-sm text-ink-muted">{when}</p> : null}
      {meta ? <p className="text-sm text-ink-muted">{meta}</p> : null}
      {description ? <p className="mt-1 whitespace-pre-line text-ink">{description}</p> : null}
      {children}
    </li>
  );
}

export function ExperienceList({ items }: { items: Experience[] }) {
  if (items.length === 0) return <EmptyText>{MSG.profile.noExperience}</EmptyText>;
  return (
    <ul className="flex flex-col gap-5">
      {items.map((item) =>
        item.kind === 'career_break' ? (
          // A career break is part of her career: the same timeline, the same plain words.
          <Entry
            key={item.id}
            title={EXPERIENCE_COPY.careerBreak}
            subtitle={item.breakReason ? CAREER_BREAK_REASON_LABELS[item.breakReason] : undefined}
            when={period(item.startMonth, item.endMonth, item.isCurrent)}
            description={item.description}
          />
        ) : (
          <Entry
            key={item.id}
            title={item.role ?? ''}
            subtitle={item.company ?? undefined}
            when={period(item.startMonth, item.endMonth, item.isCurrent)}
            details={[
              item.contractType ?? '',
              item.workModel ?? '',
              [item.city, item.state, item.country].filter(Boolean).join(', '),
            ]}
            description={item.description}
          />
        ),
      )}
    </ul>
  );
}

export function EducationList({ items }: { items: Education[] }) {
  if (items.length === 0) return <EmptyText>{MSG.profile.noEducation}</EmptyText>;
  return (
    <ul className="flex flex-col gap-5">
      {items.map((item) => (
        <Entry
          key={item.id}
          title={PROFILE_COPY.degreeIn(capitalize(item.degreeLevel), item.field)}
          subtitle={item.institution}
          when={period(item.startMonth, item.endMonth, item.isCurrent)}
          details={[item.completed ? PROFILE_COPY.completed : item.isCurrent ? PROFILE_COPY.inProgress : '']}
          description={item.description}
        />
      ))}
    </ul>
  );
}

export function ProjectList({ items }: { items: Project[] }) {
  if (items.length === 0) return <EmptyText>{MSG.profile.noProjects}</EmptyText>;
  return (
    <ul className="flex flex-col gap-5">
      {items.map((item) => {
        const ranged = item.type === 'project' || item.type === 'volunteering';
        const link = item.link && isWebUrl(item.link) ? normalizeLink(item.link) : null;
        return (
          <Entry
            key={item.id}
            title={item.title}
            when={
              ranged ? period(item.startMonth, item.endMonth) : item.month ? displayMonth(item.month) : null
            }
            details={[PROFILE_COPY.projectTypes[item.type]]}
            description={item.description}
          >
            {link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
              >
                {MSG.projects.viewProject}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  {`: ${item.title} `}
                  {PROFILE_COPY.newTab}
                </span>
              </a>
            ) : null}
          </Entry>
        );
      })}
    </ul>
  );
}
