import { BadgeCheck, Briefcase, HeartHandshake } from 'lucide-react';
import { useId } from 'react';

/**
 * Decorative hero drawing, made only of SVG shapes in the brand tokens and lucide icons: three
 * women connected like the brand mark, inside a profile card, with floating badges for the
 * seal, the vacancies and the community. Hidden from assistive technology; it says nothing the
 * hero text does not.
 */
export function HeroIllustration() {
  const clipId = useId();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <svg viewBox="0 0 400 360" aria-hidden="true" focusable="false" className="h-auto w-full">
        <defs>
          <clipPath id={clipId}>
            <rect x="40" y="40" width="320" height="280" rx="32" />
          </clipPath>
        </defs>

        {/* Soft background shapes. */}
        <circle cx="330" cy="70" r="64" className="fill-accent-200" />
        <circle cx="66" cy="300" r="54" className="fill-secondary-200" />

        {/* The card and the three women inside it. */}
        <rect x="40" y="40" width="320" height="280" rx="32" className="fill-surface" />
        <g clipPath={`url(#${clipId})`}>
          <rect x="40" y="40" width="320" height="280" className="fill-primary-50" />
          {/* A profile header: name and title lines, and a badge. */}
          <rect x="72" y="76" width="128" height="14" rx="7" className="fill-primary-200" />
          <rect x="72" y="102" width="84" height="10" rx="5" className="fill-secondary-200" />
          <rect x="264" y="72" width="64" height="26" rx="13" className="fill-accent-300" />
          <path
            d="M110 228 200 204 290 228"
            fill="none"
            strokeWidth="4"
            strokeDasharray="2 10"
            strokeLinecap="round"
            className="stroke-primary-400"
          />
          <path d="M52 330a58 58 0 0 1 116 0Z" className="fill-secondary-500" />
          <circle cx="110" cy="228" r="28" className="fill-secondary-300" />
          <path d="M232 330a58 58 0 0 1 116 0Z" className="fill-primary-800" />
          <circle cx="290" cy="228" r="28" className="fill-primary-300" />
          <path d="M128 330a72 72 0 0 1 144 0Z" className="fill-primary-600" />
          <circle cx="200" cy="204" r="36" className="fill-accent-300" />
        </g>
        <rect
          x="40"
          y="40"
          width="320"
          height="280"
          rx="32"
          fill="none"
          strokeWidth="2"
          className="stroke-primary-100"
        />

        {/* Sparkles. */}
        <path d="M24 132l5 13 13 5-13 5-5 13-5-13-13-5 13-5Z" className="fill-accent-400" />
        <path d="M352 238l3.5 9 9 3.5-9 3.5-3.5 9-3.5-9-9-3.5 9-3.5Z" className="fill-secondary-400" />
      </svg>

      {/* Floating badges. */}
      <span className="absolute top-[6%] left-[2%] flex size-14 items-center justify-center rounded-card bg-surface text-primary-700 shadow-raised">
        <BadgeCheck className="size-7" />
      </span>
      <span className="absolute top-[42%] -right-[2%] flex size-12 items-center justify-center rounded-card bg-surface text-secondary-700 shadow-raised">
        <Briefcase className="size-6" />
      </span>
      <span className="absolute bottom-[4%] left-[40%] flex size-12 items-center justify-center rounded-full bg-accent-300 text-primary-950 shadow-raised">
        <HeartHandshake className="size-6" />
      </span>
    </div>
  );
}
