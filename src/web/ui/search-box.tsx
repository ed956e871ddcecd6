import { SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import { Input } from '@web/ui/input';
import { Search } from 'lucide-react';
import { useId } from 'react';

/** A search landmark with one box: the text applies as she types (the page debounces it), or on Enter. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023
    <form
      role="search"
      aria-label={label}
      className="w-full md:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-10"
        />
      </div>
    </form>
  );
}
