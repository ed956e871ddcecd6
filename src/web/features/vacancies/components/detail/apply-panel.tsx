import { VACANCIES_COPY } from '@domain/copy/vacancies';
import type { VacancyDetail } from '@domain/schemas/vacancies';
import { isApiError } from '@web/lib/api';
import { focusWhenReady } from '@web/lib/focus';
import { formatLongDate } from '@web/lib/format-date';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink, buttonClasses } from '@web/ui/button';
import { ConfirmDialog } from '@web/ui/confirm-dialog';
import { CircleCheck, ExternalLink, FileText, Info, LogIn, Pencil, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import { applicationCvHref, useWithdrawApplication } from '../../api';
import { ApplicationStatusBadge } from '../shared/badges';
import { applicationsHref, editVacancyHref, vacancyHref } from '../shared/links';
import { APPLY_BUTTON_ID, ApplyDialog } from './apply-dialog';

const T = VACANCIES_COPY.apply;
const D = VACANCIES_COPY.detail;

const STATUS_HEADING_ID = 'minha-candidatura';

/**
 * What she can do about the vacancy, from the server's `viewer`:
 * - its staff (canManage): 'Editar' and 'Candidaturas';
 * - an inactive vacancy says so and takes no application (her existing one is still shown);
 * - her application: 'Candidatura enviada', its status, and 'Retirar candidatura';
 * - an external vacancy: 'Candidatar-se' opens the company's link in a new tab;
 * - a visitor: 'Entre para se candidatar', returning here after signing in;
 * - a member who may apply: 'Candidatar-se' and its dialog.
 */
export function ApplyPanel({ vacancy, onStale }: { vacancy: VacancyDetail; onStale: () => void }) {
  const { viewer } = vacancy;
  const external = vacancy.howToReceive === 'external' && vacancy.externalPlatform;

  return (
    <div className="flex flex-col gap-4">
      {!vacancy.isActive ? (
        <p
          role="status"
          className="flex gap-2 rounded-control border border-accent-500 bg-accent-50 p-3 font-semibold text-accent-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{D.inactive}</span>
        </p>
      ) : null}

      {viewer.canManage ? (
        <StaffActions vacancy={vacancy} />
      ) : viewer.application ? (
        <MyApplicationStatus vacancy={vacancy} />
      ) : !vacancy.isActive ? null : external ? (
        <div className="flex flex-col items-start gap-2">
          <a
            href={vacancy.externalPlatform ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'lg' })}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {T.apply} <span className="sr-only">{VACANCIES_COPY.common.newTab}</span>
          </a>
          <p className="text-sm text-ink-muted">{D.externalHint}</p>
        </div>
      ) : !viewer.signedIn ? (
        <div className="flex flex-col items-start gap-2">
          <ButtonLink to="/login" state={{ from: vacancyHref(vacancy.id) }} size="lg">
            <LogIn aria-hidden="true" className="size-5" />
            {D.signInToApply}
          </ButtonLink>
          <p className="text-sm text-ink-muted">{D.signInHint}</p>
        </div>
      ) : viewer.canApply ? (
        <ApplyDialog
          vacancyId={vacancy.id}
          title={vacancy.title}
          onApplied={() => {
            toast.success(T.sent);
            // The button that opened the dialog is gone: focus goes to her application's status.
            focusWhenReady(() => document.getElementById(STATUS_HEADING_ID));
          }}
          onRefused={onStale}
        />
      ) : null}
    </div>
  );
}

function StaffActions({ vacancy }: { vacancy: VacancyDetail }) {
  return (
    <fieldset aria-label={D.manage} className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-ink-muted">{D.manageHint}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={editVacancyHref(vacancy.id)} variant="outline">
          <Pencil aria-hidden="true" className="size-4" />
          {D.edit}
        </ButtonLink>
        <ButtonLink to={applicationsHref(vacancy.id)}>
          <Users aria-hidden="true" className="size-4" />
          {D.applications} ({vacancy.applicationCount.toLocaleString('pt-BR')})
        </ButtonLink>
      </div>
    </fieldset>
  );
}

function MyApplicationStatus({ vacancy }: { vacancy: VacancyDetail }) {
  const application = vacancy.viewer.application;
  // Withdrawing removes this panel: what follows it is the hook's, not the call's, callback.
  const withdraw = useWithdrawApplication(vacancy.id, () => {
    toast.success(T.withdrawn);
    focusWhenReady(() => document.getElementById(APPLY_BUTTON_ID), {
      fallback: () => document.querySelector<HTMLElement>('main h1'),
    });
  });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!application) return null;
  const sentOn = formatLongDate(application.createdAt);

  const onConfirm = () => {
    setError(null);
    withdraw.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (failure) =>
        setError(
          isApiError(failure) && (failure.status === 404 || failure.status === 409)
            ? failure.message
            : T.withdrawError,
        ),
    });
  };

  return (
    <section
      aria-labelledby={STATUS_HEADING_ID}
      className="flex flex-col gap-3 rounded-card border-2 border-success bg-success-soft p-4"
    >
      <h2
        id={STATUS_HEADING_ID}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-success"
      >
        <CircleCheck aria-hidden="true" className="size-5" />
        {VACANCIES_COPY.common.applied}
      </h2>
      <dl className="flex flex-col gap-2 text-ink">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-sm font-semibold">{T.statusLabel}:</dt>
          <dd>
            <ApplicationStatusBadge status={application.status} audience="applicant" />
          </dd>
        </div>
        {application.message ? (
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm font-semibold">{T.yourMessage}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-ink-muted">{application.message}</dd>
          </div>
        ) : null}
      </dl>
      {application.hasCv ? (
        <a
          href={applicationCvHref(vacancy.id, application.id)}
          download
          className="flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900"
        >
          <FileText aria-hidden="true" className="size-4" />
          {T.yourCv}
        </a>
      ) : null}
      {sentOn ? (
        <p className="text-sm text-ink-muted">
          <time dateTime={application.createdAt}>{VACANCIES_COPY.common.appliedOn(sentOn)}</time>
        </p>
      ) : null}
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm">
              <Undo2 aria-hidden="true" className="size-4" />
              {T.withdraw}
            </Button>
          }
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setError(null);
          }}
          title={T.withdrawTitle}
          description={T.withdrawText}
          confirmLabel={T.withdrawConfirm}
          busyLabel={T.withdrawing}
          busy={withdraw.isPending}
          error={error}
          onConfirm={onConfirm}
        />
      </div>
    </section>
  );
}
