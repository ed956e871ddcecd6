import { MENTORING_UI } from '@domain/copy/mentoring-ui';
import type { Mentor } from '@domain/schemas/mentoring';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { CalendarCheck, Languages, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { RequestDialog } from './request-dialog';
import { memberHref } from './shared';

const T = MENTORING_UI.card;

/** 'Vagas este mês', 'Sem vagas este mês' or 'Pausada', as the server counts her month. */
function availability(mentor: Mentor): { text: string; tone: string } {
  if (mentor.paused) return { text: T.paused, tone: 'bg-neutral-100 text-ink-muted' };
  if (mentor.available) return { text: T.available, tone: 'bg-success-soft text-success' };
  return { text: T.full, tone: 'bg-danger-soft text-danger' };
}

/** Her request's state with this mentora, when she has one open; else what she may do. */
function CardAction({ mentor }: { mentor: Mentor }) {
  if (mentor.viewer.canEdit)
    return (
      <ButtonLink to="/mentoria/ser-mentora" variant="outline" size="sm">
        {T.edit}
      </ButtonLink>
    );
  if (mentor.myRequest)
    return (
      <p className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-primary-800">
        <CalendarCheck aria-hidden="true" className="size-4" />
        {mentor.myRequest === 'accepted' ? T.accepted : T.pending}
      </p>
    );
  if (!mentor.viewer.canRequest) return null;
  return (
    <RequestDialog
      mentor={mentor}
      trigger={
        <Button size="sm" aria-label={T.requestTo(mentor.member.name)}>
          {T.request}
        </Button>
      }
    />
  );
}

interface MentorCardProps {
  mentor: Mentor;
  /** Why she is recommended ('Recomendadas para você'). */
  reasons?: readonly string[];
  headingLevel?: 'h2' | 'h3';
}

/**
 * A mentora: photo, name (to her profile), title, 'Mentora em …', pitch, format and UF,
 * languages, availability this month, completed sessions, and 'Pedir mentoria' (or her
 * request's state) as the server's flags say.
 */
export function MentorCard({ mentor, reasons, headingLevel: Heading = 'h3' }: MentorCardProps) {
  const { member } = mentor;
  const state = availability(mentor);
  const where = [T.format[mentor.format], mentor.format === 'online' ? null : mentor.state]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="flex h-full w-full flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-4">
        <Avatar name={member.name} src={member.imageUrl} size="lg" decorative />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="text-lg font-semibold break-words text-ink">
            <Link
              to={memberHref(member)}
              className="rounded-sm hover:text-primary-700 hover:underline hover:underline-offset-4"
            >
              {member.name}
            </Link>
          </Heading>
          {member.professionalTitle ? (
            <p className="text-sm break-words text-ink">{member.professionalTitle}</p>
          ) : null}
          <p className="text-sm font-semibold text-primary-800">{mentor.label}</p>
        </div>
      </div>
      {reasons && reasons.length > 0 ? (
        <div className="rounded-md bg-primary-50 p-3 text-sm text-ink">
          <p className="flex items-center gap-1.5 font-semibold">
            <Sparkles aria-hidden="true" className="size-4 text-primary-700" />
            {MENTORING_UI.directory.why}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm break-words text-ink">{mentor.pitch}</p>
      <dl className="flex flex-col gap-1 text-sm text-ink-muted">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{MENTORING_UI.filters.format}</dt>
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <dd>{where}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{T.languages}</dt>
          <Languages aria-hidden="true" className="size-4 shrink-0" />
          <dd>{mentor.languages.join(', ')}</dd>
        </div>
        {mentor.skills.length > 0 ? (
          <div className="flex gap-1.5">
            <dt className="sr-only">{T.skills}</dt>
            <dd className="flex flex-wrap gap-1">
              {mentor.skills.map((skill) => (
                <span key={skill} className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-ink">
                  {skill}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <span className={cn('w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold', state.tone)}>
            {state.text}
          </span>
          <span className="text-xs text-ink-muted">{T.sessions(mentor.completedSessions)}</span>
        </div>
        <CardAction mentor={mentor} />
      </div>
    </article>
  );
}
