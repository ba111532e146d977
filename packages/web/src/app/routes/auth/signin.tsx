import { PageTitle } from '@/components/page-title';
import { SignInFormScreen } from '@/features/auth/components/signin-form';

export function Component() {
  return (
    <>
      <PageTitle id="page.signin" />
      <SignInFormScreen />
    </>
  );
}
