import { PageTitle } from '@/components/page-title';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-form';

export function Component() {
  return (
    <>
      <PageTitle id="page.reset" />
      <ResetPasswordScreen />
    </>
  );
}
