import { PROFILE_COPY } from '@domain/copy/profile';
import { COPY, MSG } from '@domain/messages';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { ButtonLink } from '@web/ui/button';
import { PageLoading, PageProblem } from '@web/ui/page-states';
import { UserRound } from 'lucide-react';
import { languagesCatalogueQueryOptions, statesCatalogueQueryOptions, useOwnProfile } from '../api';
import { DeleteAccount } from '../components/delete-account';
import { PersonalProfileForm } from '../components/personal-profile-form';
import { ProfileImageUpload } from '../components/profile-image-upload';
import { SectionCard } from '../components/section-card';

/** /perfil and /perfil-pessoal: photo, details, languages, skills, children, links, delete account. */
export function PersonalProfilePage() {
  usePageTitle(COPY.pages.personalProfile);
  const profile = useOwnProfile();
  const states = useQuery(statesCatalogueQueryOptions());
  const languages = useQuery(languagesCatalogueQueryOptions());

  if (profile.isError) {
    return <PageProblem title={MSG.profile.loadError} onRetry={() => void profile.refetch()} />;
  }
  // The catalogues only fill selects: a failed one leaves its select empty, not the page broken.
  const cataloguesPending = states.isPending || languages.isPending;
  if (!profile.data || cataloguesPending) return <PageLoading label={MSG.profile.loading} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
          {COPY.pages.personalProfile}
        </h1>
        <ButtonLink to="/meu-perfil" variant="ghost">
          <UserRound aria-hidden="true" className="size-4" />
          {PROFILE_COPY.actions.viewMyProfile}
        </ButtonLink>
      </div>

      <SectionCard title={PROFILE_COPY.sections.photo}>
        <ProfileImageUpload kind="avatar" name={profile.data.fullName} url={profile.data.profileImageUrl} />
      </SectionCard>

      <PersonalProfileForm
        profile={profile.data}
        states={states.data ?? []}
        languages={languages.data ?? []}
      />

      <SectionCard title={PROFILE_COPY.sections.dangerZone}>
        <p className="text-ink-muted">{PROFILE_COPY.deleteIntro}</p>
        <DeleteAccount />
      </SectionCard>
    </div>
  );
}
