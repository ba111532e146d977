import { PageTitle } from '@/components/page-title';
import { OidcLandingScreen } from '@/features/auth/components/oidc-landing-screen';

export function Component() {
  return (
    <>
      <PageTitle id="page.signinOidc" />
      <OidcLandingScreen />
    </>
  );
}
