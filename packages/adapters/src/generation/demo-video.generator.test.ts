import { isDomainError } from '@lumen/domain';
import { describe, expect, it } from 'vitest';
import { mp4Info } from '../testing/mp4-info';
import { DEMO_VIDEO_FAILURE_TRIGGER, DemoVideoGenerator } from './demo-video.generator';

const generator = new DemoVideoGenerator();

describe('DemoVideoGenerator', () => {
  it.each([
    [4, '16:9', 960, 540],
    [8, '9:16', 540, 960],
  ] as const)(
    '%i s at %s: an MP4 with one H.264 (avc1) track of %ix%i, moov first, reporting progress',
    async (durationSeconds, aspectRatio, width, height) => {
      const progress: number[] = [];
      const clip = await generator.generate(
        { prompt: 'a lighthouse at dusk', durationSeconds, aspectRatio },
        { onProgress: (percent) => progress.push(percent) },
      );
      expect(clip).toMatchObject({ contentType: 'video/mp4', durationSeconds, width, height });
      const info = mp4Info(clip.bytes);
      expect(info.moovBeforeMdat).toBe(true);
      expect(info.tracks).toHaveLength(1);
      const [track] = info.tracks;
      expect(track).toMatchObject({ handler: 'vide', codec: 'avc1', width, height });
      expect(track?.durationSeconds).toBeCloseTo(durationSeconds, 1);
      // At least the still's 5% and ffmpeg's last frame count (its reports come every 0.5 s).
      expect(progress.length).toBeGreaterThanOrEqual(2);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(Math.max(...progress)).toBeGreaterThan(90);
      expect(Math.max(...progress)).toBeLessThanOrEqual(100);
    },
    60_000,
  );

  it(`fails part-way when the prompt holds ${DEMO_VIDEO_FAILURE_TRIGGER}`, async () => {
    const progress: number[] = [];
    const failure = await generator
      .generate(
        {
          prompt: `a storm ${DEMO_VIDEO_FAILURE_TRIGGER}`,
          durationSeconds: 4,
          aspectRatio: '16:9',
        },
        { onProgress: (percent) => progress.push(percent) },
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDomainError(failure) && failure.code).toBe('generation_failed');
    expect(Math.max(...progress)).toBeGreaterThan(5);
    expect(Math.max(...progress)).toBeLessThan(60);
  }, 60_000);

  it('an encoder that cannot start is a generation failure', async () => {
    const broken = new DemoVideoGenerator({ ffmpegPath: '/nonexistent/ffmpeg' });
    const failure = await broken
      .generate({ prompt: 'a lighthouse', durationSeconds: 4, aspectRatio: '16:9' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDomainError(failure) && failure.code).toBe('generation_failed');
  });
});
