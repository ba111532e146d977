import type { VoiceGenerationInput } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_SPEECH_SAMPLE_RATE } from '../testing/fake-gemini';
import { failureOf, useFakeGemini } from '../testing/gemini-test-setup';
import { decodeWav, mp3Frames } from './audio-encoding';
import { GeminiVoiceGenerator, rateOf, speechPrompt } from './gemini-voice.generator';

const speech = (overrides: Partial<VoiceGenerationInput> = {}): VoiceGenerationInput => ({
  text: 'Hello there, this is a test of the speech model.',
  language: 'en',
  voice: 'Kore',
  speed: 1,
  format: 'wav',
  ...overrides,
});

describe('GeminiVoiceGenerator against the fake Gemini server (real @google/genai)', () => {
  const gemini = useFakeGemini({ retryAttempts: 2 });
  const { client } = gemini;

  it('asks the TTS model for AUDIO with the prebuilt voice and language; PCM becomes a WAV', async () => {
    const audio = await new GeminiVoiceGenerator(client()).generate(
      speech({ language: 'es', voice: 'Leda', text: 'Hola, esto es una prueba.' }),
    );
    expect(gemini.fake.requests).toHaveLength(1);
    const [request] = gemini.fake.requests;
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash-preview-tts:generateContent');
    expect(request?.body.generationConfig).toMatchObject({
      responseModalities: ['AUDIO'],
      speechConfig: {
        languageCode: 'es-ES',
        voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Leda' } },
      },
    });
    expect(request?.body.contents[0].parts[0].text).toBe('Hola, esto es una prueba.');
    expect(audio).toMatchObject({ format: 'wav', sampleRate: FAKE_SPEECH_SAMPLE_RATE });
    const pcm = decodeWav(audio.bytes);
    expect(pcm.sampleRate).toBe(FAKE_SPEECH_SAMPLE_RATE);
    // Five words at a tenth of a second each in the fake's answer.
    expect(audio.durationSeconds).toBeCloseTo(0.5, 2);
    expect(pcm.samples.length).toBe(FAKE_SPEECH_SAMPLE_RATE / 2);
  });

  it('encodes MP3 on our side, and asks for another pace in words', async () => {
    const audio = await new GeminiVoiceGenerator(client({ speechModel: 'my-tts' })).generate(
      speech({ format: 'mp3', speed: 1.5 }),
    );
    expect(gemini.fake.requests[0]?.path).toBe('/v1beta/models/my-tts:generateContent');
    const prompt: string = gemini.fake.requests[0]?.body.contents[0].parts[0].text;
    expect(prompt).toContain('1.5× the normal speaking pace');
    expect(prompt).toContain('Hello there, this is a test of the speech model.');
    const frames = mp3Frames(audio.bytes);
    expect(frames.sampleRate).toBe(24_000);
    expect(frames.durationSeconds).toBeGreaterThanOrEqual(audio.durationSeconds);
  });

  it('a safety block, a 5xx after retries and an unreadable answer fail with their kind', async () => {
    const generator = new GeminiVoiceGenerator(client());
    gemini.fake.script('blocked');
    expect((await failureOf(generator.generate(speech()))).details).toMatchObject({
      kind: 'blocked',
    });
    gemini.fake.always({ status: 503 });
    const unavailable = await failureOf(generator.generate(speech()));
    expect(unavailable.code).toBe('generation_failed');
    expect(unavailable.details).toMatchObject({ kind: 'provider', status: 503 });
    gemini.fake.always(null);
    gemini.fake.script('not-audio');
    expect((await failureOf(generator.generate(speech()))).details).toMatchObject({
      kind: 'malformed',
    });
    gemini.fake.script('empty');
    expect((await failureOf(generator.generate(speech()))).details).toMatchObject({
      kind: 'malformed',
    });
  });

  it('reads the rate from the MIME type, 24 kHz when it names none', () => {
    expect(rateOf('audio/L16;codec=pcm;rate=16000')).toBe(16_000);
    expect(rateOf('audio/L16')).toBe(24_000);
    expect(speechPrompt(speech())).toBe(speech().text);
  });
});
