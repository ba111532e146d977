/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Revoked after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
}

/** Saves a same-origin image under `name`: PNG as served, JPEG re-encoded through a canvas. */
export async function downloadImage(url: string, name: string, format: 'png' | 'jpeg') {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const png = await response.blob();
  const blob = format === 'png' ? png : await toJpeg(png);
  saveBlob(blob, `${name}.${format === 'png' ? 'png' : 'jpg'}`);
}

/** Saves a same-origin file (speech, a video) as it is served, under `fileName`. */
export async function downloadFile(url: string, fileName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  saveBlob(await response.blob(), fileName);
}

export type TextDownloadFormat = 'txt' | 'md' | 'pdf';

/**
 * Saves a text as a file: .txt as it is, .md under a heading naming its prompt, .pdf with that
 * heading, in `language` (the text's own). The PDF maker loads only now, on the first PDF.
 */
export async function downloadText(
  content: string,
  prompt: string,
  format: TextDownloadFormat,
  language: 'en' | 'es',
) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const fileName = `lumen-text-${stamp}.${format}`;
  if (format === 'pdf') {
    const { buildTextPdf } = await import('./text-pdf');
    const bytes = await buildTextPdf({ prompt, content, language });
    saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
    return;
  }
  const body =
    format === 'md' ? `# ${prompt.replace(/\s+/g, ' ').trim()}\n\n${content}\n` : content;
  const type = format === 'md' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8';
  saveBlob(new Blob([body], { type }), fileName);
}

async function toJpeg(source: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(source);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no alpha: transparent pixels become white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/**
 * The file name an `attachment` answer suggests (`Content-Disposition: attachment;
 * filename="…"`), or `fallback` when it names none.
 */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(header)?.[1];
  // Only a bare name: never a path the browser would have to clean up.
  return name && !/[/\\]/.test(name) ? name : fallback;
}

/** Today as YYYY-MM-DD, for the names of files the browser makes. */
export function fileDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
