import type { NewsType } from '@domain/enums';
import { cn } from '@web/lib/cn';
import { Newspaper, PenLine } from 'lucide-react';
import { useState } from 'react';

/**
 * A list card's cover: the item's image, or, when it has none or it fails to load (a removed file,
 * an origin the page may not load images from), a brand gradient with the kind's icon.
 */
export function NewsCover({
  src,
  type,
  className,
}: {
  src: string | null;
  type: NewsType;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailedSrc(src)}
        className={cn('aspect-video w-full bg-neutral-100 object-cover', className)}
      />
    );
  }
  const Icon = type === 'article' ? PenLine : Newspaper;
  return (
    <div
      data-testid="news-cover-placeholder"
      aria-hidden="true"
      className={cn(
        'flex aspect-video w-full items-center justify-center bg-linear-to-br',
        type === 'article' ? 'from-primary-600 to-secondary-500' : 'from-primary-800 to-primary-500',
        className,
      )}
    >
      <Icon className="size-12 text-white/90" />
    </div>
  );
}
