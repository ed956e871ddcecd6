import { VACANCIES_COPY } from '@domain/copy/vacancies';
import { MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { jobPreferencesQueryOptions } from '@web/features/preferences/api';
import { cn } from '@web/lib/cn';
import { ButtonLink } from '@web/ui/button';
import { InlineLoading, InlineProblem } from '@web/ui/page-states';
import { TextLink } from '@web/ui/text-link';
import { CircleCheck, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

const T = VACANCIES_COPY.profiles;
const PREFERENCES_PATH = '/preferencias-vagas';

/**
 * 'Meus perfis de vaga': her job preference profiles (name, active or not) and the way to manage
 * them; with none, an invitation to create one — the active one decides which vacancies come first.
 */
export function MyProfiles() {
  const query = useQuery(jobPreferencesQueryOptions());
  let body: ReactNode;
  if (query.isPending) {
    body = <InlineLoading label={T.loading} />;
  } else if (query.isError) {
    body = <InlineProblem text={MSG.preferences.loadError} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="font-semibold text-ink">{T.empty}</p>
        <p className="text-sm text-ink-muted">{T.emptyHint}</p>
        <ButtonLink to={PREFERENCES_PATH} size="sm">
          {T.create}
        </ButtonLink>
      </div>
    );
  } else {
    const anyActive = query.data.some((profile) => profile.isActive);
    body = (
      <>
        <ul className="flex flex-col gap-2">
          {query.data.map((profile) => (
            <li key={profile.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words text-ink">{profile.name}</span>
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  profile.isActive ? 'bg-accent-300 text-ink' : 'bg-neutral-100 text-neutral-700',
                )}
              >
                {profile.isActive ? <CircleCheck aria-hidden="true" className="size-3.5" /> : null}
                {profile.isActive ? T.active : T.inactive}
              </span>
            </li>
          ))}
        </ul>
        {anyActive ? null : <p className="text-sm text-ink-muted">{T.noActive}</p>}
        <TextLink to={PREFERENCES_PATH} className="self-start text-sm">
          {T.manage}
        </TextLink>
      </>
    );
  }

  return (
    <AsideBox
      title={T.title}
      icon={<SlidersHorizontal aria-hidden="true" className="size-5 text-primary-700" />}
    >
      {body}
    </AsideBox>
  );
}

/** A titled box of the page's side column: a region named by its <h2>. */
export function AsideBox({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
