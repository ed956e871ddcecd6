import { HOME_COPY } from '@domain/copy/home';
import { COPY } from '@domain/messages';
import { ButtonLink } from '@web/ui/button';
import { Sparkles } from 'lucide-react';
import { HeroIllustration } from './hero-illustration';

/** The page's only h1, with the two calls to action of SPEC §2. */
export function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="bg-linear-to-b from-primary-50 to-canvas">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:px-6 md:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-100 px-4 py-1.5 text-sm font-semibold text-primary-800">
            <Sparkles aria-hidden="true" className="size-4" />
            {HOME_COPY.hero.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-primary-900 md:text-5xl lg:text-6xl"
          >
            {COPY.home.heroTitle}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted md:text-xl">{COPY.home.heroSubtitle}</p>
          <div className="mt-10 flex flex-col gap-3 md:flex-row">
            <ButtonLink to="/register" size="lg">
              {COPY.home.start}
            </ButtonLink>
            <ButtonLink to="/home#como-funciona" size="lg" variant="outline">
              {COPY.home.learnMore}
            </ButtonLink>
          </div>
        </div>
        <div className="hidden lg:block">
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
}
