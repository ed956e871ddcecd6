import { ONBOARDING_COPY } from '@domain/copy/onboarding';
import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import { ONBOARDING_STEP_KEYS, type OnboardingStepKey } from '@domain/rules/profile-strength';
import type { OnboardingStepView } from '@domain/schemas/onboarding';
import type { OwnProfile, ProfileUpdate } from '@domain/schemas/profile';
import { useQuery } from '@tanstack/react-query';
import { ProfileImageUpload } from '@web/features/profile';
import { statesCatalogueQueryOptions, useOwnProfile, useUpdateProfile } from '@web/features/profile/api';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/use-page-title';
import { Button, ButtonLink } from '@web/ui/button';
import { FormAlert } from '@web/ui/form-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { Select } from '@web/ui/select';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDismissOnboarding, useOnboarding, useRecountOnboarding } from '../api';
import { ProfileStrengthMeter } from '../components/profile-strength-meter';
import { CommunitySuggestions, PeopleSuggestions } from '../components/step-suggestions';

const P = ONBOARDING_COPY.page;
const S = ONBOARDING_COPY.steps;

/** Where the steps done on another page are done (the page's own form, reused). */
const ELSEWHERE: Partial<Record<OnboardingStepKey, { to: string; label: string }>> = {
  preference: { to: '/preferencias-vagas', label: S.preference.open },
  communities: { to: '/rede', label: S.communities.open },
  people: { to: '/rede/pessoas', label: S.people.open },
};

function isStepKey(value: string | null): value is OnboardingStepKey {
  return (ONBOARDING_STEP_KEYS as readonly string[]).includes(value ?? '');
}

/** Her profile as PUT /profile/me wants it (the whole of it), with `patch` applied. */
function profileUpdate(profile: OwnProfile, patch: Partial<ProfileUpdate>): ProfileUpdate {
  return {
    fullName: profile.fullName,
    professionalTitle: profile.professionalTitle,
    bio: profile.bio,
    phone: profile.phone,
    state: profile.state,
    city: profile.city,
    birthDate: profile.birthDate,
    experienceYears: profile.experienceYears,
    linkedinUrl: profile.linkedinUrl,
    websiteUrl: profile.websiteUrl,
    lattesUrl: profile.lattesUrl,
    isLookingForJob: profile.isLookingForJob,
    softSkills: profile.softSkills,
    hardSkills: profile.hardSkills,
    filhos: profile.filhos.map((child) => ({ nome: child.nome, birth_date: child.birth_date ?? '' })),
    idiomas: profile.idiomas as ProfileUpdate['idiomas'],
    ...patch,
  };
}

/** Skills typed as 'SQL, Python; Liderança', added to hers once each. */
function addedSkills(current: readonly string[], typed: string): string[] {
  const seen = new Set(current.map((s) => s.toLocaleLowerCase('pt-BR')));
  const added: string[] = [];
  for (const part of typed.split(/[,;\n]/)) {
    const skill = part.trim();
    const key = skill.toLocaleLowerCase('pt-BR');
    if (skill && !seen.has(key)) {
      seen.add(key);
      added.push(skill);
    }
  }
  return [...current, ...added];
}

