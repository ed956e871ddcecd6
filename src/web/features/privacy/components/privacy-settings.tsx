import { PRIVACY_COPY, SEARCH_ENGINES_COPY } from '@domain/copy/privacy';
import { TALENT_PRIVACY_COPY } from '@domain/copy/talent';
import {
  PRIVACY_AUDIENCES,
  PRIVACY_FIELDS,
  type PrivacyAudience,
  type PrivacySettings as Settings,
} from '@domain/rules/privacy';
import { toast } from '@web/lib/toast';
import { Button } from '@web/ui/button';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { type FormEvent, useId, useState } from 'react';
import { usePrivacySettings, useSavePrivacySettings } from '../api';
import { type OptInCopy, OptInSwitch } from './opt-in-switch';
import { TalentPrivacy } from './talent-privacy';

const T = PRIVACY_COPY;

const OPTIONS = PRIVACY_AUDIENCES.map((audience) => ({ value: audience, label: T.audiences[audience] }));

const isAudience = (value: string): value is PrivacyAudience =>
  (PRIVACY_AUDIENCES as readonly string[]).includes(value);

/**
 * Configurações' 'Privacidade' (issue 19): per part of her profile, who sees it — Ninguém,
 * Conexões, Toda a rede or Público — as GET /api/me/privacy reports it; 'Salvar' PUTs them all. The
 * settings page gives the section its heading. Below, whether search engines may show her
 * profile, and the talent search's part (her opt-in and 'Empresas que viram seu perfil').
 */
export function PrivacySettings() {
  return (
    <div className="flex flex-col gap-8">
      <FieldChoices />
      <SearchEngines />
      <TalentPrivacy />
    </div>
  );
}

const SEARCH_ENGINES_OPT_IN: OptInCopy = {
  label: SEARCH_ENGINES_COPY.optIn,
  hint: SEARCH_ENGINES_COPY.optInHint,
  saved: TALENT_PRIVACY_COPY.saved,
  loadError: TALENT_PRIVACY_COPY.optInLoadError,
  saveError: TALENT_PRIVACY_COPY.saveError,
};

function SearchEngines() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {SEARCH_ENGINES_COPY.title}
      </h3>
      <OptInSwitch optIn="searchEngines" copy={SEARCH_ENGINES_OPT_IN} />
    </section>
  );
}

function FieldChoices() {
  const query = usePrivacySettings();
  if (query.isPending) return <InlineLoading label={T.loading} />;
  if (query.isError) return <InlineProblem text={T.loadError} onRetry={() => void query.refetch()} />;
  // Keyed by what was loaded, so a reload after saving starts the form from the saved values.
  return <PrivacyForm key={query.dataUpdatedAt} initial={query.data} />;
}

function PrivacyForm({ initial }: { initial: Settings }) {
  const [settings, setSettings] = useState(initial);
  const save = useSavePrivacySettings();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(settings, {
      onSuccess: () => toast.success(T.saved),
      onError: (error) => {
        console.info('[privacy] salvar privacidade falhou', error);
        toast.error(T.saveError);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
        {PRIVACY_AUDIENCES.map((audience) => (
          <div key={audience} className="contents">
            <dt className="font-semibold text-ink">{T.audiences[audience]}</dt>
            <dd>{T.audienceHints[audience]}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-col divide-y divide-line">
        {PRIVACY_FIELDS.map((field) => {
          const controlId = `${id}-${field}`;
          return (
            <li
              key={field}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="flex flex-col">
                <label htmlFor={controlId} className="text-sm font-semibold text-ink">
                  {T.fields[field]}
                </label>
                <span id={`${controlId}-hint`} className="text-sm text-ink-muted">
                  {T.fieldHints[field]}
                </span>
              </div>
              <div className="sm:w-44 sm:shrink-0">
                <Select
                  id={controlId}
                  name={field}
                  aria-describedby={`${controlId}-hint`}
                  value={settings[field]}
                  options={OPTIONS}
                  onChange={(event) => {
                    const audience = event.target.value;
                    if (isAudience(audience)) setSettings((current) => ({ ...current, [field]: audience }));
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
