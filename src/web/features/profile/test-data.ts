import type { OwnProfile } from '@domain/schemas/profile';
import type { PublicProfile } from '@domain/schemas/public-profile';
import { createFakeApi, type FakeApi, MEMBER_ME, ok } from '@web/test/fake-api';

// Data factories and a fake API answering the profile contract, for the profile page tests.

export const IDIOMAS = [
  { id: 1, name: 'Espanhol' },
  { id: 2, name: 'Inglês' },
  { id: 3, name: 'Português' },
];

export const STATES = [
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'SP', name: 'São Paulo' },
];

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 'u-ana',
    slug: 'ana-souza',
    email: 'ana@example.com',
    fullName: 'Ana Souza',
    professionalTitle: 'Engenheira de dados',
    bio: null,
    phone: null,
    location: 'Belo Horizonte, MG',
    state: 'MG',
    city: 'Belo Horizonte',
    birthDate: null,
    experienceYears: 5,
    profileImageUrl: null,
    profileBannerUrl: null,
    linkedinUrl: null,
    websiteUrl: null,
    lattesUrl: null,
    isLookingForJob: true,
    softSkills: [],
    hardSkills: [],
    filhos: [],
    idiomas: [],
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'u-ana',
    slug: 'ana-souza',
    fullName: 'Ana Souza',
    professionalTitle: 'Engenheira de dados',
    bio: null,
    location: 'Belo Horizonte, MG',
    email: null,
    phone: null,
    birthday: null,
    profileImageUrl: null,
    profileBannerUrl: null,
    linkedinUrl: null,
    websiteUrl: null,
    lattesUrl: null,
    isLookingForJob: false,
    softSkills: [],
    hardSkills: [],
    childrenAges: [],
    languages: [],
    experience: [],
    education: [],
    projects: [],
    shows: { connections: true, activity: true },
    mentorLabel: null,
    ...overrides,
  };
}

/** A signed-in Ana whose profile endpoints answer with `own` and `cv`. */
export function profileApi({
  own = ownProfile(),
  cv = publicProfile(),
}: {
  own?: OwnProfile;
  cv?: PublicProfile;
} = {}): FakeApi {
  return createFakeApi({ session: MEMBER_ME })
    .on('GET /api/profile/me', () => ok(own))
    .on(`GET /api/profiles/${own.id}`, () => ok(cv))
    .on('GET /api/catalogue/idiomas', () => ok(IDIOMAS))
    .on('GET /api/catalogue/states', () => ok(STATES));
}
