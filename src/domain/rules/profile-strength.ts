import { ONBOARDING_COPY } from '../copy/onboarding.js';

/*
 * Profile strength (issue 22): how far a member is through the guided setup, computed from her
 * real data (a photo, a title, a city, skills, a job preference profile, communities joined,
 * people she connected with or invited) — never from stored flags. Each step weighs its share
 * of 100; the counted steps earn their share in proportion (1 of 3 skills: a third of it).
 */

export const ONBOARDING_STEP_KEYS = [
  'photo',
  'title',
  'city',
  'skills',
  'preference',
  'communities',
  'people',
] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEP_KEYS)[number];

/** What the server counts for her, one number per step (a yes/no step counts 0 or 1). */
export type OnboardingCounts = Record<OnboardingStepKey, number>;

/** Weight (out of 100) and target count of each step, in the guided order. */
export const ONBOARDING_STEPS: Record<OnboardingStepKey, { weight: number; target: number }> = {
  photo: { weight: 15, target: 1 },
  title: { weight: 15, target: 1 },
  city: { weight: 10, target: 1 },
  skills: { weight: 15, target: 3 },
  preference: { weight: 15, target: 1 },
  communities: { weight: 15, target: 3 },
  people: { weight: 15, target: 3 },
};

/** Where each step is done: the guided setup, opened at that step. */
export function onboardingStepHref(key: OnboardingStepKey): string {
  return `/boas-vindas?etapa=${key}`;
}

export interface OnboardingStep {
  key: OnboardingStepKey;
  /** The step's name ('3 habilidades'). */
  title: string;
  /** What to do, as the meter names the next step ('Adicione 3 habilidades'). */
  label: string;
  href: string;
  count: number;
  target: number;
  weight: number;
  done: boolean;
}

export interface ProfileStrength {
  steps: OnboardingStep[];
  /** 0–100, whole. */
  percent: number;
  /** The most useful step not done yet: the heaviest missing share, the guided order breaking ties. */
  next: OnboardingStep | null;
}

function earned(key: OnboardingStepKey, count: number): number {
  const { weight, target } = ONBOARDING_STEPS[key];
  return (weight * Math.min(Math.max(count, 0), target)) / target;
}

export function profileStrength(counts: OnboardingCounts): ProfileStrength {
  const steps = ONBOARDING_STEP_KEYS.map((key): OnboardingStep => {
    const { weight, target } = ONBOARDING_STEPS[key];
    const count = Math.max(0, Math.floor(counts[key] ?? 0));
    return {
      key,
      title: ONBOARDING_COPY.steps[key].title,
      label: ONBOARDING_COPY.steps[key].action,
      href: onboardingStepHref(key),
      count,
      target,
      weight,
      done: count >= target,
    };
  });
  const total = steps.reduce((sum, step) => sum + earned(step.key, step.count), 0);
  let next: OnboardingStep | null = null;
  let nextMissing = 0;
  for (const step of steps) {
    const missing = step.weight - earned(step.key, step.count);
    if (!step.done && missing > nextMissing) {
      next = step;
      nextMissing = missing;
    }
  }
  return { steps, percent: Math.min(100, Math.floor(total)), next };
}
