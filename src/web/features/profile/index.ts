// The feature's public entry for components and hooks; its data is api.ts (.dependency-cruiser.cjs).
export { ProfileImageUpload } from './components/profile-image-upload';
