import type { components } from '@lumen/client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type UploadedImage = components['schemas']['UploadedImage'];

/** POST /api/uploads/images: the picture in the form's `file` field. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedImage> => {
      const form = new FormData();
      form.append('file', file);
      const { data } = await api.POST('/api/uploads/images', {
        // The browser writes the multipart body and its boundary itself.
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
      });
      return data!;
    },
  });
}
