import { PageTitle } from '@/components/page-title';
import { SavedTextsScreen } from '@/features/saved-texts/components/saved-texts-screen';

export function Component() {
  return (
    <>
      <PageTitle id="page.savedTexts" />
      <SavedTextsScreen />
    </>
  );
}
