import { z } from 'zod';
import { educationSchema, experienceSchema, projectSchema } from './cv.js';
import { ownProfileSchema } from './profile.js';

/**
 * GET /api/profiles/by-slug/:slug and /api/profiles/:id — what anyone, signed in or not, may see
 * of a member. E-mail and phone appear only when she opted in (show_email / show_phone); birth
 * date and salaries never do.
 */
export const publicProfileSchema = ownProfileSchema
  .pick({
    id: true,
    slug: true,
    fullName: true,
    professionalTitle: true,
    bio: true,
    location: true,
    profileImageUrl: true,
    profileBannerUrl: true,
    linkedinUrl: true,
    websiteUrl: true,
    lattesUrl: true,
    isLookingForJob: true,
    softSkills: true,
    hardSkills: true,
  })
  .extend({
    /** Present only when she opted in (show_email / show_phone). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** One age in whole years per child (null when unknown), for the children summary. Her
     *  children's names and birth dates never leave the server. */
    childrenAges: z.array(z.number().int().nullable()),
    /** Resolved against the catalogue: name null when the language id is unknown. */
    languages: z.array(z.object({ idioma_id: z.number(), name: z.string().nullable(), nivel: z.string() })),
    experience: z.array(experienceSchema.omit({ salary: true })),
    education: z.array(educationSchema),
    projects: z.array(projectSchema),
  });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
