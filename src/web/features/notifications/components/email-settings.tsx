import { EMAIL_MODE_OPTIONS, NOTIFICATIONS_COPY } from '@domain/copy/notifications';
import { EMAIL_MODES, type EmailMode } from '@domain/enums';
import { EMAIL_DEFAULTS, EMAIL_SETTING_KINDS } from '@domain/rules/notifications';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { type FormEvent, useId, useState } from 'react';
import { type EmailChoices, useEmailSettings, useSaveEmailSettings } from '../email-api';

const T = NOTIFICATIONS_COPY.email;

const isMode = (value: string): value is EmailMode => (EMAIL_MODES as readonly string[]).includes(value);

/** Her choice for every kind: the server's, the defaults for any kind it did not list. */
function choicesOf(settings: readonly { kind: string; mode: EmailMode }[]): EmailChoices {
  const choices: EmailChoices = { ...EMAIL_DEFAULTS };
  for (const { kind, mode } of settings) {
    if (kind in choices) choices[kind as keyof EmailChoices] = mode;
  }
  return choices;
}

/**
 * 'E-mails de notificação' in Configurações (issue 16): per kind, no e-mail, each event, or the
 * daily digest, as GET /api/notifications/email-settings reports them; 'Salvar' PUTs them all.
 * The settings page gives the section its heading.
 */
export function EmailSettings() {
  const query = useEmailSettings();
  if (query.isPending) return <InlineLoading label={T.loading} />;
  if (query.isError) return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  // Keyed by what was loaded, so a reload after saving starts the form from the saved values.
  return <EmailSettingsForm key={query.dataUpdatedAt} initial={choicesOf(query.data.settings)} />;
}

function EmailSettingsForm({ initial }: { initial: EmailChoices }) {
  const [choices, setChoices] = useState(initial);
  const save = useSaveEmailSettings();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      EMAIL_SETTING_KINDS.map((kind) => ({ kind, mode: choices[kind] })),
      {
        onSuccess: () => toast.success(T.saved),
        onError: (error) => {
          console.info('[notifications] salvar preferências de e-mail falhou', error);
          toast.error(T.saveError);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <ul className="flex flex-col divide-y divide-line">
        {EMAIL_SETTING_KINDS.map((kind) => {
          const controlId = `${id}-${kind}`;
          return (
            <li
              key={kind}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <label htmlFor={controlId} className="text-sm font-semibold text-ink">
                {T.kinds[kind]}
              </label>
              <div className="sm:w-56 sm:shrink-0">
                <Select
                  id={controlId}
                  name={kind}
                  value={choices[kind]}
                  options={EMAIL_MODE_OPTIONS}
                  onChange={(event) => {
                    const mode = event.target.value;
                    if (isMode(mode)) setChoices((current) => ({ ...current, [kind]: mode }));
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="self-start" aria-disabled={save.isPending}>
        {save.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
