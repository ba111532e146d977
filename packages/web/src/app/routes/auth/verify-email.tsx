import { PageTitle } from '@/components/page-title';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export function Component() {
  return (
    <>
      <PageTitle id="page.verifyEmail" />
      <VerifyEmailScreen />
    </>
  );
}
