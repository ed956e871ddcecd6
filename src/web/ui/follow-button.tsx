import { cn } from '@web/lib/cn';
import { BellOff, BellPlus } from 'lucide-react';
import { Button } from './button';
import { Spinner } from './spinner';

interface FollowButtonProps {
  following: boolean;
  /** A follow or unfollow is on its way: the button ignores presses until it is answered. */
  pending: boolean;
  onToggle: () => void;
  followLabel: string;
  unfollowLabel: string;
}

/**
 * 'Seguir' / 'Deixar de seguir' for a community or a company: a toggle button (aria-pressed)
 * that keeps its place while its label changes, so keyboard focus stays on it. While a change is
 * pending it stays focusable but inert (aria-disabled), so a double press cannot send two.
 */
export function FollowButton({
  following,
  pending,
  onToggle,
  followLabel,
  unfollowLabel,
}: FollowButtonProps) {
  return (
    <Button
      variant="outline"
      aria-pressed={following}
      aria-disabled={pending || undefined}
      onClick={onToggle}
      className={cn(following && 'bg-primary-50')}
    >
      {pending ? (
        <Spinner className="size-4 text-current" />
      ) : following ? (
        <BellOff aria-hidden="true" className="size-4" />
      ) : (
        <BellPlus aria-hidden="true" className="size-4" />
      )}
      {following ? unfollowLabel : followLabel}
    </Button>
  );
}
