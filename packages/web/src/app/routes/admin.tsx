import { PageTitle } from '@/components/page-title';
import { AdminScreen } from '@/features/admin/components/admin-screen';

/** /admin: the operator's console. */
export function Component() {
  return (
    <>
      <PageTitle id="page.admin" />
      <AdminScreen />
    </>
  );
}
