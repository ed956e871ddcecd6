// The module's entry: what other modules, app.ts and tests outside it may use (.dependency-cruiser.cjs).
export { publicProfileHead, publicProfilePages } from './profile-head.js';
export { publicProfile } from './public-profile.js';
