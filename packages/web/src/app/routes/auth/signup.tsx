import { PageTitle } from '@/components/page-title';
import { SignUpFormScreen } from '@/features/auth/components/signup-form';

export function Component() {
  return (
    <>
      <PageTitle id="page.signup" />
      <SignUpFormScreen />
    </>
  );
}
