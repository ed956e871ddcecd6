import { cn } from '@web/lib/cn';
import { initials } from '@web/lib/initials';
import { useState } from 'react';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
export type AvatarTone = 'primary' | 'secondary' | 'accent';
export type AvatarShape = 'circle' | 'square';

export interface AvatarProps {
  /** Whose picture this is: the accessible name and the source of the initials. */
  name: string;
  /** Picture address; null, empty or failing to load shows the initials instead. */
  src?: string | null;
  size?: AvatarSize;
  /** Colour of the initials tile; by default picked from the name, so it is stable per person. */
  tone?: AvatarTone;
  /** Round for people, rounded square for logos. */
  shape?: AvatarShape;
  /** Hidden from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  /**
   * The letters shown without a picture, when not the initials of `name` (a company shows the
   * first letter of its name, SPEC §2).
   */
  letters?: string;
  className?: string;
}

/** The picture's size in CSS pixels (the largest, for '2xl'), also given as its width and height. */
const pixels: Record<AvatarSize, number> = { sm: 32, md: 40, lg: 56, xl: 64, '2xl': 128 };

const sizes: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-16 text-xl',
  // Profile pages: 96 px on phones, 128 px from md up.
  '2xl': 'size-24 text-3xl md:size-32 md:text-4xl',
};

// Each pair is at least 7.5:1 (see styles.css for the palette).
const tones: Record<AvatarTone, string> = {
  primary: 'bg-primary-100 text-primary-800',
  secondary: 'bg-secondary-100 text-secondary-800',
  accent: 'bg-accent-200 text-accent-900',
};

const toneOrder: AvatarTone[] = ['primary', 'secondary', 'accent'];

/** A stable tone for a name, so the same person keeps the same colour everywhere. */
export function toneFor(name: string): AvatarTone {
  let sum = 0;
  for (const char of name) sum = (sum + (char.codePointAt(0) ?? 0)) % 9973;
  return toneOrder[sum % toneOrder.length] ?? 'primary';
}

/**
 * A person's picture or a company's logo, with the initials (first and last word of the name,
 * SPEC §2) when there is no picture or it fails to load.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  tone,
  shape = 'circle',
  decorative = false,
  letters,
  className,
}: AvatarProps) {
  // Remember which address failed, so a new address gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden font-semibold select-none',
    shape === 'circle' ? 'rounded-full' : 'rounded-control',
    sizes[size],
    className,
  );

  if (showImage && src) {
    return (
      <img
        src={src}
        // Its box is known before the picture arrives, even before the style sheet applies.
        width={pixels[size]}
        height={pixels[size]}
        alt={decorative ? '' : name}
        aria-hidden={decorative || undefined}
        onError={() => setFailedSrc(src)}
        className={cn(classes, 'object-cover')}
      />
    );
  }

  const fallbackClasses = cn(classes, tones[tone ?? toneFor(name)]);
  const shownLetters = letters ?? initials(name);
  if (decorative) {
    return (
      <span aria-hidden="true" data-testid="avatar-initials" className={fallbackClasses}>
        {shownLetters}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} data-testid="avatar-initials" className={fallbackClasses}>
      {shownLetters}
    </span>
  );
}
