import { z } from 'zod';
import { ONBOARDING_STEP_KEYS } from '../rules/profile-strength.js';

// GET /api/onboarding (issue 22): her setup steps, counted from her data, and the meter.

export const onboardingStepSchema = z.object({
  key: z.enum(ONBOARDING_STEP_KEYS),
  title: z.string(),
  label: z.string(),
  href: z.string(),
  count: z.number().int(),
  target: z.number().int(),
  weight: z.number().int(),
  done: z.boolean(),
});

export const onboardingStateSchema = z.object({
  steps: z.array(onboardingStepSchema),
  percent: z.number().int().min(0).max(100),
  next: onboardingStepSchema.nullable(),
  /** When she chose 'Pular por enquanto'; null while the setup may still greet her. */
  dismissedAt: z.string().nullable(),
  /** Whether the setup greets her after signing in: steps left and not dismissed. */
  pending: z.boolean(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export type OnboardingStepView = z.infer<typeof onboardingStepSchema>;
