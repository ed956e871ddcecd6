import { MSG } from '@domain/messages';

/** Global search field of the logged-in bar and its results panel (SPEC §2 "Search overlay"). */
export function SearchBox({ className }: { className?: string }) {
  return (
    <input
      type="search"
      aria-label={MSG.search.placeholder}
      placeholder={MSG.search.placeholder}
      className={className}
    />
  );
}
