// The privacy feature's public entry (.dependency-cruiser.cjs): Configurações' 'Privacidade'
// section (loaded when the settings page shows it) and the address other pages link to.
import { lazy } from 'react';

/** /configuracoes#privacidade: her privacy per field (issue 19). */
export const PRIVACY_SECTION_ID = 'privacidade';
export const PRIVACY_SETTINGS_PATH = `/configuracoes#${PRIVACY_SECTION_ID}`;

export const PrivacySettings = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./components/privacy-settings')).PrivacySettings,
}));
