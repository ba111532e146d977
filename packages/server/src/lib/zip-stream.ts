import { Readable } from 'node:stream';
import type { ExportFile } from '@lumen/domain/use-cases';
import { ZipFile } from 'yazl';

/**
 * A ZIP of `files` as a web stream, written while it is sent: each file read (`read`) is
 * fetched only when the archive reaches it and the client has taken what came before, so
 * the archive is never held in memory. A file that is gone by then is left out.
 */
export function zipStream(files: readonly ExportFile[]): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const file of files) {
    if ('text' in file) {
      zip.addBuffer(Buffer.from(file.text, 'utf8'), file.path, { mtime });
      continue;
    }
    zip.addReadStreamLazy(file.path, { mtime }, (done) => {
      file.read().then(
        (bytes) => done(null, Readable.from(bytes ? [Buffer.from(bytes)] : [])),
        (error: Error) => done(error, Readable.from([])),
      );
    });
  }
  const output = zip.outputStream as Readable;
  // A file that fails to read ends the download with an error rather than the process.
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
