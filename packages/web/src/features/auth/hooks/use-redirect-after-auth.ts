import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, returnParam, safeReturnPath } from '@/config/paths';
import { AUTH_REDIRECT_DELAY_MS } from '@/config/screen';

/**
 * SPEC §2: after sign-in or sign-up the user goes on 1 second later: back to the page that sent
 * them here (`?next=`, one of this app's paths), else to /dashboard.
 */
export function useRedirectAfterAuth(): () => void {
  const navigate = useNavigate();
  const target = useReturnPath() ?? paths.dashboard;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(target), AUTH_REDIRECT_DELAY_MS);
  }, [navigate, target]);
}

/** Where this sign-in or sign-up page should send the user back to, if anywhere. */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(returnParam));
}
