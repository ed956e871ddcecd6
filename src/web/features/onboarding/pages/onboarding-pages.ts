// The onboarding feature's pages, loaded on demand by the route table (routes.tsx).
export { OnboardingPage } from './onboarding-page';
