import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DomainError,
  type GenerateOptions,
  type GeneratedVideoData,
  type ImageStyle,
  type VideoAspectRatio,
  type VideoGenerationInput,
  type VideoGenerator,
} from '@lumen/domain';
import { DemoImageGenerator } from './demo-image.generator';

/**
 * Put this in a prompt and the demo video model fails part-way (after reporting some
 * progress), as a real model can: the way to see a failed, refunded video without a key.
 */
export const DEMO_VIDEO_FAILURE_TRIGGER = '[demo:fail]';

/** The clip's frame: small enough to encode in a few seconds on a shared machine. */
export const DEMO_VIDEO_FRAMES: Readonly<
  Record<VideoAspectRatio, { readonly width: number; readonly height: number }>
> = {
  '16:9': { width: 960, height: 540 },
  '9:16': { width: 540, height: 960 },
};
const FPS = 24;
// The still is drawn at twice the frame so that the slow zoom has pixels to spare.
const STILL_SCALE = 2;
const STYLES: readonly ImageStyle[] = ['realistic', 'artistic', 'cartoon', 'abstract', 'vintage'];

export interface DemoVideoGeneratorOptions {
  /** The ffmpeg binary; default: the one shipped in @ffmpeg-installer/ffmpeg. */
  readonly ffmpegPath?: string;
}

/** The ffmpeg binary the registry package ships for this platform (no download at run time). */
export function bundledFfmpegPath(): string {
  // Resolved on first use: the package throws at import on a platform it has no binary for,
  // which must not stop the server from starting.
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/**
 * The demo video model: the demo image for the prompt with a slow camera move (ffmpeg's
 * zoompan: a zoom towards a point that drifts with the prompt), encoded on this machine as a
 * real MP4 (H.264 High, yuv420p, moov atom first so a browser plays it while loading). The same
 * prompt gives the same picture. Progress comes from ffmpeg's `-progress` frame count.
 */
export class DemoVideoGenerator implements VideoGenerator {
  readonly model = 'demo' as const;
  readonly #images = new DemoImageGenerator();
  #ffmpegPath: string | undefined;

  constructor(options: DemoVideoGeneratorOptions = {}) {
    this.#ffmpegPath = options.ffmpegPath;
  }

  isAvailable(): boolean {
    return true;
  }

  async generate(
    input: VideoGenerationInput,
    options: GenerateOptions = {},
  ): Promise<GeneratedVideoData> {
    const frame = DEMO_VIDEO_FRAMES[input.aspectRatio];
    const frames = input.durationSeconds * FPS;
    // The still is drawn without the failure tag: the image model would fail on it at once,
    // and a forced video failure is meant to come part-way through the encode.
    const [still] = await this.#images.generate({
      prompt: input.prompt.replaceAll(DEMO_VIDEO_FAILURE_TRIGGER, '').trim() || input.prompt,
      ...(input.negativePrompt ? { negativePrompt: input.negativePrompt } : {}),
      style: STYLES[promptHash(input.prompt) % STYLES.length] ?? 'realistic',
      aspectRatio: input.aspectRatio,
      targetSize: 1024,
      exactSize: { width: frame.width * STILL_SCALE, height: frame.height * STILL_SCALE },
      count: 1,
      guidance: 7,
      upscale: false,
      styleTransfer: false,
    });
    if (!still) throw new DomainError('generation_failed', 'The demo model drew no picture');
    options.onProgress?.(5);

    const failing = input.prompt.includes(DEMO_VIDEO_FAILURE_TRIGGER);
    const work = await mkdtemp(path.join(tmpdir(), 'lumen-demo-video-'));
    try {
      const stillPath = path.join(work, 'still.png');
      const clipPath = path.join(work, 'clip.mp4');
      await writeFile(stillPath, still.bytes);
      await this.#encode({
        stillPath,
        clipPath,
        frame,
        frames,
        // A forced failure stops the encode a third of the way in.
        stopAtFrame: failing ? Math.floor(frames / 3) : undefined,
        onFrame: (done) => options.onProgress?.(5 + (done / frames) * 94),
      });
      if (failing) {
        throw new DomainError(
          'generation_failed',
          `The demo model was asked to fail (${DEMO_VIDEO_FAILURE_TRIGGER} in the prompt)`,
        );
      }
      const bytes = new Uint8Array(await readFile(clipPath));
      return {
        bytes,
        contentType: 'video/mp4',
        durationSeconds: input.durationSeconds,
        width: frame.width,
        height: frame.height,
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async #encode(job: {
    stillPath: string;
    clipPath: string;
    frame: { width: number; height: number };
    frames: number;
    stopAtFrame: number | undefined;
    onFrame: (done: number) => void;
  }): Promise<void> {
    const { width, height } = job.frame;
    const last = job.frames - 1;
    // Zoom from 1 to 1.2 over the clip towards a point that moves a little across the picture.
    const zoom = `1+0.2*on/${last}`;
    const x = `(iw-iw/zoom)*(0.3+0.4*on/${last})`;
    const y = `(ih-ih/zoom)*(0.5-0.2*on/${last})`;
    const filter = [
      `zoompan=z='${zoom}':x='${x}':y='${y}':d=${job.frames}:s=${width}x${height}:fps=${FPS}`,
      'format=yuv420p',
    ].join(',');
    const args = [
      '-hide_banner',
      '-nostdin',
      '-nostats',
      '-loglevel',
      'error',
      '-y',
      '-i',
      job.stillPath,
      '-vf',
      filter,
      '-frames:v',
      String(job.stopAtFrame ?? job.frames),
      '-r',
      String(FPS),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      job.clipPath,
    ];
    const ffmpeg = this.#ffmpegPath ?? bundledFfmpegPath();
    this.#ffmpegPath = ffmpeg;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let errors = '';
      let pending = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^frame=(\d+)/.exec(line.trim());
          if (match) job.onFrame(Math.min(job.frames, Number(match[1])));
        }
      });
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        errors = (errors + chunk).slice(-2000);
      });
      child.on('error', (error) =>
        reject(
          new DomainError('generation_failed', 'The demo video encoder could not start', {
            cause: error.message.slice(0, 300),
          }),
        ),
      );
      child.on('close', (code) => {
        if (code === 0) resolve();
        else
          reject(
            new DomainError('generation_failed', `The demo video encoder failed (exit ${code})`, {
              cause: errors.trim().slice(-300),
            }),
          );
      });
    });
  }
}

function promptHash(prompt: string): number {
  let hash = 0;
  for (const char of prompt.trim()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}
