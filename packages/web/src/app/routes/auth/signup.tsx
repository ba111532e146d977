import { AwayWhenSignedIn } from '@/components/away-when-signed-in';
import { PageTitle } from '@/components/page-title';
import { SignUpFormScreen } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <>
      <AwayWhenSignedIn />
      <PageTitle id="page.signup" />
      <SignUpFormScreen />
    </>
  );
}
