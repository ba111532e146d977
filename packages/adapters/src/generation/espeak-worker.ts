import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One synthesis: eSpeak's voice, variant and words per minute. */
export interface EspeakRequest {
  readonly text: string;
  /** A voice module of the mespeak package, e.g. `en/en-us` or `es`. */
  readonly voice: string;
  /** eSpeak's voice variant (`f2`, `m3`…), or none for the voice's own. */
  readonly variant?: string;
  readonly wordsPerMinute: number;
}

/** The voice modules the demo model loads, all from the package's own files. */
export const ESPEAK_VOICES = ['en/en-us', 'en/en-rp', 'es', 'es-la'] as const;

// The worker's own code, run from this string: the worker needs no file of its own beside the
// server bundle. It loads mespeak once (about 5 MB of compiled eSpeak), then answers WAV bytes
// per message; the package's files are found from here and passed in, so nothing is fetched.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// mespeak talks on the console about browsers and audio it does not use here.
console.log = () => {};
console.warn = () => {};
const meSpeak = require(workerData.mespeak);
meSpeak.loadConfig(require(workerData.config));
for (const voice of workerData.voices) meSpeak.loadVoice(require(voice));
parentPort.on('message', ({ id, text, voice, variant, wordsPerMinute }) => {
  try {
    const wav = meSpeak.speak(text, {
      rawdata: 'array',
      voice,
      ...(variant ? { variant } : {}),
      speed: wordsPerMinute,
    });
    if (!wav || wav.length <= 44) throw new Error('eSpeak made no sound');
    const bytes = Uint8Array.from(wav);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * eSpeak (the mespeak package, an Emscripten build) in a worker thread: a synthesis of 5,000
 * characters takes seconds of CPU, which must not stop this process's event loop. One worker,
 * started on first use; it holds the process open only while a synthesis is running. A
 * crashed worker fails what it was doing and is started again on the next call.
 */
export class EspeakWorker {
  #worker: Worker | null = null;
  #nextId = 0;
  readonly #pending = new Map<
    number,
    { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }
  >();

  speak(request: EspeakRequest): Promise<Uint8Array> {
    const worker = this.#started();
    const id = ++this.#nextId;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, ...request });
    });
  }

  /** Stops the worker (tests; a server lets it die with the process). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const require = createRequire(import.meta.url);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        mespeak: require.resolve('mespeak'),
        config: require.resolve('mespeak/src/mespeak_config.json'),
        voices: ESPEAK_VOICES.map((voice) => require.resolve(`mespeak/voices/${voice}.json`)),
      },
    });
    worker.unref();
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) worker.unref();
      if (message.bytes) waiting.resolve(message.bytes);
      else waiting.reject(new Error(message.error ?? 'eSpeak failed'));
    });
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`eSpeak worker stopped (${code})`)));
    this.#worker = worker;
    return worker;
  }
}
