import { z } from 'zod';
import { IMAGE_MODELS } from './image-options';
import type { Generator } from '../ports/generator.port';
import type { GenerationType } from '../shared/statuses';
import { TEXT_MODELS } from './text-options';
import {
  generatedImagesSchema,
  generatedTextsSchema,
  generatedVideoSchema,
  generatedVoiceSchema,
  imageGenerationSchema,
  textGenerationSchema,
  videoGenerationSchema,
  voiceGenerationSchema,
} from '../validation/generation.schema';
import { VIDEO_MODELS } from './video-options';
import { VOICE_MODELS } from './voice-options';
import { EDIT_MODELS } from './edit-options';
import { editGeneration, editGenerationSchema } from './edit.generation';
import { VARIATION_MODELS } from './variation-options';
import { variationGeneration, variationGenerationSchema } from './variation.generation';
import { REWRITE_MODELS } from './rewrite-options';
import {
  generatedRewriteSchema,
  rewriteGeneration,
  rewriteGenerationSchema,
} from './rewrite.generation';
import type { GenerationKind, GenerationKindTypes } from './generation-kind';
import { imageGeneration } from './image.generation';
import { textGeneration } from './text.generation';
import { videoGeneration } from './video.generation';
import { voiceGeneration } from './voice.generation';

// A kind's own modules, exported with the table (the domain's index exports this file whole).
export * from './edit-options';
export * from './edit.generation';
export * from './variation-options';
export * from './variation.generation';
export * from './rewrite-options';
export * from './rewrite.generation';

/**
 * How a kind's request is answered: `sync` waits for the job and answers 200 with the result;
 * `job` answers 202 with the generation's id at once (GET /api/generations/{id} follows it).
 */
export type GenerationMode = 'sync' | 'job';

/** Everything the layers around the pipeline need to know of one kind of generation. */
export interface GenerationKindEntry<
  T extends GenerationKindTypes,
  Request extends z.ZodType = z.ZodType,
> {
  /** What differs in the pipeline (`generation/<kind>.generation.ts`). */
  readonly kind: GenerationKind<T>;
  /**
   * The body of the kind's own route. A route with another body (the gemini image route) maps
   * it to the kind's request itself.
   */
  readonly request: Request;
  /** The result with its charge: the 200 body of a `sync` kind, a job's outcome of a `job` kind. */
  readonly answer: z.ZodType<T['answer']>;
  /** Every model id of the kind, in the order of its type. */
  readonly models: readonly [T['model'], ...T['model'][]];
  /** The media the kind stores: content type → file extension of its keys. */
  readonly media: Readonly<Record<string, string>>;
  readonly mode: GenerationMode;
}

const entry = <T extends GenerationKindTypes, Request extends z.ZodType>(
  e: GenerationKindEntry<T, Request>,
) => e;

/**
 * Every kind of generation, once: the pipeline, the ports' generators, GET /api/models, the
 * routes and the fakes are built by looping over this table. A new kind is one entry here
 * (its key is the generations row's `generation_type`: `GENERATION_TYPES` is the keys).
 */
