import { type OnboardingCounts, profileStrength } from '@domain/rules/profile-strength';
import type { OnboardingState } from '@domain/schemas/onboarding';

const NONE: OnboardingCounts = {
  photo: 0,
  title: 0,
  city: 0,
  skills: 0,
  preference: 0,
  communities: 0,
  people: 0,
};

/** GET /api/onboarding as the server answers it for these counts. */
export function onboardingState(
  counts: Partial<OnboardingCounts> = {},
  dismissedAt: string | null = null,
): OnboardingState {
  const strength = profileStrength({ ...NONE, ...counts });
  return { ...strength, dismissedAt, pending: strength.next !== null && dismissedAt === null };
}
