import { HOME_COPY } from '@domain/copy/home';
import { cn } from '@web/lib/cn';
import { Avatar } from '@web/ui/avatar';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Testimonial } from '../sample-data';
import { SectionHeading } from './section-heading';

const T = HOME_COPY.testimonials;

/** Index `index` brought back into 0…count-1, so next from the last is the first and vice versa. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

const arrowButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-primary-600 ' +
  'bg-surface text-primary-700 transition-colors hover:bg-primary-50 active:bg-primary-100';

/**
 * Testimonials carousel, after the WAI-ARIA APG carousel pattern: previous, next and one dot per
 * testimonial, all real buttons; Left/Right arrows move while focus is inside; the ends wrap
 * around. No autoplay, so nothing moves unless the person asks. All slides share one grid cell,
 * so the box is as tall as the longest and the page below never jumps; the hidden ones are
 * invisible and inert (out of the tab order and the accessibility tree).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [current, setCurrent] = useState(0);
  const dotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const titleId = useId();
  const slidesId = useId();
  const count = testimonials.length;

  if (count === 0) return null;

  const goTo = (index: number) => setCurrent(wrapIndex(index, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = wrapIndex(current + (event.key === 'ArrowRight' ? 1 : -1), count);
    setCurrent(next);
    // On a dot, focus follows the selection, so the focused dot is always the current one.
    if (event.target instanceof HTMLElement && event.target.dataset.carouselDot !== undefined) {
      dotRefs.current[next]?.focus();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-roledescription={T.roleDescription}
      onKeyDown={onKeyDown}
      className="bg-primary-50"
    >
      <div className="mx-auto w-full max-w-6xl px-4 py-16 md:px-6 md:py-20">
        <SectionHeading id={titleId} title={T.title} subtitle={T.subtitle} />

        <div id={slidesId} aria-live="polite" className="mx-auto mt-10 grid max-w-4xl">
          {testimonials.map((testimonial, index) => {
            const active = index === current;
            return (
              <figure
                key={testimonial.author}
                aria-roledescription={T.slideRoleDescription}
                aria-label={T.slideLabel(index + 1, count)}
                aria-hidden={!active || undefined}
                inert={!active}
                className={cn(
                  'col-start-1 row-start-1 flex flex-col rounded-panel bg-surface p-6 shadow-card md:p-10',
                  active ? 'visible animate-menu-in' : 'invisible',
                )}
              >
                <Quote aria-hidden="true" className="size-10 shrink-0 text-secondary-400" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink md:text-xl">
                  <p>{testimonial.content}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <Avatar name={testimonial.author} src={testimonial.avatar_url} size="lg" decorative />
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.author}</span>
                    <span className="block text-sm text-ink-muted">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            );
          })}
        </div>

        <div className="mt-8 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label={T.previous}
            aria-controls={slidesId}
            onClick={() => goTo(current - 1)}
            className={arrowButton}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {testimonials.map((testimonial, index) => {
              const active = index === current;
              return (
                <button
                  key={testimonial.author}
                  ref={(element) => {
                    dotRefs.current[index] = element;
                  }}
                  type="button"
                  data-carousel-dot=""
                  aria-label={T.goTo(index + 1)}
                  aria-controls={slidesId}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-3 rounded-full transition-all',
                      active ? 'w-6 bg-primary-600' : 'w-3 bg-neutral-500 group-hover:bg-primary-400',
                    )}
                  />
                </button>
              );
            })}
          </div>
          <button
            type="button"
            aria-label={T.next}
            aria-controls={slidesId}
            onClick={() => goTo(current + 1)}
            className={arrowButton}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
