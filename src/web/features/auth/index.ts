// The feature's public entry for components and hooks; its data is api.ts (.dependency-cruiser.cjs).
export { SignOutEverywhere } from './components/sign-out-everywhere';
export {
  TwoFactorRequiredNotice,
  TwoFactorRequiredPanel,
  useNeedsTwoFactor,
} from './components/two-factor-required';
