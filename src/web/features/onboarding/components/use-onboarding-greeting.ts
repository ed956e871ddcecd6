import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useOnboarding } from '../api';

const GREETED_KEY = 'elas:onboarding-greeted';

function greetedInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(GREETED_KEY) === '1';
  } catch {
    return true;
  }
}

/**
 * The guided setup greets a member once per visit (browser tab) when she lands on the feed
 * with steps left and has not chosen 'Pular por enquanto': after her first sign-in, the feed
 * sends her on to /boas-vindas. Once greeted in this tab, the feed stays the feed.
 */
export function useOnboardingGreeting() {
  const { data } = useOnboarding();
  const navigate = useNavigate();
  const pending = data?.pending === true;
  useEffect(() => {
    if (!pending || greetedInThisTab()) return;
    try {
      window.sessionStorage.setItem(GREETED_KEY, '1');
    } catch {
      // No storage: she is greeted, and may be again; the skip button still ends it.
    }
    void navigate('/boas-vindas', { replace: true });
  }, [pending, navigate]);
}
