import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '@lumen/client';
import { api } from '@/lib/api/client';
import { attachmentName, fileDay, saveBlob } from '@/lib/download';
import { savedImagesQueryKey } from './get-saved-images';

/** POST /api/images/saved/download: the picked images as one ZIP, saved as the server names it. */
export async function downloadImages(ids: readonly string[]): Promise<string> {
  const { data, response } = await api.POST('/api/images/saved/download', {
    body: { ids: [...ids] },
    parseAs: 'blob',
  });
  const fileName = attachmentName(response, `lumen-studio-images-${fileDay()}.zip`);
  saveBlob(data as Blob, fileName);
  return fileName;
}

/** A 404 means a picked image is gone (deleted elsewhere): the gallery is read again. */
export function useDownloadImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadImages,
    onError: (error) => {
      if (isHttpError(error, 404))
        void queryClient.invalidateQueries({ queryKey: savedImagesQueryKey });
    },
  });
}
