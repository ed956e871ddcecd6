// The talent module's entry ('Encontrar uma profissional'): her side, for the privacy routes.
export { listProfileViews, saveTalentSearchSetting, talentSearchSettingOf } from './her-side.js';
