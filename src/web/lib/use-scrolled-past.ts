import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `offsetPx` (e.g. to give a sticky header a shadow). */
export function useScrolledPast(offsetPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);

  return scrolled;
}
