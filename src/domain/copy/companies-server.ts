// pt-BR texts the companies API answers with where the spec is silent (issue 8: access grants).
// The spec's own texts stay in MSG.companies and MSG.access.

export const COMPANIES_SERVER_COPY = {
  /** 409 on POST /api/companies/{id}/access: the grant would take the role from the last admin. */
  lastAdminDemote:
    'A empresa precisa de ao menos uma administradora. Conceda o papel de administradora a outra pessoa antes de alterar este.',
} as const;
