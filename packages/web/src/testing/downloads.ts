import { http } from 'msw';
import { vi } from 'vitest';

/**
 * The names of the files the page hands to the browser as downloads (the anchor's click is
 * caught, so no file is written). Undo with vi.restoreAllMocks().
 */
export function savedFiles() {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

/**
 * The files the page hands to the browser as downloads, each with its content (the blob behind
 * the anchor's object URL); as savedFiles, nothing is written. Undo with vi.restoreAllMocks().
 */
export function savedDownloads() {
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const href = createObjectURL(object);
    if (object instanceof Blob) blobs.set(href, object);
    return href;
  });
  const files: { name: string; blob: Blob | undefined }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return files;
}

/** The browser's own fetch, kept before a test stubs it. */
const networkFetch = globalThis.fetch.bind(globalThis);

/**
 * The fonts the PDF maker fetches, served by the test server as in the app (mockApi alone
 * answers them 404, which is how a test makes the PDF fail).
 */
export const fontFiles = http.get(/\.woff(\?.*)?$/, ({ request }) => networkFetch(request));

/** An empty ZIP (only its end record) answered as an attachment named `name`. */
export const zipAnswer = (name: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
