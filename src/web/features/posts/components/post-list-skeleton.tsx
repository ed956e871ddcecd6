import { Skeleton, SkeletonStatus, SkeletonText } from '@web/ui/skeleton';

/** Widths of each card's lines, varied so the skeletons read as different posts. */
const CARDS = [
  { name: 'w-36', title: 'w-44', body: ['w-full', 'w-full', 'w-3/5'] },
  { name: 'w-44', title: 'w-28', body: ['w-full', 'w-11/12', 'w-2/5'] },
  { name: 'w-32', title: 'w-40', body: ['w-full', 'w-full', 'w-4/5'] },
  { name: 'w-40', title: 'w-36', body: ['w-full', 'w-3/4', 'w-1/2'] },
] as const;

/**
 * The first load of a post list: cards in a post's shape and size (the card's padding, avatar,
 * name, professional title, time and three lines of text), enough of them to fill a phone's
 * screen, so what follows the list (the side boxes on a phone) stays below the fold and nothing
 * on screen moves when the posts arrive.
 */
export function PostListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonStatus label={label} className="flex flex-col gap-4">
      {CARDS.map((card) => (
        <div
          key={card.name}
          aria-hidden="true"
          data-testid="post-skeleton"
          className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card md:p-5"
        >
          <div className="flex items-start gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex min-w-0 flex-1 flex-col">
              <SkeletonText widths={[card.name]} />
              <SkeletonText size="sm" widths={[card.title, 'w-20']} />
            </div>
          </div>
          <SkeletonText widths={card.body} />
        </div>
      ))}
    </SkeletonStatus>
  );
}
