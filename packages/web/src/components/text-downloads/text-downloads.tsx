import type { OutputLanguage } from '@lumen/domain';
import { Button, type ButtonSize, type ButtonVariant } from '@lumen/ui';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { downloadText, type TextDownloadFormat } from '@/lib/download';
import { notify } from '@/lib/toast';

const m = defineMessages({
  pending: { id: 'textDownload.pending' },
  failedTitle: { id: 'textDownload.failed.title' },
  failedDescription: { id: 'textDownload.failed.description' },
});

const labels = defineMessages({
  txt: { id: 'textDownload.txt' },
  md: { id: 'textDownload.md' },
  pdf: { id: 'textDownload.pdf' },
}) satisfies Record<TextDownloadFormat, MessageDescriptor>;

const formats = ['txt', 'md', 'pdf'] as const satisfies readonly TextDownloadFormat[];

export interface TextDownloadsProps {
  content: string;
  prompt: string;
  /** The text's language, which the PDF declares (not the interface's). */
  outputLanguage: OutputLanguage;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/**
 * A text's downloads, .txt, .md and .pdf, wherever a text is offered (the generator's results,
 * a saved text). The PDF takes a moment the first time (its maker loads then): its button is
 * busy meanwhile, and a failure says so in a toast.
 */
export function TextDownloads({
  content,
  prompt,
  outputLanguage,
  size = 'sm',
  variant = 'ghost',
}: TextDownloadsProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<TextDownloadFormat | null>(null);
  const download = async (format: TextDownloadFormat) => {
    setBusy(format);
    try {
      await downloadText(content, prompt, format, outputLanguage === 'spanish' ? 'es' : 'en');
    } catch {
      notify.error(intl.formatMessage(m.failedTitle), intl.formatMessage(m.failedDescription));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {formats.map((format) => (
        <Button
          key={format}
          size={size}
          variant={variant}
          isPending={busy === format}
          loadingLabel={intl.formatMessage(m.pending)}
          onPress={() => void download(format)}
        >
          {intl.formatMessage(labels[format])}
        </Button>
      ))}
    </>
  );
}
