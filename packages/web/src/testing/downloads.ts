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

/** An empty ZIP (only its end record) answered as an attachment named `name`. */
export const zipAnswer = (name: string) =>
  new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
