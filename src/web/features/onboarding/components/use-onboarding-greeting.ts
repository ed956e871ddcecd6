import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnboarding } from '../api';

const GREETED_KEY = 'elas:onboarding-greeted';

function greetedInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(GREETED_KEY) === '1';
  } catch {
    return true;
  }
}

function rememberGreeted(): void {
  try {
    window.sessionStorage.setItem(GREETED_KEY, '1');
  } catch {
    // No storage: a sign-in still greets her; the feed opened otherwise does not.
  }
}

/**
 * The guided setup greets a member who has steps left and has not chosen 'Pular por enquanto'
 * when she reaches the feed right after signing in (GuestOnly tells it with `{ signedIn: true }`)
 * or for the first time in this tab (the confirmation link may sign her in elsewhere): the feed
 * sends her on to /boas-vindas. Otherwise the feed stays the feed; the meter offers the setup.
 */
export function useOnboardingGreeting() {
  const { data } = useOnboarding();
  const navigate = useNavigate();
  const location = useLocation();
  const justSignedIn = (location.state as { signedIn?: unknown } | null)?.signedIn === true;
  const greet = data?.pending === true && (justSignedIn || !greetedInThisTab());
  useEffect(() => {
    if (!greet) return;
    rememberGreeted();
    void navigate('/boas-vindas', { replace: true });
  }, [greet, navigate]);
}
