import { educationInputSchema, educationSchema, saveEducationSchema } from '../../../domain/schemas/cv.js';
import type { Database } from '../../db/client.js';
import { saveAllRoutes } from '../shared/owned-row-routes.js';
import { deleteEducation, listEducation, saveEducation } from './service.js';

export function educationRoutes(deps: { db: Database }) {
  return saveAllRoutes(
    deps.db,
    {
      tag: 'education',
      mountPath: '/education',
      list: {
        summary: 'Her education: current first, then by end date, most recent first',
        description: 'Her education',
      },
      invalidFieldExample: 'entries.0.endMonth',
      removeSummary: 'Delete one of her education rows',
    },
    { item: educationSchema, body: saveEducationSchema, entry: educationInputSchema },
    { list: listEducation, save: saveEducation, remove: deleteEducation },
  );
}
