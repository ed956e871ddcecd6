import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './toast';

const Toaster = lazy(() => import('./toaster'));

/** How long after start-up the toaster mounts anyway, for code that calls sonner directly. */
const IDLE_MOUNT_MS = 4000;

/**
 * Mounts the toaster when the first toast is asked for (lib/toast.ts), or a few seconds after
 * start-up: its code is not part of any page's first render.
 */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const unsubscribe = onToastRequested(mount);
    const timer = window.setTimeout(mount, IDLE_MOUNT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [mounted]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
