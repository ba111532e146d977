import {
  IMAGE_BASE_COST,
  IMAGE_EXTRA_IMAGE_COST,
  IMAGE_LARGE_SIZE_COST,
  IMAGE_STYLE_TRANSFER_COST,
  IMAGE_UPSCALE_COST,
  TEXT_SPANISH_SURCHARGE,
  VIDEO_CREDITS_PER_BLOCK,
  VIDEO_SECONDS_PER_BLOCK,
  VOICE_CHARACTERS_PER_BLOCK,
  VOICE_COST_PER_BLOCK,
} from '../shared/constants';
import type { ImageSize, TargetSize } from './image-options';
import {
  REWRITE_CHARACTERS_PER_BLOCK,
  REWRITE_CREDITS_PER_BLOCK,
  REWRITE_OPERATION_SURCHARGE,
  type RewriteOperation,
} from './rewrite-options';
import { type OutputLanguage, TEXT_LENGTH_COST, type TextLength } from './text-options';

/** The single source of the credit prices: the web app displays them, the server debits them. */

export interface ImageCostInput {
  /** A named size ('1024x768') or the Gemini targetSize (1024). */
  readonly size: ImageSize | TargetSize | (string & {}) | number;
  /** Number of images; defaults to 1. */
  readonly count?: number;
  readonly upscale?: boolean;
  readonly styleTransfer?: boolean;
}

const LARGE_SIZES: readonly (string | number)[] = [
  '1024x1024',
  '1024x768',
  '768x1024',
  1024,
  '1024',
];

/** True for the sizes that cost extra: 1024x1024, 1024x768, 768x1024, or targetSize 1024. */
export function isLargeImageSize(size: string | number): boolean {
  return LARGE_SIZES.includes(size);
}

/**
 * base 2; +2 for a 1024 size; +2 per image beyond the first; +3 upscale; +1 style transfer.
 * A count under 1 (a field being edited) is priced as 1.
 */
export function imageCost(input: ImageCostInput): number {
  const count = Math.max(1, Math.floor(input.count ?? 1));
  return (
    IMAGE_BASE_COST +
    (isLargeImageSize(input.size) ? IMAGE_LARGE_SIZE_COST : 0) +
    (count - 1) * IMAGE_EXTRA_IMAGE_COST +
    (input.upscale ? IMAGE_UPSCALE_COST : 0) +
    (input.styleTransfer ? IMAGE_STYLE_TRANSFER_COST : 0)
  );
}

export interface TextCostInput {
  readonly textLength: TextLength;
  /** Number of variants; defaults to 1. */
  readonly count?: number;
  readonly outputLanguage?: OutputLanguage;
}

/** short 1, medium 2, long 4; + (variants − 1); +1 for Spanish output. */
export function textCost(input: TextCostInput): number {
  const count = Math.max(1, Math.floor(input.count ?? 1));
  return (
    TEXT_LENGTH_COST[input.textLength] +
    (count - 1) +
    (input.outputLanguage === 'spanish' ? TEXT_SPANISH_SURCHARGE : 0)
  );
}

/**
 * 3 credits per started 1,000 characters of the text to speak (the trimmed text, as the request
 * schema counts it). An empty text (a field being edited) is priced as one block.
 */
export function voiceCost(input: { readonly characters: number }): number {
  const blocks = Math.max(1, Math.ceil(Math.max(0, input.characters) / VOICE_CHARACTERS_PER_BLOCK));
  return blocks * VOICE_COST_PER_BLOCK;
}

export interface VideoCostInput {
  readonly durationSeconds: number;
}

/** 5 credits per started 4 seconds (4 s: 5, 8 s: 10). A length under one block is priced as one. */
export function videoCost(input: VideoCostInput): number {
  const blocks = Math.max(1, Math.ceil(input.durationSeconds / VIDEO_SECONDS_PER_BLOCK));
  return blocks * VIDEO_CREDITS_PER_BLOCK;
}

export interface RewriteCostInput {
  /** Characters of the text to rewrite (trimmed, as the request schema counts them). */
  readonly characters: number;
  readonly operation: RewriteOperation;
}

/**
 * 1 credit per started 1,000 characters of the text to rewrite, at least 1 (an empty field being
 * edited is priced as one block); +1 for `longer` and `translate`.
 */
export function rewriteCost(input: RewriteCostInput): number {
  const blocks = Math.max(
    1,
    Math.ceil(Math.max(0, input.characters) / REWRITE_CHARACTERS_PER_BLOCK),
  );
  return blocks * REWRITE_CREDITS_PER_BLOCK + REWRITE_OPERATION_SURCHARGE[input.operation];
}
