// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { onboardingState } from './service.js';
