import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { REMIX_PARAM } from '@/lib/remix';
import { generationsQueryKey } from '@/features/dashboard/api/get-generations';
import { savedImagesQueryKey } from '@/features/gallery/api/get-saved-images';
import { Gallery } from '@/features/gallery/components/gallery';
import { ImageGeneratorScreen } from '@/features/image-generator/components/image-generator-screen';
import { TopUpDialogOnDemand } from '@/components/top-up-dialog-on-demand';

/** /image-generator and /generate/image: the generator, with My Gallery and the top-up dialog. */
export function Component() {
  const queryClient = useQueryClient();
  const [topUpOpen, setTopUpOpen] = useState(false);
  // "Use this prompt" in My Gallery stays on this route: a new item's settings draw the screen
  // afresh (on Generate, the form filled from the address).
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle id="page.imageGenerator" />
      <ImageGeneratorScreen
        key={params.get(REMIX_PARAM) ?? ''}
        gallery={<Gallery />}
        onTopUp={() => setTopUpOpen(true)}
        onGenerated={() => void queryClient.invalidateQueries({ queryKey: generationsQueryKey })}
        onImagesSaved={() => void queryClient.invalidateQueries({ queryKey: savedImagesQueryKey })}
      />
      <TopUpDialogOnDemand isOpen={topUpOpen} onOpenChange={setTopUpOpen} />
    </>
  );
}
