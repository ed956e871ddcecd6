// The talent module's entry ('Encontrar uma profissional'): her side, for the privacy routes.
export { listProfileViews } from './her-side.js';
