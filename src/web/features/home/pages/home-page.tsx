import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '@web/lib/use-page-title';
import { sealedCompaniesQueryOptions, toSealCompany } from '../api';
import { Benefits } from '../components/benefits';
import { BlogTeasers } from '../components/blog-teasers';
import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { SealCompanies } from '../components/seal-companies';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { BLOG_TEASERS, SEAL_COMPANIES, TESTIMONIALS } from '../sample-data';

/** Public home page (/home), the sections of SPEC §2 in order. */
export function HomePage() {
  usePageTitle();
  const sealed = useQuery(sealedCompaniesQueryOptions());
  // Real sealed companies once there are any; the sample ones while loading, on error, or when
  // no company holds the seal yet (issue 8), so the section never sits empty.
  const sealCompanies =
    sealed.data && sealed.data.length > 0 ? sealed.data.map(toSealCompany) : SEAL_COMPANIES;

  return (
    <>
      <Hero />
      <Benefits />
      <SealCompanies companies={sealCompanies} />
      <TestimonialCarousel testimonials={TESTIMONIALS} />
      <BlogTeasers posts={BLOG_TEASERS} />
      <ClosingCta />
    </>
  );
}
