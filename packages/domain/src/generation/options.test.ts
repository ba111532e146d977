import { describe, expect, it } from 'vitest';
import { frameOfSize, imageSizeDimensions, isImageSize, targetSizeOf } from './image-options';
import {
  generationStatusClass,
  isPaidTransactionStatus,
  isTransactionStatus,
  TRANSACTION_STATUSES,
  transactionStatusClass,
} from '../shared/statuses';
import { applyTextPreset, type TextSettings } from './text-options';

describe('image options (SPEC §5, §9)', () => {
  it.each([
    ['512x512', 512, 512, 512],
    ['1024x768', 1024, 768, 1024],
    ['768x1024', 768, 1024, 1024],
  ] as const)('%s is %i × %i, target %i', (size, width, height, target) => {
    expect(imageSizeDimensions(size)).toEqual({ width, height });
    expect(targetSizeOf(size)).toBe(target);
  });

  it('recognises sizes', () => {
    expect(isImageSize('768x768')).toBe(true);
    expect(isImageSize('768')).toBe(false);
    expect(isImageSize(768)).toBe(false);
  });

  it('frames a named ratio at the size’s longer side; none or Original keeps the size', () => {
    expect(frameOfSize('1024x768', '16:9')).toEqual({ aspectRatio: '16:9', targetSize: 1024 });
    expect(frameOfSize('768x1024', '1:1')).toEqual({ aspectRatio: '1:1', targetSize: 1024 });
    const kept = { width: 1024, height: 768 };
    expect(frameOfSize('1024x768')).toEqual({
      aspectRatio: 'Original',
      targetSize: 1024,
      exactSize: kept,
    });
    expect(frameOfSize('1024x768', 'Original')).toEqual(frameOfSize('1024x768'));
    expect(frameOfSize('512x512', 'Original')).toEqual({
      aspectRatio: '1:1',
      targetSize: 512,
      exactSize: { width: 512, height: 512 },
    });
  });
});

describe('text options (SPEC §9)', () => {
  const current: TextSettings = {
    textType: 'creative',
    textLength: 'long',
    writingStyle: 'formal',
  };

  it.each([
    ['socialPost', { textType: 'socialMedia', textLength: 'short', writingStyle: 'casual' }],
    [
      'productDescription',
      { textType: 'creative', textLength: 'short', writingStyle: 'persuasive' },
    ],
    ['email', { textType: 'creative', textLength: 'medium', writingStyle: 'professional' }],
    ['blogSnippet', { textType: 'blogPost', textLength: 'medium', writingStyle: 'informative' }],
  ] as const)('applying %s gives %j', (name, expected) => {
    expect(applyTextPreset(current, name)).toEqual(expected);
  });

  it('keeps fields a preset does not know', () => {
    expect(applyTextPreset({ ...current, outputLanguage: 'spanish' }, 'email')).toMatchObject({
      outputLanguage: 'spanish',
    });
  });
});

describe('statuses (SPEC §4)', () => {
  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['expired', 'neutral'],
    ['refunded', 'neutral'],
    ['', 'neutral'],
  ])('transaction %j displays as %s', (status, display) => {
    expect(transactionStatusClass(status)).toBe(display);
  });

  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['cancelled', 'failed'],
    ['processing', 'neutral'],
  ])('generation %j displays as %s', (status, display) => {
    expect(generationStatusClass(status)).toBe(display);
  });

  it('completed and success are paid', () => {
    expect(TRANSACTION_STATUSES.filter(isPaidTransactionStatus)).toEqual(['completed', 'success']);
    expect(isTransactionStatus('expired')).toBe(true);
    expect(isTransactionStatus('paid')).toBe(false);
  });
});
