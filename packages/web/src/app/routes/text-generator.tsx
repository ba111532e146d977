import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import { savedTextsQueryKey } from '@/features/saved-texts/api/get-saved-texts';
import { TextGeneratorScreen } from '@/features/text-generator/components/text-generator-screen';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';

/** /text-generator and /generate/text. */
export function Component() {
  const queryClient = useQueryClient();
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.textGenerator" />
      <TextGeneratorScreen
        onTopUp={() => setTopUpOpen(true)}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: generationsQueryKey })}
        onTextSaved={() => void queryClient.invalidateQueries({ queryKey: savedTextsQueryKey })}
      />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
