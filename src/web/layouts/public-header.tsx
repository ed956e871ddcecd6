import { AUTH_COPY } from '@domain/copy/auth';
import { HEADER_SHADOW_SCROLL_PX } from '@domain/limits';
import { COPY, MSG } from '@domain/messages';
import { cn } from '@web/lib/cn';
import { usePublicConfig } from '@web/lib/session';
import { useScrolledPast } from '@web/lib/use-scrolled-past';
import { ButtonLink } from '@web/ui/button';
import { Logo } from '@web/ui/logo';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * SPEC §2 public header: transparent at the top, white with a shadow once scrolled; below the
 * medium breakpoint the two buttons move into a toggleable menu that closes when one is chosen.
 * The logo opens the marketing site (GET /api/config) in a new tab; /home until that answers.
 */
export function PublicHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { marketingUrl } = usePublicConfig();

  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open menu and returns focus to its toggle, as with any disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow] duration-200',
        scrolled || menuOpen ? 'bg-surface shadow-raised' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Logo to={marketingUrl} newTab label={AUTH_COPY.marketingLinkLabel} />

        <div className="hidden items-center gap-3 md:flex">
          <ButtonLink to="/login" variant="outline">
            {MSG.auth.signIn}
          </ButtonLink>
          <ButtonLink to="/register">{MSG.auth.signUp}</ButtonLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? COPY.a11y.closeMenu : COPY.a11y.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-11 items-center justify-center rounded-control text-primary-800 hover:bg-primary-50 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      {menuOpen ? (
        <div
          id={menuId}
          className="absolute inset-x-0 top-full animate-menu-in border-t border-line bg-surface px-4 pt-3 pb-4 shadow-raised md:hidden"
        >
          <div className="flex flex-col gap-3">
            <ButtonLink to="/login" variant="outline" fullWidth onClick={closeMenu}>
              {MSG.auth.signIn}
            </ButtonLink>
            <ButtonLink to="/register" fullWidth onClick={closeMenu}>
              {MSG.auth.signUp}
            </ButtonLink>
          </div>
        </div>
      ) : null}
    </header>
  );
}
