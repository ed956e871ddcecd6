import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { sealedCompaniesQueryOptions, toSealCompany } from '../api';
import { Benefits } from '../components/benefits';
import { BlogTeasers } from '../components/blog-teasers';
import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { SealCompanies } from '../components/seal-companies';

/**
 * Public home page (/home), the sections of SPEC §2 in order, with real content only: no sample
 * testimonials (there are none to show), the sealed companies and the latest articles from the API.
 */
export function HomePage() {
  usePageTitle();
  const sealed = useQuery(sealedCompaniesQueryOptions());
  // Only real sealed companies (issue 22: nothing fictional). While they load the section waits;
  // when none holds the seal yet (or the list cannot be loaded) it says so and points at the seal.
  const sealCompanies = sealed.data ? sealed.data.map(toSealCompany) : sealed.isError ? [] : null;

  return (
    <>
      <Hero />
      <Benefits />
      <SealCompanies companies={sealCompanies} />
      <BlogTeasers />
      <ClosingCta />
    </>
  );
}
