import { DomainError, type VoiceGenerationInput } from '@lumen/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeWav, mp3Frames } from './audio-encoding';
import { DEMO_VOICE_FAILURE_MARKER, DemoVoiceGenerator } from './demo-voice.generator';

const speech = (overrides: Partial<VoiceGenerationInput> = {}): VoiceGenerationInput => ({
  text: 'Hello from Lumen Studio. This sentence is spoken on this machine.',
  language: 'en',
  voice: 'Kore',
  speed: 1,
  format: 'wav',
  ...overrides,
});

/** The RIFF header's fields, read byte by byte. */
function wavHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return {
    riff: text(0),
    wave: text(8),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bits: view.getUint16(34, true),
    dataBytes: view.getUint32(40, true),
  };
}

/** Root mean square of the samples: silence is near 0, speech is loud. */
function loudness(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

describe('DemoVoiceGenerator (eSpeak offline, WAV and MP3)', () => {
  const generator = new DemoVoiceGenerator();
  afterAll(() => generator.close());

  it.each([
    ['en', 'Kore', 'Hello from Lumen Studio. This sentence is spoken on this machine.'],
    ['es', 'Leda', 'Hola desde Lumen Studio. Esta frase se dice en esta máquina.'],
  ] as const)(
    'speaks %s as a 16-bit mono WAV with a real duration',
    async (language, voice, text) => {
      const audio = await generator.generate(speech({ language, voice, text }));
      expect(audio.format).toBe('wav');
      expect(audio.sampleRate).toBe(22050);
      expect(wavHeader(audio.bytes)).toEqual({
        riff: 'RIFF',
        wave: 'WAVE',
        format: 1,
        channels: 1,
        sampleRate: 22050,
        bits: 16,
        dataBytes: audio.bytes.length - 44,
      });
      const pcm = decodeWav(audio.bytes);
      expect(audio.durationSeconds).toBeCloseTo(pcm.samples.length / 22050, 2);
      // A dozen words: a few seconds of speech, not a click and not minutes.
      expect(audio.durationSeconds).toBeGreaterThan(2);
      expect(audio.durationSeconds).toBeLessThan(15);
      expect(loudness(pcm.samples)).toBeGreaterThan(500);
    },
  );

  it.each([
    ['en', 'Puck', 'Good morning, and welcome to the show.'],
    ['es', 'Orus', 'Buenos días y bienvenidos al programa.'],
  ] as const)('encodes %s as MP3 whose frames parse to the end', async (language, voice, text) => {
    const audio = await generator.generate(speech({ language, voice, text, format: 'mp3' }));
    expect(audio.format).toBe('mp3');
    const frames = mp3Frames(audio.bytes);
    expect(frames.sampleRate).toBe(22050);
    expect(frames.frames).toBeGreaterThan(10);
    // The frames hold the speech (lamejs adds at most a frame or two of padding).
    expect(frames.durationSeconds).toBeGreaterThanOrEqual(audio.durationSeconds);
    expect(frames.durationSeconds - audio.durationSeconds).toBeLessThan(0.2);
  });

  it('applies the speed: 1.5× is shorter than 1×, 0.75× longer', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice over.';
    const [slow, normal, fast] = await Promise.all(
      [0.75, 1, 1.5].map((speed) => generator.generate(speech({ text, speed }))),
    );
    expect(slow?.durationSeconds).toBeGreaterThan(normal?.durationSeconds ?? 0);
    expect(fast?.durationSeconds).toBeLessThan(normal?.durationSeconds ?? 0);
  });

  it('gives each voice of a language its own sound', async () => {
    const text = 'One voice or another.';
    const kore = await generator.generate(speech({ text, voice: 'Kore' }));
    const charon = await generator.generate(speech({ text, voice: 'Charon' }));
    expect(Buffer.from(kore.bytes).equals(Buffer.from(charon.bytes))).toBe(false);
  });

  it(`fails on purpose when the text holds ${DEMO_VOICE_FAILURE_MARKER}`, async () => {
    const failure = await generator
      .generate(speech({ text: `Please ${DEMO_VOICE_FAILURE_MARKER} now` }))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('generation_failed');
  });
});
