import { MODERATION_COPY, MODERATION_DECISION_LABELS, REPORT_REASON_LABELS } from '@domain/copy/moderation';
import { SUSPENSION_MAX_DAYS } from '@domain/limits';
import {
  MODERATION_DECISIONS,
  type ModerationDecision,
  REPORT_REASONS,
  type ReportReason,
} from '@domain/moderation-enums';
import type { QueueItem } from '@domain/schemas/moderation';
import { isApiError } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select } from '@web/ui/select';
import { Textarea } from '@web/ui/textarea';
import { type FormEvent, useId, useState } from 'react';
import { useDecide } from '../api';

const T = MODERATION_COPY.queue;

const FLAG: Record<ModerationDecision, keyof QueueItem['viewer']> = {
  dismiss: 'canDismiss',
  remove: 'canRemove',
  warn: 'canWarn',
  suspend: 'canSuspend',
};

/**
 * A case's decision: the actions her viewer flags allow (a radio group), the rule broken and
 * the explanation the author will read (not for a dismissal), the days of a suspension or
 * 'Permanente'. The server checks everything again; its refusal is shown here.
 */
export function DecisionForm({ item }: { item: QueueItem }) {
  const decide = useDecide();
  const allowed = MODERATION_DECISIONS.filter((d) => item.viewer[FLAG[d]]);
  const [decision, setDecision] = useState<ModerationDecision>(allowed[0] ?? 'dismiss');
  const [rule, setRule] = useState<ReportReason | ''>('');
  const [explanation, setExplanation] = useState('');
  const [days, setDays] = useState('7');
  const [permanent, setPermanent] = useState(false);
  const legendId = useId();
  const fields = isApiError(decide.error) ? decide.error.fields : {};
  const formError =
    isApiError(decide.error) && Object.keys(fields).length === 0 ? decide.error.message : null;
  if (allowed.length === 0) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    decide.mutate(
      {
        caseId: item.id,
        decision,
        ...(decision !== 'dismiss' && rule ? { rule } : {}),
        ...(explanation.trim() ? { explanation: explanation.trim() } : {}),
        ...(decision === 'suspend' ? { days: permanent ? null : Number(days) } : {}),
      },
      { onSuccess: () => toast.success(T.applied) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 border-t border-line pt-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend id={legendId} className="mb-2 w-full text-sm font-semibold text-ink">
          {T.decisionLegend}
        </legend>
        {allowed.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-line px-3 has-checked:border-primary-600 has-checked:bg-primary-50"
          >
            <input
              type="radio"
              name={`decision-${item.id}`}
              value={value}
              checked={decision === value}
              onChange={() => setDecision(value)}
              className="size-5 accent-primary-600"
            />
            <span className="text-sm font-medium text-ink">{MODERATION_DECISION_LABELS[value]}</span>
          </label>
        ))}
      </fieldset>
      {decision !== 'dismiss' ? (
        <>
          <FormField label={T.ruleLabel} error={fields.rule}>
            {(control) => (
              <Select
                {...control}
                value={rule}
                placeholder={T.chooseRule}
                options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
                onChange={(event) => setRule(event.target.value as ReportReason | '')}
              />
            )}
          </FormField>
          <FormField label={T.explanationLabel} error={fields.explanation}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={explanation}
                onChange={(e) => setExplanation(e.target.value)}
              />
            )}
          </FormField>
        </>
      ) : null}
      {decision === 'suspend' ? (
        <div className="flex flex-wrap items-end gap-4">
          <FormField label={T.daysLabel} error={fields.days}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                max={SUSPENSION_MAX_DAYS}
                disabled={permanent}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                className="w-28"
              />
            )}
          </FormField>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              checked={permanent}
              onChange={(event) => setPermanent(event.target.checked)}
              className="size-5 accent-primary-600"
            />
            {T.permanent}
          </label>
        </div>
      ) : null}
      <FormAlert>{formError}</FormAlert>
      <div>
        <Button type="submit" aria-disabled={decide.isPending || undefined}>
          {decide.isPending ? T.applying : T.apply}
        </Button>
      </div>
    </form>
  );
}