/** Title, city or skills: a one-field form saved through her profile. */
function ProfileFieldStep({
  stepKey,
  profile,
  onSaved,
}: {
  stepKey: 'title' | 'city' | 'skills';
  profile: OwnProfile;
  onSaved: () => void;
}) {
  const update = useUpdateProfile();
  const states = useQuery({ ...statesCatalogueQueryOptions(), enabled: stepKey === 'city' });
  const [title, setTitle] = useState(profile.professionalTitle ?? '');
  const [state, setState] = useState(profile.state ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const [skills, setSkills] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const patch: Partial<ProfileUpdate> =
      stepKey === 'title'
        ? { professionalTitle: title.trim() || null }
        : stepKey === 'city'
          ? { state: state || null, city: city.trim() || null }
          : { hardSkills: addedSkills(profile.hardSkills, skills) };
    update.mutate(profileUpdate(profile, patch), { onSuccess: onSaved });
  };

  const current = [...profile.softSkills, ...profile.hardSkills];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {update.isError ? <FormAlert>{MSG.profile.updateError}</FormAlert> : null}
      {stepKey === 'title' ? (
        <FormField label={PROFILE_COPY.labels.professionalTitle} hint={S.title.help}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={120}
              placeholder={PROFILE_COPY.labels.professionalTitlePlaceholder}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </FormField>
      ) : null}
      {stepKey === 'city' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={PROFILE_COPY.labels.state}>
            {(control) => (
              <Select
                {...control}
                value={state}
                placeholder={PROFILE_COPY.labels.statePlaceholder}
                options={(states.data ?? []).map((s) => ({ value: s.uf, label: s.name }))}
                onChange={(e) => setState(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={PROFILE_COPY.labels.city} hint={S.city.help}>
            {(control) => (
              <Input {...control} value={city} maxLength={80} onChange={(e) => setCity(e.target.value)} />
            )}
          </FormField>
        </div>
      ) : null}
      {stepKey === 'skills' ? (
        <>
          {current.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {current.map((skill) => (
                <li key={skill} className="rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-800">
                  {skill}
                </li>
              ))}
            </ul>
          ) : null}
          <FormField label={PROFILE_COPY.labels.hardSkills} hint={S.skills.help}>
            {(control) => (
              <Input
                {...control}
                value={skills}
                placeholder={PROFILE_COPY.labels.hardSkillsPlaceholder}
                onChange={(e) => setSkills(e.target.value)}
              />
            )}
          </FormField>
        </>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          {P.saveAndContinue}
        </Button>
      </div>
    </form>
  );
}

function StepList({ steps, current }: { steps: OnboardingStepView[]; current: OnboardingStepKey }) {
  return (
    <nav aria-label={P.stepsLabel}>
      <ol className="flex flex-col gap-1">
        {steps.map((step) => (
          <li key={step.key}>
            <Link
              to={`?etapa=${step.key}`}
              replace
              aria-current={step.key === current ? 'step' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-control px-3 py-2 text-sm text-ink hover:bg-primary-50',
                step.key === current && 'bg-primary-50 font-semibold',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                  step.done ? 'border-primary-600 bg-primary-600 text-white' : 'border-primary-200',
                )}
              >
                {step.done ? <Check className="size-4" /> : null}
              </span>
              <span className="flex-1">{step.title}</span>
              {step.done ? <span className="sr-only">{P.stepDone}</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * /boas-vindas (issue 22): the guided setup after her first sign-in — a photo, her title, her
 * city, 3 skills, a first job preference profile, 3 communities, 3 people. Each step is done
 * with the forms that already exist (her profile, the preferences wizard, the community and
 * people pages) and counted from her data; 'Pular por enquanto' stops the greeting, and the
 * meter on her profile and the feed brings her back to the step she left.
 */
export function OnboardingPage() {
  usePageTitle(P.title);
  const onboarding = useOnboarding();
  const own = useOwnProfile();
  const dismiss = useDismissOnboarding();
  const recount = useRecountOnboarding();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  if (onboarding.isError || own.isError) {
    return (
      <PageProblem
        title={P.loadError}
        onRetry={() => {
          void onboarding.refetch();
          void own.refetch();
        }}
      />
    );
  }
  if (!onboarding.data || !own.data) return <PageLoading />;

  const { steps, next } = onboarding.data;
  const asked = search.get('etapa');
  const current: OnboardingStepKey = isStepKey(asked) ? asked : (next?.key ?? 'photo');
  const index = ONBOARDING_STEP_KEYS.indexOf(current);
  const step = steps[index];
  const following = ONBOARDING_STEP_KEYS[index + 1];
  const goOn = () => {
    recount();
    void navigate(following ? `?etapa=${following}` : '/feed', { replace: Boolean(following) });
  };
  const skip = () => dismiss.mutate(undefined, { onSuccess: () => void navigate('/feed') });
  const elsewhere = ELSEWHERE[current];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{P.heading}</h1>
        <p className="text-ink-muted">{P.intro}</p>
      </header>
      <div className="grid items-start gap-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <ProfileStrengthMeter />
          <StepList steps={steps} current={current} />
        </div>
        <section
          aria-labelledby="onboarding-step-title"
          className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-card md:col-span-2"
        >
          <h2 id="onboarding-step-title" className="text-xl font-bold text-ink">
            {step?.label}
          </h2>
          {step?.done ? <p className="font-semibold text-primary-700">{P.stepDone}</p> : null}
          <p className="text-ink-muted">{S[current].help}</p>
          {current === 'photo' ? (
            <ProfileImageUpload kind="avatar" name={own.data.fullName} url={own.data.profileImageUrl} />
          ) : null}
          {current === 'title' || current === 'city' || current === 'skills' ? (
            <ProfileFieldStep key={current} stepKey={current} profile={own.data} onSaved={goOn} />
          ) : null}
          {current === 'communities' ? <CommunitySuggestions onDone={recount} /> : null}
          {current === 'people' ? <PeopleSuggestions onDone={recount} /> : null}
          {elsewhere ? (
            <div>
              <ButtonLink to={elsewhere.to}>{elsewhere.label}</ButtonLink>
            </div>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-primary-50 pt-4">
            {next === null ? (
              <p className="font-semibold text-ink">{P.done}</p>
            ) : (
              <Button variant="ghost" onClick={skip} disabled={dismiss.isPending}>
                {P.skip}
              </Button>
            )}
            {following ? (
              <Button variant="outline" onClick={goOn}>
                {P.nextStep}
              </Button>
            ) : (
              <ButtonLink to="/feed" variant="outline">
                {P.goToFeed}
              </ButtonLink>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
