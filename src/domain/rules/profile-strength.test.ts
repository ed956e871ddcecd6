import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEP_KEYS,
  ONBOARDING_STEPS,
  type OnboardingCounts,
  profileStrength,
} from './profile-strength';

const none: OnboardingCounts = {
  photo: 0,
  title: 0,
  city: 0,
  skills: 0,
  preference: 0,
  communities: 0,
  people: 0,
};

describe('profile strength', () => {
  it('weighs the steps to 100', () => {
    const total = ONBOARDING_STEP_KEYS.reduce((sum, key) => sum + ONBOARDING_STEPS[key].weight, 0);
    expect(total).toBe(100);
  });

  it('starts at 0% and names the photo first, with its pt-BR label and link', () => {
    const strength = profileStrength(none);
    expect(strength.percent).toBe(0);
    expect(strength.next).toMatchObject({
      key: 'photo',
      label: 'Adicione uma foto de perfil',
      href: '/boas-vindas?etapa=photo',
    });
    expect(strength.steps.every((step) => !step.done)).toBe(true);
  });

  it('rises with each step and moves the next step on', () => {
    const strength = profileStrength({ ...none, photo: 1, title: 1 });
    expect(strength.percent).toBe(30);
    expect(strength.next?.key).toBe('skills');
    expect(strength.steps.find((s) => s.key === 'title')?.done).toBe(true);
  });

  it('credits counted steps in proportion and completes them at their target', () => {
    expect(profileStrength({ ...none, skills: 1 }).percent).toBe(5);
    expect(profileStrength({ ...none, skills: 2 }).percent).toBe(10);
    expect(profileStrength({ ...none, skills: 9 }).percent).toBe(15);
    expect(profileStrength({ ...none, skills: 2 }).steps.find((s) => s.key === 'skills')?.done).toBe(false);
  });

  it('names as next the step with the largest missing share', () => {
    // Photo, title, preference done; skills 2 of 3 (5 missing); the city weighs 10: communities
    // and people weigh 15 each, communities first in the guided order.
    const strength = profileStrength({ ...none, photo: 1, title: 1, preference: 1, skills: 2 });
    expect(strength.next?.key).toBe('communities');
    expect(strength.next?.label).toBe('Participe de 3 comunidades');
  });

  it('is 100% with no next step when everything is done', () => {
    const strength = profileStrength({
      photo: 1,
      title: 1,
      city: 1,
      skills: 3,
      preference: 2,
      communities: 5,
      people: 3,
    });
    expect(strength.percent).toBe(100);
    expect(strength.next).toBeNull();
  });

  it('ignores negative or fractional counts', () => {
    expect(profileStrength({ ...none, skills: -4, people: 1.7 }).percent).toBe(5);
  });
});
