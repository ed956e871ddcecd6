import { PREFERENCES_COPY as C } from '@domain/copy/preferences';
import { COPY, MSG } from '@domain/messages';
import type { JobPreference } from '@domain/schemas/preferences';
import { Button } from '@web/ui/button';
import { EditorPage } from '@web/ui/editor-page';
import { Notice } from '@web/ui/form-alert';
import { PageLoading, ProblemNotice } from '@web/ui/page-states';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useJobPreferences } from '../api';
import { PreferenceCard, toggleButtonId } from '../components/preference-card';
import { PreferenceWizard } from '../components/preference-wizard';
import { defaultProfileName } from '../form';

type WizardState = { profile?: JobPreference } | null;

/** /preferencias-vagas: her preference profiles and the 3-step wizard (SPEC §2). */
export function JobPreferencesPage() {
  const preferences = useJobPreferences();
  const [wizard, setWizard] = useState<WizardState>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back from the wizard, the focus returns to 'Novo perfil'.
  useEffect(() => {
    if (wizard === null && returnFocus.current) {
      returnFocus.current = false;
      newButton.current?.focus();
    }
  }, [wizard]);

  function closeWizard() {
    returnFocus.current = true;
    setWizard(null);
  }

  const list = preferences.data ?? [];

  return (
    <EditorPage title={COPY.pages.jobPreferences} intro={C.intro}>
      {preferences.isPending ? (
        <PageLoading />
      ) : preferences.isError ? (
        <ProblemNotice text={MSG.preferences.loadError} onRetry={() => preferences.refetch()} />
      ) : wizard ? (
        <PreferenceWizard
          profile={wizard.profile}
          defaultName={defaultProfileName(list.length)}
          onClose={closeWizard}
        />
      ) : (
        <>
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <Notice>{C.oneActive}</Notice>
            <Button ref={newButton} className="shrink-0" onClick={() => setWizard({})}>
              <Plus aria-hidden="true" className="size-5" />
              {C.newProfile}
            </Button>
          </div>
          {list.length === 0 ? (
            <p className="text-ink-muted">{C.empty}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((profile) => (
                <li key={profile.id}>
                  <PreferenceCard
                    profile={profile}
                    onEdit={() => setWizard({ profile })}
                    onToggled={(id) =>
                      // The list reorders (active first): keep the focus on the button she pressed.
                      requestAnimationFrame(() => document.getElementById(toggleButtonId(id))?.focus())
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </EditorPage>
  );
}
