import type { DeleteAccount } from '@lumen/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { removeToken } from '@/lib/auth/token';
import { attachmentName, fileDay, saveBlob } from '@/lib/download';

/**
 * "Download my data": the whole account as one ZIP, fetched with the session's token (a link
 * could not carry it) and saved under the name the server gives it.
 */
export async function downloadMyData(): Promise<string> {
  const { data, response } = await api.GET('/api/account/export', { parseAs: 'blob' });
  const fileName = attachmentName(response, `lumen-studio-export-${fileDay()}.zip`);
  saveBlob(data as Blob, fileName);
  return fileName;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/**
 * Deletes the account for good. The server has already revoked every session, so the token is
 * dropped here without a logout call (which could only answer 401).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccount) => (await api.DELETE('/api/account', { body })).data!,
    onSuccess: () => removeToken(),
  });
}
