import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';
import { VoiceGeneratorScreen } from '@/features/voice-generator/components/voice-generator-screen';

/** /generate/voice: text to speech, with the top-up dialog. */
export function Component() {
  const queryClient = useQueryClient();
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.voiceGenerator" />
      <VoiceGeneratorScreen
        onTopUp={() => setTopUpOpen(true)}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: generationsQueryKey })}
      />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
