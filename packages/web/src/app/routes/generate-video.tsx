import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';
import { VideoGeneratorScreen } from '@/features/video-generator/components/video-generator-screen';

/** /generate/video: the video generator, with the top-up dialog. */
export function Component() {
  const queryClient = useQueryClient();
  const [topUpOpen, setTopUpOpen] = useState(false);
  return (
    <>
      <PageTitle id="page.videoGenerator" />
      <VideoGeneratorScreen
        onTopUp={() => setTopUpOpen(true)}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: generationsQueryKey })}
      />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
