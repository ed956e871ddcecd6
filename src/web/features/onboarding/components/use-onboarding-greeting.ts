import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnboarding } from '../api';

/**
 * The guided setup greets a member right after she signs in (GuestOnly tells the feed with
 * `{ signedIn: true }`) while she has steps left and has not chosen 'Pular por enquanto': the
 * feed sends her on to /boas-vindas. Opening the feed any other way shows the feed.
 */
export function useOnboardingGreeting() {
  const { data } = useOnboarding();
  const navigate = useNavigate();
  const location = useLocation();
  const justSignedIn = (location.state as { signedIn?: unknown } | null)?.signedIn === true;
  const greet = justSignedIn && data?.pending === true;
  useEffect(() => {
    if (greet) void navigate('/boas-vindas', { replace: true });
  }, [greet, navigate]);
}
