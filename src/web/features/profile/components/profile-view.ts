import { childAges } from '@domain/rules/children';
import { type LanguageLine, languageLines } from '@domain/rules/languages';
import { birthdayOf } from '@domain/rules/privacy';
import type { OwnProfile } from '@domain/schemas/profile';
import type { PublicProfile } from '@domain/schemas/public-profile';
import { pageOrigin } from '@web/lib/page-origin';

/**
 * What the profile view shows, whichever API it came from: /meu-perfil combines her own profile
 * with her public CV sections, the public pages use the public profile alone. One shape, so the
 * header, cards and lists exist once.
 */
export interface ProfileView {
  id: string;
  /** 'Mentora em Dados e Liderança' while she mentors (public profile only; issue 20). */
  mentorLabel?: string | null;
  slug: string;
  fullName: string;
  professionalTitle: string | null;
  bio: string | null;
  location: string | null;
  /** Only what the public API returned (she opted in); never shown on her own view. */
  email: string | null;
  phone: string | null;
  /** Day and month, when she shows it to this reader (issue 19); hers on her own view. */
  birthday: { day: number; month: number } | null;
  profileImageUrl: string | null;
  profileBannerUrl: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  lattesUrl: string | null;
  isLookingForJob: boolean;
  softSkills: string[];
  hardSkills: string[];
  childrenAges: ReadonlyArray<number | null>;
  languages: LanguageLine[];
  experience: PublicProfile['experience'];
  education: PublicProfile['education'];
  projects: PublicProfile['projects'];
}

/** Language names the public API resolved, as a map for languageLines(). */
function namesOf(profile: PublicProfile | undefined): Map<number, string> {
  const names = new Map<number, string>();
  for (const language of profile?.languages ?? []) {
    if (language.name) names.set(language.idioma_id, language.name);
  }
  return names;
}

export function fromPublicProfile(profile: PublicProfile): ProfileView {
  return {
    ...profile,
    languages: languageLines(profile.languages, namesOf(profile)),
  };
}

/**
 * Her own view: every profile field from GET /profile/me (fresh after an edit), the CV sections
 * from her public profile, language names from the catalogue (or the public profile's).
 */
export function fromOwnProfile(
  own: OwnProfile,
  cv: PublicProfile,
  catalogue: ReadonlyMap<number, string>,
): ProfileView {
  const names = new Map([...namesOf(cv), ...catalogue]);
  return {
    id: own.id,
    slug: own.slug,
    fullName: own.fullName,
    professionalTitle: own.professionalTitle,
    bio: own.bio,
    location: own.location,
    email: null,
    phone: null,
    birthday: birthdayOf(own.birthDate),
    profileImageUrl: own.profileImageUrl,
    profileBannerUrl: own.profileBannerUrl,
    linkedinUrl: own.linkedinUrl,
    websiteUrl: own.websiteUrl,
    lattesUrl: own.lattesUrl,
    isLookingForJob: own.isLookingForJob,
    softSkills: own.softSkills,
    hardSkills: own.hardSkills,
    childrenAges: childAges(own.filhos),
    languages: languageLines(own.idiomas, names),
    experience: cv.experience,
    education: cv.education,
    projects: cv.projects,
  };
}

/** The public page's reduced view: nothing in any CV section. */
export function hasNoCv(view: ProfileView): boolean {
  return (
    view.education.length === 0 &&
    view.experience.length === 0 &&
    view.projects.length === 0 &&
    view.softSkills.length === 0 &&
    view.hardSkills.length === 0 &&
    view.languages.length === 0
  );
}

/** {origin}/m/{slug or id} (SPEC §2, §9). */
export function publicProfileUrl(view: { slug: string; id: string }, origin = pageOrigin()): string {
  return `${origin}/m/${encodeURIComponent(view.slug || view.id)}`;
}
