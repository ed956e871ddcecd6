import {
  type LinkedInImport,
  type LinkedInImportResult,
  type LinkedInPreview,
  linkedInImportResultSchema,
  linkedInPreviewSchema,
} from '@domain/schemas/linkedin-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { educationQueryOptions } from '@web/features/education/api';
import { ownProfileQueryOptions } from '@web/features/profile/api';
import { apiFetch } from '@web/lib/api';
import { experiencesQueryOptions } from './api';

/* Her LinkedIn data export (POST /api/linkedin-import/preview, then POST /api/linkedin-import). */

/** Reads the ZIP on the server; writes nothing. */
export function useLinkedInPreview() {
  return useMutation({
    mutationFn: async (file: File): Promise<LinkedInPreview> => {
      const body = new FormData();
      body.set('file', file);
      return linkedInPreviewSchema.parse(
        await apiFetch('/linkedin-import/preview', { method: 'POST', body }),
      );
    },
  });
}

/** Adds what the preview showed as new; her experience, education and profile are read again. */
export function useLinkedInImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rows: LinkedInImport): Promise<LinkedInImportResult> =>
      linkedInImportResultSchema.parse(await apiFetch('/linkedin-import', { method: 'POST', json: rows })),
    onSuccess: () =>
      Promise.all(
        [experiencesQueryOptions(), educationQueryOptions(), ownProfileQueryOptions()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The preview's new rows, as the import takes them. */
export function newRowsOf(preview: LinkedInPreview): LinkedInImport {
  return {
    experiences: preview.experiences.new,
    education: preview.education.new.map((e) => ({
      ...e,
      degreeLevel: e.degreeLevel as LinkedInImport['education'][number]['degreeLevel'],
    })),
    skills: preview.skills.new,
    languages: preview.languages.new.map(({ idioma_id, nivel }) => ({ idioma_id, nivel })),
  };
}
