import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/**
 * The current time, refreshed once a minute, so the feed's relative times ('há 5 minutos') stay
 * true while the page is open. Used once per list (not per post), so a long feed runs one timer.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
