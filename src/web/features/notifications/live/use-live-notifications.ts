import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@web/lib/auth-provider';
import { useEffect } from 'react';

/**
 * Opens this tab's live stream of notifications while a member is signed in, and closes it when
 * she signs out or the bar unmounts. Call it once, where the bell is (the logged-in bar).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    // No stream without a member, nor where the browser has none (the server's render, old browsers).
    if (!userId || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./connect').then(({ connectNotifications }) => {
      if (!unmounted) stop = connectNotifications(queryClient, { userId });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
