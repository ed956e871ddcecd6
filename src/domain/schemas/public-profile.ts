import { z } from 'zod';
import { educationSchema, experienceSchema, projectSchema } from './cv.js';

/**
 * GET /api/profiles/by-slug/:slug and /api/profiles/:id — what anyone, signed in or not, may see
 * of a member. E-mail and phone appear only when she opted in (show_email / show_phone); birth
 * date and salaries never do.
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  fullName: z.string(),
  professionalTitle: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profileBannerUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  lattesUrl: z.string().nullable(),
  isLookingForJob: z.boolean(),
  softSkills: z.array(z.string()),
  hardSkills: z.array(z.string()),
  /** Birth dates only, to compute the children summary; names stay private. */
  filhos: z.array(z.object({ birth_date: z.string().nullable() })),
  /** Resolved against the catalogue: name null when the language id is unknown. */
  languages: z.array(z.object({ idioma_id: z.number(), name: z.string().nullable(), nivel: z.string() })),
  experience: z.array(experienceSchema.omit({ salary: true })),
  education: z.array(educationSchema),
  projects: z.array(projectSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
