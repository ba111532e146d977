import { Readable } from 'node:stream';
import type { ExportFile } from '@lumen/domain/use-cases';
import { ZipFile } from 'yazl';

async function* bytesOf(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
  }
}

/**
 * A ZIP of `files` as a web stream, written while it is sent. The next file is taken from
 * `files` only once the one before has been read to its end, and a file's chunks are read only
 * as fast as the client takes the archive (yazl pipes each entry with backpressure), so neither
 * the archive nor any file of it is held in memory. `finish` runs once, before the stream ends,
 * errors or is cancelled by the client (a download given up, a dropped connection).
 */
export function zipStream(
  files: AsyncIterable<ExportFile>,
  finish: () => Promise<void> = async () => undefined,
): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const mtime = new Date();
  const source = files[Symbol.asyncIterator]();
  let current: Readable | undefined;
  let stopped = false;

  const fail = (error: unknown) => {
    if (!output.destroyed)
      output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  // A file that fails to read ends the download with an error rather than the process.
  zip.on('error', fail);

  const addNext = async () => {
    const next = await source.next();
    if (stopped) return;
    if (next.done) {
      zip.end();
      return;
    }
    const file = next.value;
    zip.addReadStreamLazy(file.path, { mtime }, (done) => {
      const entry =
        'text' in file
          ? Readable.from([Buffer.from(file.text, 'utf8')])
          : Readable.from(bytesOf(file.chunks));
      current = entry;
      entry.on('error', fail);
      entry.on('end', () => {
        addNext().catch(fail);
      });
      done(null, entry);
    });
  };
  addNext().catch(fail);

  let released: Promise<void> | undefined;
  const release = () => {
    released ??= (async () => {
      stopped = true;
      current?.destroy();
      // Ends the producers (their `finally` runs), whatever step they are at.
      source.return?.(undefined).catch(() => undefined);
      await finish();
    })();
    return released;
  };

  const chunks = output[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) {
          await release();
          controller.close();
          return;
        }
        controller.enqueue(new Uint8Array(value as Buffer));
      } catch (error) {
        await release();
        controller.error(error);
      }
    },
    async cancel() {
      output.destroy();
      await release();
    },
  });
}
