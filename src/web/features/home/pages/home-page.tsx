import { usePageTitle } from '@web/lib/use-page-title';
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

  return (
    <>
      <Hero />
      <Benefits />
      <SealCompanies companies={SEAL_COMPANIES} />
      <TestimonialCarousel testimonials={TESTIMONIALS} />
      <BlogTeasers posts={BLOG_TEASERS} />
      <ClosingCta />
    </>
  );
}
