import { cn } from '@web/lib/cn';
import { Link, type LinkProps } from 'react-router';

/** An inline link inside running text: underlined, so it is not told apart by colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-900',
        className,
      )}
      {...props}
    />
  );
}
