// pt-BR texts the communities API answers with where the spec is silent (issue 7: membership,
// join requests, access grants). The spec's own texts stay in MSG.communities and MSG.access.

export const COMMUNITIES_SERVER_COPY = {
  /** 409 on DELETE /api/communities/{id}/membership: leaving would leave the community without an admin. */
  lastAdminLeave:
    'Você é a única administradora desta comunidade. Conceda o papel de administradora a outra integrante ou exclua a comunidade antes de sair.',
  /** 409 on POST /api/communities/{id}/access: the grant would take the role from the last admin. */
  lastAdminDemote:
    'A comunidade precisa de ao menos uma administradora. Conceda o papel de administradora a outra integrante antes de alterar este.',
} as const;
