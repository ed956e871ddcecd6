import { z } from 'zod';
import { educationSchema, experienceSchema, projectSchema } from './cv.js';
import { ownProfileSchema } from './profile.js';

/**
 * GET /api/profiles/by-slug/:slug and /api/profiles/:id — what the reader, signed in or not, may
 * see of a member. Her privacy choices (issue 19, rules/privacy.ts) decide her e-mail, phone,
 * place (`location`), birthday (day and month only) and children; salaries, her birth year and
 * her children's names and birth dates never leave the server.
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
    /** Null when she keeps it from this reader (or has none). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Day and month of her birthday, when she shows it to this reader; never the year. */
    birthday: z.object({ day: z.number().int(), month: z.number().int() }).nullable(),
    /** One age in whole years per child (null when unknown), for the children summary; empty
     *  when she keeps them from this reader. Names and birth dates never leave the server. */
    childrenAges: z.array(z.number().int().nullable()),
    /** Resolved against the catalogue: name null when the language id is unknown. */
    languages: z.array(z.object({ idioma_id: z.number(), name: z.string().nullable(), nivel: z.string() })),
    experience: z.array(experienceSchema.omit({ salary: true })),
    education: z.array(educationSchema),
    projects: z.array(projectSchema),
    /** Whether this reader may see her connections list and her activity (the profile's posts). */
    shows: z.object({ connections: z.boolean(), activity: z.boolean() }),
    /** 'Mentora em Dados e Liderança' while she mentors and has not paused (issue 20); else null. */
    mentorLabel: z.string().nullable(),
  });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
