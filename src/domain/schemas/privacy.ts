import { z } from 'zod';
import { PRIVACY_COPY } from '../copy/privacy.js';
import { MSG } from '../messages.js';
import { PRIVACY_AUDIENCES, PRIVACY_FIELDS, type PrivacyField } from '../rules/privacy.js';

/*
 * Her privacy per field (issue 19), shared by the server and Configurações' form:
 *   GET /api/me/privacy → privacySettingsSchema (her choices, defaults where she made none)
 *   PUT /api/me/privacy   privacySettingsSchema → privacySettingsSchema (every field, as saved)
 */

const privacyAudienceSchema = z.enum(PRIVACY_AUDIENCES, { error: PRIVACY_COPY.invalidAudience });

/**
 * One of her opt-ins (PRIVACY_OPT_INS), off by default:
 *   GET /api/me/privacy/{talent-search | search-engines} → optInSettingSchema; PUT the same
 */
export const optInSettingSchema = z.object({
  enabled: z.boolean({ error: MSG.common.invalidInput }),
});
export type OptInSetting = z.infer<typeof optInSettingSchema>;

export const privacySettingsSchema = z.object(
  Object.fromEntries(PRIVACY_FIELDS.map((field) => [field, privacyAudienceSchema])) as Record<
    PrivacyField,
    typeof privacyAudienceSchema
  >,
);
