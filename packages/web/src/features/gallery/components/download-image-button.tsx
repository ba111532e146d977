import { Button } from '@lumen/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '@/lib/download';
import { notify } from '@/lib/toast';
import type { SavedImage } from '@/features/gallery/api/get-saved-images';
import { galleryMessages as m } from './gallery-messages';

/** The served file's extension (png, jpg…), png when the address names none. */
function extensionOf(url: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://x').pathname);
  return match?.[1]?.toLowerCase() ?? 'png';
}

/** Downloads the one image the dialog shows, as served, named as the generator names it. */
export function DownloadImageButton({ image }: { image: SavedImage }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const onPress = async () => {
    setBusy(true);
    try {
      await downloadFile(image.url, `lumen-${image.id}.${extensionOf(image.url)}`);
    } catch {
      notify.error(intl.formatMessage(m.error), intl.formatMessage(m.downloadOneFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onPress={() => void onPress()} isPending={busy}>
      {intl.formatMessage(m.download)}
    </Button>
  );
}
