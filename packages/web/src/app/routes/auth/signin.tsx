import { AwayWhenSignedIn } from '@/components/away-when-signed-in';
import { PageTitle } from '@/components/page-title';
import { SignInFormScreen } from '@/features/auth/components/signin-form';

export function Component() {
  return (
    <>
      <AwayWhenSignedIn />
      <PageTitle id="page.signin" />
      <SignInFormScreen />
    </>
  );
}