export const GENERATION_KINDS = {
  image: entry({
    kind: imageGeneration,
    request: imageGenerationSchema,
    answer: generatedImagesSchema,
    models: IMAGE_MODELS,
    media: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
    mode: 'sync',
  }),
  text: entry({
    kind: textGeneration,
    request: textGenerationSchema,
    answer: generatedTextsSchema,
    models: TEXT_MODELS,
    media: {},
    mode: 'sync',
  }),
  voice: entry({
    kind: voiceGeneration,
    request: voiceGenerationSchema,
    answer: generatedVoiceSchema,
    models: VOICE_MODELS,
    media: { 'audio/mpeg': 'mp3', 'audio/wav': 'wav' },
    mode: 'sync',
  }),
  video: entry({
    kind: videoGeneration,
    request: videoGenerationSchema,
    answer: generatedVideoSchema,
    models: VIDEO_MODELS,
    media: { 'video/mp4': 'mp4' },
    mode: 'job',
  }),
  edit: entry({
    kind: editGeneration,
    request: editGenerationSchema,
    answer: generatedImagesSchema,
    models: EDIT_MODELS,
    media: { 'image/png': 'png' },
    mode: 'sync',
  }),
  variation: entry({
    kind: variationGeneration,
    request: variationGenerationSchema,
    answer: generatedImagesSchema,
    models: VARIATION_MODELS,
    media: { 'image/png': 'png' },
    mode: 'sync',
  }),
  rewrite: entry({
    kind: rewriteGeneration,
    request: rewriteGenerationSchema,
    answer: generatedRewriteSchema,
    models: REWRITE_MODELS,
    media: {},
    mode: 'sync',
  }),
} as const;

export type GenerationKinds = typeof GENERATION_KINDS;

declare module '../shared/statuses' {
  /** Every kind's name is a generation type: the table's keys, never a list of their own. */
  interface GenerationTypeNames extends Record<keyof GenerationKinds, true> {}
}

/** A kind's name: the generations row's type. */
export type GenerationKindName = keyof GenerationKinds & GenerationType;

/** The types a kind names once (request, input, output, model, result, answer). */
export type KindTypes<K extends GenerationKindName> =
  GenerationKinds[K]['kind'] extends GenerationKind<infer T> ? T : never;
export type GenerationRequestOf<K extends GenerationKindName> = KindTypes<K>['request'];
export type GenerationAnswerOf<K extends GenerationKindName> = KindTypes<K>['answer'];
export type GenerationModelOf<K extends GenerationKindName> = KindTypes<K>['model'];
/** A model of the kind: what an adapter implements. */
export type GeneratorOf<K extends GenerationKindName> = Generator<
  KindTypes<K>['input'],
  KindTypes<K>['output'],
  KindTypes<K>['model']
>;

/** Every kind's name, in the table's order. */
export const GENERATION_KIND_NAMES = Object.keys(GENERATION_KINDS) as GenerationKindName[];

/** The generations row's types (every kind's name), as `z.enum` takes them. */
export const GENERATION_TYPES = GENERATION_KIND_NAMES as unknown as readonly [
  GenerationType,
  ...GenerationType[],
];

/**
 * A value per kind, built by calling `make` for each entry of the table. The caller names the
 * record it builds (`R`): TypeScript cannot check a value per key against a generic key, so
 * `make` answers that key's value unchecked.
 */
export function perKind<R extends { readonly [K in GenerationKindName]: unknown }>(
  make: <K extends GenerationKindName>(kind: K, entry: GenerationKinds[K]) => unknown,
): R {
  return Object.fromEntries(
    GENERATION_KIND_NAMES.map((kind) => [kind, make(kind, GENERATION_KINDS[kind])]),
  ) as R;
}

/**
 * The generators of each kind, every model the server knows; `isAvailable()` says which are
 * configured. The order is the order GET /api/models lists them in.
 */
export type Generators = { readonly [K in GenerationKindName]: readonly GeneratorOf<K>[] };

/** Every media content type a generation may store, with the file extension of its keys. */
export const GENERATION_MEDIA: Readonly<Record<string, string>> = Object.assign(
  {},
  ...GENERATION_KIND_NAMES.map((kind) => GENERATION_KINDS[kind].media),
);

/** GET /api/models: every model the server knows per kind, and whether it is configured. */
export type ModelAvailability = {
  [K in GenerationKindName]: { id: GenerationModelOf<K>; available: boolean }[];
};

export const modelAvailabilitySchema = z.object(
  perKind<{ [K in GenerationKindName]: z.ZodType<ModelAvailability[K]> }>((_, { models }) =>
    z.array(z.object({ id: z.enum(models), available: z.boolean() })),
  ),
);
