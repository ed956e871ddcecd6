/*
 * Short texts of the business, community-service and "coming soon" pages: calls to
 * action and empty states. Page titles are COPY.pages (messages.ts); the pages' long-form
 * content is in content/business.ts.
 */

import { COPY, MSG, PAGE_TITLES } from '../messages.js';
import { INSTITUTIONAL_COPY } from './institutional.js';

export const BUSINESS_COPY = {
  cta: {
    signUp: MSG.auth.createAccount,
    signIn: MSG.auth.signIn,
    contact: INSTITUTIONAL_COPY.about.contactTitle,
    requestSeal: 'Solicitar avaliação',
    companySignUp: 'Cadastrar empresa',
    createVacancy: 'Anunciar vaga',
    myCompanies: PAGE_TITLES.myCompanies,
    myCommunities: PAGE_TITLES.myCommunities,
    goToFeed: 'Ir para o feed',
    exploreCommunities: PAGE_TITLES.exploreCommunities,
  },

  eyebrows: {
    companies: COPY.home.forCompanies,
    communities: 'Para comunidades',
  },
} as const;
