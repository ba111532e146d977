import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth/token';

/**
 * On a signed-out screen (sign in, sign up): a visitor who arrives signed in has nothing to do
 * there and goes to the dashboard. Read once, on arrival: the token a successful form stores
 * afterwards is the form's own business (it shows its success, then moves on).
 */
export function AwayWhenSignedIn() {
  const navigate = useNavigate();
  useEffect(() => {
    if (getToken()) navigate(paths.dashboard, { replace: true });
  }, [navigate]);
  return null;
}
