import { PROFILE_COPY } from '@domain/copy/profile';
import { MSG } from '@domain/messages';
import { BriefcaseBusiness, FolderKanban, GraduationCap, Languages, Sparkles, UserRound } from 'lucide-react';
import { EducationList, ExperienceList, ProjectList } from './cv-lists';
import { hasNoCv, type ProfileView } from './profile-view';
import { EmptyText, SectionCard } from './section-card';
import { LanguageList, SkillList } from './skill-lists';

const S = PROFILE_COPY.sections;
const icon = 'size-5 text-primary-600';

/**
 * Everything under the header: skills and languages beside the four cards (Sobre, Formação
 * acadêmica, Experiência, Projetos e Conquistas). `own` adds the edit links of her own view.
 * A public profile with no CV at all gets the reduced view: one column, each section reduced to
 * its placeholder.
 */
export function ProfileBody({ profile, own = false }: { profile: ProfileView; own?: boolean }) {
  const reduced = !own && hasNoCv(profile);
  const edit = (to: string) => (own ? to : undefined);

  const side = (
    <>
      <SectionCard title={S.softSkills} icon={<Sparkles aria-hidden="true" className={icon} />}>
        <SkillList label={S.softSkills} items={profile.softSkills} emptyText={MSG.profile.noSoftSkills} />
      </SectionCard>
      <SectionCard title={S.hardSkills} icon={<Sparkles aria-hidden="true" className={icon} />}>
        <SkillList label={S.hardSkills} items={profile.hardSkills} emptyText={MSG.profile.noHardSkills} />
      </SectionCard>
      <SectionCard title={S.languages} icon={<Languages aria-hidden="true" className={icon} />}>
        <LanguageList label={S.languages} lines={profile.languages} emptyText={MSG.profile.noLanguages} />
      </SectionCard>
    </>
  );

  const main = (
    <>
      <SectionCard
        title={S.about}
        editTo={edit('/perfil-pessoal')}
        icon={<UserRound aria-hidden="true" className={icon} />}
      >
        {profile.bio ? (
          <p className="whitespace-pre-line break-words text-ink">{profile.bio}</p>
        ) : (
          <EmptyText>{own ? MSG.profile.bioPlaceholder : PROFILE_COPY.noBio}</EmptyText>
        )}
      </SectionCard>
      <SectionCard
        title={S.education}
        editTo={edit('/educacao')}
        icon={<GraduationCap aria-hidden="true" className={icon} />}
      >
        <EducationList items={profile.education} />
      </SectionCard>
      <SectionCard
        title={S.experience}
        editTo={edit('/experiencias')}
        icon={<BriefcaseBusiness aria-hidden="true" className={icon} />}
      >
        <ExperienceList items={profile.experience} />
      </SectionCard>
      <SectionCard
        title={S.projects}
        editTo={edit('/projetos')}
        icon={<FolderKanban aria-hidden="true" className={icon} />}
      >
        <ProjectList items={profile.projects} />
      </SectionCard>
    </>
  );

  if (reduced) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="profile-reduced">
        {main}
        <SectionCard title={S.skills} icon={<Sparkles aria-hidden="true" className={icon} />}>
          <EmptyText>{PROFILE_COPY.noSkills}</EmptyText>
        </SectionCard>
        <SectionCard title={S.languages} icon={<Languages aria-hidden="true" className={icon} />}>
          <EmptyText>{MSG.profile.noLanguages}</EmptyText>
        </SectionCard>
      </div>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
      {/* Main cards first in reading order on phones; the sidebar sits left from lg up. */}
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1">{main}</div>
      <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">{side}</div>
    </div>
  );
}
