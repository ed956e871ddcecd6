// The feature's public entry for components and hooks; its data is api.ts (.dependency-cruiser.cjs).
export { ProfileStrengthMeter } from './components/profile-strength-meter';
export { useOnboardingGreeting } from './components/use-onboarding-greeting';
