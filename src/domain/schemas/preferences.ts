import { z } from 'zod';
import { CONTRACT_TYPES, WORK_MODELS } from '../enums.js';
import { DEFAULT_LOCATION_COUNTRY } from '../limits.js';
import { MSG } from '../messages.js';
import { optionalText, requiredText } from './fields.js';

export const preferredLocationSchema = z.object({
  country: requiredText('Informe o país.', 60).default(DEFAULT_LOCATION_COUNTRY),
  state: optionalText(2),
  city: optionalText(80),
});

/** The 3-step wizard's whole answer (POST/PUT /api/job-preferences). */
export const jobPreferenceInputSchema = z
  .object({
    name: requiredText(MSG.common.required, 60),
    preferredWorkModels: z.array(z.enum(WORK_MODELS)).max(WORK_MODELS.length),
    preferredContractTypes: z.array(z.enum(CONTRACT_TYPES)).max(CONTRACT_TYPES.length),
    minSalary: z
      .number()
      .min(0)
      .nullish()
      .transform((v) => v ?? null),
    maxSalary: z
      .number()
      .min(0)
      .nullish()
      .transform((v) => v ?? null),
    preferredLocations: z.array(preferredLocationSchema).max(10),
    preferredRoles: z.array(z.number().int().positive()).max(50),
  })
  .refine((p) => p.minSalary === null || p.maxSalary === null || p.maxSalary >= p.minSalary, {
    path: ['maxSalary'],
    message: 'O salário máximo deve ser maior que o mínimo.',
  });
export type JobPreferenceInput = z.input<typeof jobPreferenceInputSchema>;

export const jobPreferenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  preferredWorkModels: z.array(z.string()),
  preferredContractTypes: z.array(z.string()),
  minSalary: z.number().nullable(),
  maxSalary: z.number().nullable(),
  preferredLocations: z.array(
    z.object({ country: z.string(), state: z.string().nullable(), city: z.string().nullable() }),
  ),
  preferredRoles: z.array(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobPreference = z.infer<typeof jobPreferenceSchema>;
