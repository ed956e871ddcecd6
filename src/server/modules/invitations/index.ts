// The invitations module's public entry.
export { offerRole } from './offer.js';
