import { Button } from '@lumen/ui';
import { FormattedMessage } from 'react-intl';
import { oidcStartUrl, rememberOidcReturn } from '@/lib/auth/oidc';
import { usePublicConfig } from '@/lib/public-config';
import { useHydrated } from '@/lib/use-hydrated';
import { useReturnPath } from '@/features/auth/hooks/use-redirect-after-auth';
import * as styles from './auth-layout.css';

/**
 * "Continue with Google" (the configured OpenID Connect provider, OIDC_LABEL): the browser goes
 * to the server, which sends it on to the provider. Shown only when the server names one.
 */
export function OidcButton() {
  const config = usePublicConfig();
  const returnTo = useReturnPath();
  // The build draws the page without the server's provider: the button comes after hydration,
  // so the markup hydrates as drawn and nothing typed meanwhile is thrown away.
  const hydrated = useHydrated();
  const provider = config.data?.oidcLabel;
  if (!hydrated || !provider) return null;
  return (
    <div className={styles.oidc}>
      <p className={styles.divider}>
        <FormattedMessage id="auth.oidcOr" />
      </p>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        onPress={() => {
          rememberOidcReturn(returnTo);
          window.location.assign(oidcStartUrl);
        }}
      >
        <FormattedMessage id="auth.oidcContinue" values={{ provider }} />
      </Button>
    </div>
  );
}
