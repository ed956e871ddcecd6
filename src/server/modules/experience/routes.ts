import { experienceSchema } from '../../../domain/schemas/cv.js';
import type { Database } from '../../db/client.js';
import { saveAllRoutes } from '../shared/owned-row-routes.js';
import {
  deleteExperience,
  experienceEntryBody,
  listExperiences,
  saveExperiences,
  saveExperiencesBody,
} from './service.js';

export function experienceRoutes(deps: { db: Database }) {
  return saveAllRoutes(
    deps.db,
    {
      tag: 'experience',
      mountPath: '/experiences',
      list: {
        summary: 'Her professional experience, most recent start first',
        description: 'Her experience',
      },
      invalidFieldExample: 'entries.0.startMonth',
      removeSummary: 'Delete one of her experience rows',
    },
    { item: experienceSchema, body: saveExperiencesBody, entry: experienceEntryBody },
    { list: listExperiences, save: saveExperiences, remove: deleteExperience },
  );
}
