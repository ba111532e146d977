import { AUTH_REDIRECT_DELAY_MS } from '@lumen/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** SPEC §2: after sign-in or sign-up the user goes to /dashboard 1 second later. */
export function useRedirectAfterAuth(): () => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(paths.dashboard), AUTH_REDIRECT_DELAY_MS);
  }, [navigate]);
}
