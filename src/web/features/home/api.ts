import { HOME_SEAL_CARDS } from '@domain/limits';
import type { SealedCompany } from '@domain/schemas/companies';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import type { SealCompany } from './types';

/*
 * GET /api/companies/sealed?limit (public: no session needed): the active companies holding the
 * diversity seal, newest seal first. Keyed under the companies feature's root (['companies']),
 * so granting or revoking a seal there refreshes this carousel too. The schema (and zod with it)
 * loads alongside the request, not with the home page's code.
 */

const loadSchema = async () => (await import('./sealed-schema')).sealedCompaniesSchema;

const SEALED_STALE_MS = 5 * 60_000;

export function sealedCompaniesQueryOptions() {
  return queryOptions({
    queryKey: ['companies', 'sealed', HOME_SEAL_CARDS.large],
    queryFn: async ({ signal }): Promise<SealedCompany[]> => {
      const [schema, body] = await Promise.all([
        loadSchema(),
        apiFetch(`/companies/sealed?limit=${HOME_SEAL_CARDS.large}`, { signal }),
      ]);
      return schema.parse(body);
    },
    // The list changes only when an administrator grants or revokes a seal.
    staleTime: SEALED_STALE_MS,
  });
}

/** A real sealed company in the shape of the home page's sample data (SPEC §3), plus its page. */
export function toSealCompany(company: SealedCompany): SealCompany {
  return {
    id: company.id,
    name: company.name,
    logo_url: company.logoUrl,
    description: company.description,
    industry: company.industry,
    website_url: company.website,
  };
}
