import { managedCompanyVacanciesSchema } from '@domain/schemas/vacancies';
import { z } from 'zod';

// The vacancies API's answer schemas, loaded by api.ts alongside its requests (with zod), so a
// visitor's vacancy page does not wait for them before it renders.

export {
  applicantSchema,
  applicationNoteListSchema,
  applicationNoteSchema,
  applicationPageSchema,
  jobAlertSettingsSchema,
  myApplicationPageSchema,
  myApplicationSchema,
  savedVacancyPageSchema,
  vacancyDetailSchema,
  vacancyListPageSchema,
} from '@domain/schemas/vacancies';

export const managedCompanyVacanciesListSchema = z.array(managedCompanyVacanciesSchema);
