import { PREFERENCES_COPY } from '@domain/copy/preferences';
import { WIZARD_STEPS } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { JobPreference } from '@domain/schemas/preferences';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { fieldErrorMessages } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { useRolesByIds, useSaveJobPreference } from '../api';
import {
  firstErrorPath,
  type PreferenceFormOutput,
  type PreferenceFormValues,
  preferenceFormSchema,
  STEP_FIELDS,
  stepOf,
  toFormValues,
} from '../form';
import { WizardStepBasics } from './wizard-step-basics';
import { WizardStepLocations } from './wizard-step-locations';
import { type RolePickerState, WizardStepRoles } from './wizard-step-roles';

const W = PREFERENCES_COPY.wizard;
const STEPS = Array.from({ length: WIZARD_STEPS }, (_, i) => i + 1);

interface PreferenceWizardProps {
  /** The profile being edited; absent for a new one. */
  profile?: JobPreference;
  /** The proposed name of a new profile ('Perfil Principal', 'Perfil 2' …). */
  defaultName: string;
  /** Leaves the wizard (after saving or on 'Cancelar'). */
  onClose: () => void;
}

/**
 * The 3-step wizard of SPEC §2: 1 work models, contract types, salary range; 2 locations;
 * 3 sector, category, roles. The step buttons jump to any step; 'Próximo' checks the current
 * step first; 'Salvar' (only on the last step) checks everything and, if something is wrong,
 * opens the step that has it with the focus on the field.
 */
export function PreferenceWizard({ profile, defaultName, onClose }: PreferenceWizardProps) {
  const titleId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [step, setStep] = useState(1);
  const save = useSaveJobPreference();

  const form = useForm<PreferenceFormValues, unknown, PreferenceFormOutput>({
    resolver: zodResolver(preferenceFormSchema),
    defaultValues: toFormValues(profile, defaultName),
    shouldFocusError: false,
  });
  const {
    register,
    trigger,
    setError,
    setFocus,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const [picker, setPicker] = useState<RolePickerState>({ sectorId: null, categoryId: null, names: {} });
  const savedRoles = useRolesByIds(profile?.preferredRoles ?? []);
  const roleNames = {
    ...Object.fromEntries((savedRoles.data ?? []).map((r) => [r.id, r.name])),
    ...picker.names,
  };

  // Each step change moves the focus to the new step's heading (or to the field to fix).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run when the step changes
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target) setFocus(target as FieldPath<PreferenceFormValues>);
    else stepHeading.current?.focus();
  }, [step, setFocus]);

  function goTo(next: number, focusField?: string) {
    if (next === step) {
      if (focusField) setFocus(focusField as FieldPath<PreferenceFormValues>);
      return;
    }
    pendingFocus.current = focusField ?? null;
    setStep(next);
  }

  async function next() {
    const fields = STEP_FIELDS[step] ?? [];
    if (await trigger(fields)) goTo(Math.min(step + 1, WIZARD_STEPS));
    else goTo(step, firstErrorPath(form.formState.errors));
  }

  const submit = handleSubmit(
    async (input) => {
      try {
        await save.mutateAsync({ id: profile?.id, input });
      } catch (error) {
        const paths = isApiError(error) ? Object.keys(error.fields) : [];
        if (isApiError(error) && paths.length > 0) {
          for (const [path, message] of Object.entries(error.fields)) {
            setError(path as FieldPath<PreferenceFormValues>, { type: 'server', message });
          }
          const first = paths[0] ?? '';
          goTo(stepOf(first), first);
        }
        toast.error(MSG.preferences.saveError);
        return;
      }
      toast.success(MSG.preferences.saved);
      onClose();
    },
    (invalid) => {
      const path = firstErrorPath(invalid);
      if (path) goTo(stepOf(path), path);
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field of steps 1 and 2 moves on instead of saving half an answer.
    if (step < WIZARD_STEPS) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-6 rounded-card bg-surface p-4 shadow-card md:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {profile ? W.editTitle(profile.name) : W.newTitle}
      </h2>

      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
          <FormField label={W.name} error={fieldErrorMessages(errors.name)}>
            {(props) => <Input maxLength={60} autoComplete="off" {...props} {...register('name')} />}
          </FormField>

          <nav aria-label={W.stepsLabel}>
            <ol className="flex items-center gap-2">
              {STEPS.map((n) => (
                <li key={n} className="flex flex-1 items-center gap-2">
                  <button
                    type="button"
                    onClick={() => goTo(n)}
                    aria-current={n === step ? 'step' : undefined}
                    className={cn(
                      'flex min-h-11 w-full items-center gap-2 rounded-control px-2 py-1 text-left text-sm font-semibold',
                      n === step ? 'bg-primary-50 text-primary-900' : 'text-ink-muted hover:bg-primary-50',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2',
                        n === step
                          ? 'border-primary-600 bg-primary-600 text-white'
                          : 'border-line-strong text-ink',
                      )}
                    >
                      {n}
                    </span>
                    <span className="sr-only">{W.step(n, WIZARD_STEPS)}: </span>
                    <span className="hidden md:inline">{W.stepTitles[n - 1]}</span>
                    <span className="sr-only md:hidden">{W.stepTitles[n - 1]}</span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>

          <div className="flex flex-col gap-4">
            <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-bold text-ink">
              <span className="block text-sm font-semibold text-ink-muted">{W.step(step, WIZARD_STEPS)}</span>
              {W.stepTitles[step - 1]}
            </h3>
            {step === 1 ? <WizardStepBasics /> : null}
            {step === 2 ? <WizardStepLocations /> : null}
            {step === 3 ? (
              <WizardStepRoles
                picker={{ ...picker, names: roleNames }}
                onPickerChange={(nextPicker) => setPicker(nextPicker)}
              />
            ) : null}
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 md:flex-row md:justify-between">
            <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
              {MSG.common.cancel}
            </Button>
            <div className="flex flex-col-reverse gap-3 md:flex-row">
              {step > 1 ? (
                <Button key="previous" variant="outline" onClick={() => goTo(step - 1)}>
                  {W.previous}
                </Button>
              ) : null}
              {step < WIZARD_STEPS ? (
                <Button key="next" onClick={() => void next()}>
                  {W.next}
                </Button>
              ) : (
                <Button key="save" type="submit" disabled={isSubmitting}>
                  {isSubmitting ? MSG.common.saving : MSG.common.save}
                </Button>
              )}
            </div>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
