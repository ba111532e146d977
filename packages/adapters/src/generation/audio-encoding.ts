import { Mp3Encoder } from '@breezystack/lamejs';
import type { GeneratedAudioData, VoiceFormat } from '@lumen/domain';

/** Mono 16-bit PCM: what both voice models produce before it is encoded. */
export interface Pcm16 {
  readonly samples: Int16Array;
  readonly sampleRate: number;
}

const WAV_HEADER_BYTES = 44;
/** Speech needs no more: 64 kbit/s mono keeps 5,000 characters (about 6 minutes) near 3 MB. */
const MP3_KBPS = 64;
const MP3_BLOCK = 1152;

/** A canonical 44-byte RIFF/WAVE header (PCM, mono, 16-bit) followed by the samples. */
export function encodeWav({ samples, sampleRate }: Pcm16): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    view.setInt16(WAV_HEADER_BYTES + i * 2, samples[i] ?? 0, true);
  }
  return bytes;
}

/**
 * The samples of a PCM WAV file (mono or the first channel, 16-bit), walking its chunks, so a
 * header with extra chunks reads too.
 */
export function decodeWav(bytes: Uint8Array): Pcm16 {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + 4).values());
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === 'data') {
      if (bits !== 16 || channels < 1) throw new Error('Only 16-bit PCM WAV is read');
      // eSpeak writes its data size before it knows it; the bytes present are what counts.
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(body + i * 2 * channels, true);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/** MPEG audio layer III, mono, constant bit rate, by lamejs (pure JavaScript). */
export function encodeMp3({ samples, sampleRate }: Pcm16): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += MP3_BLOCK) {
    const frame = encoder.encodeBuffer(samples.subarray(start, start + MP3_BLOCK));
    if (frame.length > 0) parts.push(frame);
  }
  const tail = encoder.flush();
  if (tail.length > 0) parts.push(tail);
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** The speech in the requested format, with its length and rate. */
export function encodeSpeech(pcm: Pcm16, format: VoiceFormat): GeneratedAudioData {
  return {
    bytes: format === 'mp3' ? encodeMp3(pcm) : encodeWav(pcm),
    format,
    durationSeconds: Math.round((pcm.samples.length / pcm.sampleRate) * 1000) / 1000,
    sampleRate: pcm.sampleRate,
  };
}

/**
 * Reads the frame headers of an MPEG audio stream (tests, and a check on what an encoder made):
 * the count of frames, their sample rate and the layer. Throws at the first byte that is not a
 * frame header, so a stream that parses to its end is frames only.
 */
export function mp3Frames(bytes: Uint8Array): {
  frames: number;
  sampleRate: number;
  layer: number;
  durationSeconds: number;
} {
  const RATES: Record<number, readonly number[]> = {
    3: [44100, 48000, 32000], // MPEG-1
    2: [22050, 24000, 16000], // MPEG-2
    0: [11025, 12000, 8000], // MPEG-2.5
  };
  const KBPS_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const KBPS_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  let offset = 0;
  let frames = 0;
  let sampleRate = 0;
  let samples = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      throw new Error(`No MPEG frame at byte ${offset}`);
    }
    const version = (b1 >> 3) & 3;
    const layerBits = (b1 >> 1) & 3;
    if (layerBits !== 1) throw new Error(`Not layer III at byte ${offset}`);
    const rate = RATES[version]?.[(b2 >> 2) & 3];
    const kbps = (version === 3 ? KBPS_V1_L3 : KBPS_V2_L3)[(b2 >> 4) & 15];
    if (!rate || !kbps) throw new Error(`Bad frame header at byte ${offset}`);
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 1);
    sampleRate = rate;
    samples += perFrame;
    frames++;
    offset += length;
  }
  if (frames === 0) throw new Error('No MPEG frames');
  return { frames, sampleRate, layer: 3, durationSeconds: samples / sampleRate };
}
