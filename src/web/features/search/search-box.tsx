import { SEARCH_UI_COPY as T } from '@domain/copy/search-ui';
import { SEARCH_QUERY_MAX_LENGTH } from '@domain/limits';
import { MSG } from '@domain/messages';
import type { SearchResults } from '@domain/schemas/search';
import { cn } from '@web/lib/cn';
import { inputClasses } from '@web/ui/input';
import { Spinner } from '@web/ui/spinner';
import { Search, X } from 'lucide-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useSearch } from './api';
import type { SearchTab } from './search-results';

// The results panel (Radix tabs and the result lists) loads with the first search, not with the bar.
const SearchResultsTabs = lazy(async () => ({
  default: (await import('./search-results')).SearchResultsTabs,
}));

/** The result links of the panel's active tab, in reading order (only that tab is mounted). */
const RESULT_SELECTOR = 'a[data-search-result]';
/** Gap between the field and the panel on phones when no bar holds it, in px. */
const PANEL_GAP_PX = 8;

/**
 * Global search field of the logged-in bar and its results panel (SPEC §2 "Search overlay").
 * Sizes itself to its container; the panel hangs under the field from 1024 px and spans the
 * screen under the bar below that, so the same component serves the desktop and mobile bars.
 *
 * The field is a combobox whose popup is a non-modal dialog (the ARIA pattern in which focus
 * moves into the popup): ArrowDown enters the results, ArrowUp/ArrowDown/Home/End move between
 * them, Escape closes and returns to the field, Tab follows the page order.
 */
export function SearchBox({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SearchTab>('all');
  const search = useSearch(text);
  const expanded = open && search.status !== 'idle';

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const placement = usePanelPlacement(rootRef, expanded);

  // Leaving the page by any other way (back button, a link elsewhere) closes the panel too.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }

  // A click or tap anywhere outside closes it.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const results = useCallback(
    () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>(RESULT_SELECTOR) ?? []),
    [],
  );

  const reset = () => {
    setText('');
    setOpen(false);
    setTab('all');
  };

  const closeAndReturn = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (!expanded) {
        if (search.status !== 'idle') {
          event.preventDefault();
          setOpen(true);
        }
        return;
      }
      const first = results()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && expanded) {
      // Without preventDefault a search field also erases its text on Escape.
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
      return;
    }
    const target = event.target as HTMLElement;
    const links = results();
    const index = links.indexOf(target as HTMLAnchorElement);
    let next: HTMLElement | undefined;
    if (index === -1) {
      // From a tab, ArrowDown goes down into its results (the tabs themselves use left/right);
      // every other key on the tabs is theirs.
      if (event.key !== 'ArrowDown' || target.getAttribute('role') !== 'tab') return;
      next = links[0];
    } else if (event.key === 'ArrowDown') next = links[index + 1];
    else if (event.key === 'ArrowUp') next = index === 0 ? (inputRef.current ?? undefined) : links[index - 1];
    else if (event.key === 'Home') next = links[0];
    else if (event.key === 'End') next = links[links.length - 1];
    else return;
    // At either end the arrow keys stay put rather than scrolling the panel.
    event.preventDefault();
    next?.focus();
  };

  // Tabbing out of the widget closes the panel (a click outside is handled above).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const announcement = expanded && search.status === 'done' ? announce(search.query, search.results) : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom (React logs an error in every component test rendering the bar) and to browsers before 2023
    <div
      ref={rootRef}
      role="search"
      className={cn('relative w-full min-w-0', className)}
      style={{ '--search-panel-top': `${placement.top}px` } as CSSProperties}
      onBlur={onBlur}
    >
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={MSG.search.label}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          placeholder={MSG.search.placeholder}
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKeyDown}
          className={cn(
            inputClasses,
            'rounded-full bg-canvas pr-11 pl-10 text-sm',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {text !== '' && (
          <button
            type="button"
            aria-label={T.clear}
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            className={cn(
              'absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center',
              'rounded-full text-ink-muted hover:bg-primary-50 hover:text-primary-800',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>

      {expanded && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={headingId}
          data-align={placement.align}
          onKeyDown={onPanelKeyDown}
          className={cn(
            'z-50 flex flex-col gap-3 overflow-y-auto overscroll-contain border border-line bg-surface p-4',
            'shadow-overlay motion-safe:animate-menu-in',
            // Phones and tablets: the whole width, under the bar.
            'fixed inset-x-0 top-(--search-panel-top) max-h-[calc(100dvh_-_var(--search-panel-top)_-_1rem)]',
            'rounded-b-card border-x-0',
            // Desktop: under the field, at least as wide as it, never wider than the screen.
            'lg:absolute lg:inset-x-auto lg:top-full lg:mt-2 lg:w-[min(max(100%,36rem),calc(100vw_-_2rem))]',
            'lg:data-[align=end]:right-0 lg:data-[align=start]:left-0',
            'lg:max-h-[min(70vh,40rem)] lg:rounded-card lg:border-x',
          )}
        >
          <h2 id={headingId} className="text-base font-semibold break-words text-ink">
            {T.resultsFor(search.query)}
          </h2>
          {search.status === 'loading' ? (
            <SearchLoading />
          ) : (
            <Suspense fallback={<SearchLoading />}>
              <SearchResultsTabs
                query={search.query}
                results={search.results}
                tab={tab}
                onTabChange={setTab}
                onChoose={reset}
              />
            </Suspense>
          )}
        </div>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function announce(query: string, results: SearchResults | undefined): string {
  const groups = results ? [results.professionals, results.companies, results.communities] : [];
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  if (total === 0) return MSG.search.empty(query);
  return T.announcement(
    total,
    groups.some((group) => group.hasMore),
    query,
  );
}

/** Widest the desktop panel gets (36rem), in px; it never gets narrower than the field. */
const DESKTOP_PANEL_PX = 576;

interface PanelPlacement {
  /** Where the panel starts on phones (fixed, full width), in px from the top of the viewport. */
  top: number;
  /** On desktop: hang from the field's left edge, or from its right edge when there is no room. */
  align: 'start' | 'end';
}

/**
 * Where the panel goes: on phones under the bar that holds the field (its closest <header>), or
 * under the field itself when there is none; on desktop under the field, growing towards the side
 * with room (the bar puts the field at its right end). Followed while open.
 */
function usePanelPlacement(rootRef: RefObject<HTMLDivElement | null>, open: boolean): PanelPlacement {
  const [placement, setPlacement] = useState<PanelPlacement>({ top: 0, align: 'start' });
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const measure = () => {
      const bar = root.closest('header');
      const bottom = (bar ?? root).getBoundingClientRect().bottom;
      const field = root.getBoundingClientRect();
      const width = Math.max(field.width, DESKTOP_PANEL_PX);
      const top = Math.max(0, Math.round(bottom)) + (bar ? 0 : PANEL_GAP_PX);
      const align = field.left + width > document.documentElement.clientWidth ? 'end' : 'start';
      setPlacement((current) => (current.top === top && current.align === align ? current : { top, align }));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, { capture: true });
    };
  }, [rootRef, open]);
  return placement;
}

function SearchLoading() {
  return (
    <p className="flex items-center gap-2 py-4 text-sm text-ink-muted">
      <Spinner className="size-5" />
      {T.loading}
    </p>
  );
}
