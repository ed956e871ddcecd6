import { sealedCompanySchema } from '@domain/schemas/companies';
import { z } from 'zod';

/** The answer of GET /api/companies/sealed; loaded on demand by api.ts, with zod. */
export const sealedCompaniesSchema = z.array(sealedCompanySchema);
