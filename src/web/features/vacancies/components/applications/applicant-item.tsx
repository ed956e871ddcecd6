import { VACANCY_APPLICATIONS_COPY } from '@domain/copy/vacancy-applications';
import type { ApplicationStatus } from '@domain/enums';
import { canMoveApplication } from '@domain/rules/vacancies';
import type { Applicant } from '@domain/schemas/vacancies';
import { MessageButton } from '@web/features/chat';
import { useAuth } from '@web/lib/auth-provider';
import { formatLongDate } from '@web/lib/format-date';
import { Avatar } from '@web/ui/avatar';
import { Button } from '@web/ui/button';
import { Spinner } from '@web/ui/spinner';
import { Eye, FileText, Star, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { applicationCvHref, type MovableStatus } from '../../api';
import { ApplicationStatusBadge } from '../shared/badges';
import { profileHref } from '../shared/links';
import { ApplicantNotes } from './applicant-notes';

const T = VACANCY_APPLICATIONS_COPY;

export const applicantDomId = (applicationId: string) => `candidatura-${applicationId}`;

/**
 * The moves the page offers, in this order. 'viewed' only as a way back from a decision: a new
 * application becomes 'viewed' by itself once the page has shown it.
 */
const MOVES: { to: MovableStatus; label: string; icon: ReactNode; from: readonly ApplicationStatus[] }[] = [
  {
    to: 'shortlisted',
    label: T.shortlist,
    icon: <Star aria-hidden="true" className="size-4" />,
    from: ['new', 'viewed', 'declined'],
  },
  {
    to: 'declined',
    label: T.decline,
    icon: <X aria-hidden="true" className="size-4" />,
    from: ['new', 'viewed', 'shortlisted'],
  },
  {
    to: 'viewed',
    label: T.backToViewed,
    icon: <Eye aria-hidden="true" className="size-4" />,
    from: ['shortlisted', 'declined'],
  },
];

/** What may be done to an application now (rules/vacancies.ts decides what is allowed at all). */
export function movesFor(status: ApplicationStatus) {
  return MOVES.filter((move) => move.from.includes(status) && canMoveApplication(status, move.to));
}

/**
 * One applicant: avatar, name (to her public profile), professional title, location, message,
 * when she applied and the status; then the moves allowed from that status, and 'Mensagem' to
 * write to her about this vacancy (a conversation that goes straight to her inbox).
 */
export function ApplicantItem({
  applicant,
  busy,
  disabled,
  onMove,
  vacancyId,
}: {
  applicant: Applicant;
  /** The vacancy she applied to: the conversation is about it. */
  vacancyId: string;
  /** This applicant's move is on its way. */
  busy: MovableStatus | null;
  /** Another move is on its way. */
  disabled: boolean;
  onMove: (applicant: Applicant, to: MovableStatus) => void;
}) {
  const applied = formatLongDate(applicant.createdAt);
  const { user } = useAuth();
  return (
    <article aria-labelledby={applicantDomId(applicant.id)} className="flex items-start gap-4">
      <Avatar name={applicant.fullName} src={applicant.profileImageUrl} size="lg" decorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-lg font-semibold break-words">
            <Link
              id={applicantDomId(applicant.id)}
              to={profileHref(applicant.slug)}
              className="rounded-sm text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline"
            >
              {applicant.fullName}
            </Link>
          </h3>
          <ApplicationStatusBadge status={applicant.status} audience="staff" />
        </div>
        {applicant.professionalTitle ? (
          <p className="break-words text-ink">{applicant.professionalTitle}</p>
        ) : null}
        {applicant.location ? (
          <p className="text-sm break-words text-ink-muted">{applicant.location}</p>
        ) : null}
        {applied ? (
          <p className="text-sm text-ink-muted">
            <time dateTime={applicant.createdAt}>{T.appliedOn(applied)}</time>
          </p>
        ) : null}
        {applicant.message ? (
          <figure className="mt-2 rounded-control border-l-4 border-primary-300 bg-primary-50 p-3">
            <figcaption className="text-sm font-semibold text-primary-900">{T.message}</figcaption>
            <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">
              {applicant.message}
            </blockquote>
          </figure>
        ) : null}
        {applicant.hasCv ? (
          <a
            href={applicationCvHref(vacancyId, applicant.id)}
            download
            aria-label={T.downloadCv(applicant.fullName)}
            className="mt-1 flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
          >
            <FileText aria-hidden="true" className="size-4" />
            {T.downloadCvShort}
          </a>
        ) : null}
        <fieldset aria-label={T.actions(applicant.fullName)} className="mt-3 flex min-w-0 flex-wrap gap-2">
          {movesFor(applicant.status).map((move) => (
            <Button
              key={move.to}
              size="sm"
              variant={move.to === 'shortlisted' ? 'primary' : 'outline'}
              aria-disabled={disabled || undefined}
              onClick={() => onMove(applicant, move.to)}
            >
              {busy === move.to ? <Spinner className="size-4 text-current" /> : move.icon}
              {move.label}
            </Button>
          ))}
          {user && user.id !== applicant.userId ? (
            <MessageButton
              member={{ id: applicant.userId, name: applicant.fullName }}
              vacancyId={vacancyId}
              compact
              size="sm"
            />
          ) : null}
        </fieldset>
        <ApplicantNotes vacancyId={vacancyId} applicationId={applicant.id} count={applicant.noteCount} />
      </div>
    </article>
  );
}
