import { JOB_ALERTS_COPY as A, JOB_ALERT_FREQUENCY_LABELS } from '@domain/copy/vacancy-alerts';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@domain/enums';
import { useQuery } from '@tanstack/react-query';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { TextLink } from '@web/ui/text-link';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { jobAlertQueryOptions, useSetJobAlert } from '../../saved-api';
import { AsideBox } from '../list/my-profiles';

const OPTIONS = JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: JOB_ALERT_FREQUENCY_LABELS[value] }));

/**
 * 'Alertas de vagas': how often she is e-mailed the new vacancies matching her active job
 * preference profile ('Desligado' by default, 'Diário', 'Semanal'); saved as soon as chosen.
 * Without an active profile nothing would match: she is told so, with the way to one.
 */
export function JobAlertSetting() {
  const query = useQuery(jobAlertQueryOptions());
  const setAlert = useSetJobAlert();
  const selectId = useId();
  const hintId = useId();

  let body: React.ReactNode;
  if (query.isPending) body = <InlineLoading label={A.kindLabel} labelHidden />;
  else if (query.isError) body = <InlineProblem text={A.loadError} onRetry={() => void query.refetch()} />;
  else {
    const value = setAlert.isPending ? (setAlert.variables ?? query.data.frequency) : query.data.frequency;
    body = (
      <>
        <p id={hintId} className="text-sm text-ink-muted">
          {A.hint}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold text-ink">
            {A.frequency}
          </label>
          <Select
            id={selectId}
            aria-describedby={hintId}
            options={OPTIONS}
            value={value}
            aria-busy={setAlert.isPending || undefined}
            onChange={(event) =>
              setAlert.mutate(event.target.value as JobAlertFrequency, {
                onSuccess: () => toast.success(A.savedToast),
                onError: () => toast.error(A.error),
              })
            }
          />
        </div>
        {query.data.hasActivePreference ? null : (
          <p className="text-sm text-ink-muted">
            {A.noPreference}{' '}
            <TextLink to="/preferencias-vagas" className="text-sm">
              {A.managePreferences}
            </TextLink>
          </p>
        )}
      </>
    );
  }
  return (
    <AsideBox title={A.kindLabel} icon={<BellRing aria-hidden="true" className="size-5 text-primary-700" />}>
      {body}
    </AsideBox>
  );
}
