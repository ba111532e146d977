import { createRoute, z } from '@hono/zod-openapi';
import {
  demoImageJob,
  GENERATION_KINDS,
  type GenerationKindName,
  type GenerationRequestOf,
  geminiImageJob,
  geminiImageRequestSchema,
  generationStartedSchema,
} from '@lumen/domain';
import type { ZodType } from 'zod';
import {
  bearerSecurity,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonContent,
  named,
} from '../../lib/route-helpers';
import { requireAuth } from '../../middlewares/auth';
import {
  IdempotencyHeadersSchema,
  idempotencyResponses,
  idempotent,
} from '../../middlewares/idempotency';

/**
 * One generation route, as data: the factory below makes the OpenAPI route of it, and one
 * handler (`generate.handlers.ts`) answers it by the kind's mode (`generation/kinds.ts`).
 */
export type GenerationRouteSpec<K extends GenerationKindName, Body extends ZodType> = {
  readonly kind: K;
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  /** The body: the kind's own request schema, or the route's own with `toRequest`. */
  readonly body: { readonly schema: Body; readonly name: string };
  readonly example: z.input<Body>;
  /** A `sync` kind's 200 answer: its name in the document and its description. */
  readonly answer?: { readonly name: string; readonly description: string };
} & RequestMapping<K, Body>;

/**
 * Maps the parsed body to the kind's request: needed unless the body already is one (the
 * kind's own request schema).
 */
type RequestMapping<K extends GenerationKindName, Body extends ZodType> =
  z.output<Body> extends GenerationRequestOf<K>
    ? { readonly toRequest?: (body: z.output<Body>) => GenerationRequestOf<K> }
    : { readonly toRequest: (body: z.output<Body>) => GenerationRequestOf<K> };

/** A route of the kind's own request schema: its body is the request. */
const ownBody = <K extends GenerationKindName>(kind: K, name: string) => ({
  schema: GENERATION_KINDS[kind].request as (typeof GENERATION_KINDS)[K]['request'],
  name,
});

const spec = <K extends GenerationKindName, Body extends ZodType>(
  route: GenerationRouteSpec<K, Body>,
) => route;

const FLOW =
  'Cost (SPEC §9) → debit, or 402 “Insufficient credits: need N more credits” → a pending generation → generate → completed, or failed with an automatic refund.';

/** Every generation route, in the order the OpenAPI document lists them. */
export const GENERATION_ROUTES = [
  spec({
    kind: 'image',
    path: '/generate/image',
    operationId: 'generateImage',
    summary: 'Generate images with the demo model',
    description: `${FLOW} Images are PNG files served from this server under /media/.`,
    body: ownBody('image', 'ImageGenerationRequest'),
    example: {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      negativePrompt: 'text, watermark',
      size: '1024x1024',
      style: 'realistic',
      count: 2,
      guidance: 7,
      upscale: false,
      styleTransfer: false,
    },
    toRequest: demoImageJob,
    answer: { name: 'GeneratedImages', description: 'The images' },
  }),
  spec({
    kind: 'image',
    path: '/gemini/generate/image',
    operationId: 'generateGeminiImage',
    summary: 'Generate images with the gemini model',
    description: `${FLOW} 503 'Model gemini is not configured' until GEMINI_API_KEY is set.`,
    body: { schema: geminiImageRequestSchema, name: 'GeminiImageRequest' },
    example: {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      style: 'artistic',
      aspectRatio: '16:9',
      creativity: 7,
      count: 1,
      targetSize: 1024,
      upscale: false,
      styleTransfer: false,
    },
    toRequest: geminiImageJob,
    answer: { name: 'GeneratedImages', description: 'The images' },
  }),
  spec({
    kind: 'text',
    path: '/gemini/generate/text',
    operationId: 'generateText',
    summary: 'Generate texts (gemini when configured, else the demo model)',
    description: `${FLOW.replace('Insufficient credits', 'Insufficient balance')} The answer names the model used.`,
    body: ownBody('text', 'TextGenerationRequest'),
    example: {
      prompt: 'Why lighthouses still matter',
      textType: 'blogPost',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      count: 2,
    },
    answer: { name: 'GeneratedTexts', description: 'The texts' },
  }),
  spec({
    kind: 'voice',
    path: '/generate/voice',
    operationId: 'generateVoice',
    summary: 'Turn text into speech (demo or gemini)',
    description: `${FLOW} 3 credits per started 1,000 characters. The audio is one MP3 or WAV file served from this server under /media/; the demo model speaks offline (eSpeak), gemini answers 503 'Model gemini is not configured' until GEMINI_API_KEY is set.`,
    body: ownBody('voice', 'VoiceGenerationRequest'),
    example: {
      text: 'Welcome to Lumen Studio. Your ideas, now with a voice.',
      language: 'en',
      voice: 'Kore',
      speed: 1,
      format: 'mp3',
      model: 'demo',
    },
    answer: { name: 'GeneratedVoice', description: 'The speech' },
  }),
  spec({
    kind: 'video',
    path: '/generate/video',
    operationId: 'generateVideo',
    summary: 'Start a video (demo, or gemini when configured)',
    description:
      'Cost: 5 credits per started 4 seconds (4 s: 5, 8 s: 10) → debit, or 402 “Insufficient credits: need N more credits” → a pending generation, and the answer at once: 202 with its id. The job runs on (minutes on a real model); follow it with GET /api/generations/{id} (status, progress 0–100, the video once completed). A job that fails or times out is marked failed and refunded once. On the demo model a prompt containing `[demo:fail]` fails part-way (to try the refund).',
    body: ownBody('video', 'VideoGenerationRequest'),
    example: {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      negativePrompt: 'text, watermark',
      durationSeconds: 4,
      aspectRatio: '16:9',
      model: 'demo',
    },
  }),
  spec({
    kind: 'edit',
    path: '/generate/edit',
    operationId: 'generateEdit',
    summary: 'Edit one of your images with words (demo or gemini)',
    description: `${FLOW} The price is the image rule's for the same size and count. \`source.url\` must be a media URL this server issued to you (a generated image or an upload, POST /api/uploads/images); anything else is refused with 400 \`validation_error\` on \`source.url\` and nothing is charged. The original is never changed: the edited images are new PNG files under /media/.`,
    body: ownBody('edit', 'EditGenerationRequest'),
    example: {
      prompt: 'Make it a winter evening, snow on the roofs',
      source: { url: '/media/<user>/<random>.png' },
      size: '1024x1024',
      count: 1,
      model: 'demo',
    },
    answer: { name: 'GeneratedImages', description: 'The edited images' },
  }),
  spec({
    kind: 'variation',
    path: '/generate/variation',
    operationId: 'generateVariation',
    summary: 'Variations of one of your images (demo or gemini)',
    description: `${FLOW} The price is the image rule's for the same size and count. \`source.url\` must be a media URL this server issued to you (a generated image or an upload); anything else is refused with 400 \`validation_error\` on \`source.url\` and nothing is charged. \`prompt\` (optional) is the source's own prompt, kept with the generation.`,
    body: ownBody('variation', 'VariationGenerationRequest'),
    example: {
      source: { url: '/media/<user>/<random>.png' },
      count: 2,
      size: '1024x1024',
      model: 'demo',
    },
    answer: { name: 'GeneratedImages', description: 'The variations' },
  }),
  spec({
    kind: 'rewrite',
    path: '/generate/rewrite',
    operationId: 'generateRewrite',
    summary:
      'Rewrite a text: shorter, longer, in another style or translated (gemini when configured, else the demo model)',
    description: `${FLOW} Cost: 1 credit per started 1,000 characters of the text, at least 1; +1 for \`longer\` and \`translate\`. \`style\` is needed by the \`style\` operation, \`language\` (the language to translate into) by \`translate\`. On the demo model a text containing \`[demo:fail]\` fails (to try the refund).`,
    body: ownBody('rewrite', 'RewriteGenerationRequest'),
    example: {
      text: 'The lighthouse is bright. The sea is quiet.',
      operation: 'translate',
      language: 'es',
      model: 'demo',
    },
    answer: { name: 'GeneratedRewrite', description: 'The rewritten text' },
  }),
] as const;

const tags = ['Generation'];

const generationErrors = {
  ...errorResponses(400, 401, 402, 413, 415),
  ...idempotencyResponses,
  422: errorResponse(
    422,
    'The model refused the prompt (safety block or refusal): the generation is marked failed and refunded (`generation_failed`); or the Idempotency-Key was used with another body (`idempotency_key_reused`)',
    ['generation_failed', 'idempotency_key_reused'],
  ),
  502: errorResponse(502, 'The model failed: the generation is marked failed and refunded'),
  503: errorResponse(503, 'The model is not configured: nothing is charged', ['model_unavailable']),
};

/** A `sync` kind answers 200 with its result; a `job` kind 202 with the generation's id. */
function responsesOf(
  kind: GenerationKindName,
  answer: { readonly name: string; readonly description: string } = {
    name: `Generated${kind[0]?.toUpperCase()}${kind.slice(1)}`,
    description: 'The result',
  },
) {
  if (GENERATION_KINDS[kind].mode === 'job') {
    return {
      202: jsonContent(
        named(generationStartedSchema, 'GenerationStarted'),
        'Credits reserved and the job started',
      ),
      // The model's own failures come later, in GET /api/generations/{id}.
      ...generationErrors,
      422: errorResponse(422, 'The Idempotency-Key was used with another body', [
        'idempotency_key_reused',
      ]),
      502: errorResponse(
        502,
        'The job could not be started: the generation is marked failed and refunded',
      ),
    };
  }
  return {
    200: jsonContent(named(GENERATION_KINDS[kind].answer, answer.name), answer.description),
    ...generationErrors,
  };
}

/** The OpenAPI route of one generation route's data. */
export function generationRoute<K extends GenerationKindName, Body extends ZodType>(
  route: GenerationRouteSpec<K, Body>,
) {
  return createRoute({
    method: 'post',
    path: route.path,
    operationId: route.operationId,
    tags,
    summary: route.summary,
    description: route.description,
    middleware: [requireAuth, idempotent] as const,
    security: bearerSecurity,
    request: {
      headers: IdempotencyHeadersSchema,
      body: jsonBody(named(route.body.schema, route.body.name), undefined, route.example),
    },
    responses: responsesOf(route.kind, route.answer),
  });
}

/** What a stream's events look like, for the document's example of a `text/event-stream` answer. */
const STREAM_EXAMPLE = [
  'event: accepted\ndata: {"generationId":"5f0c7c1e-8d9a-4c43-9a37-2f6f3e0b1d2a","creditsUsed":1,"remainingCredits":9,"model":"demo"}',
  'event: delta\ndata: {"index":0,"text":"Why"}',
  'event: delta\ndata: {"index":0,"text":" lighthouses"}',
  'event: done\ndata: {"ended":"completed","texts":["Why lighthouses still matter…"],"count":1,"creditsUsed":1,"remainingCredits":9,"model":"demo"}',
]
  .map((event) => `${event}\n\n`)
  .join('');

/**
 * POST /api/generate/text/stream: the text kind (it declares `streamed`) written as it comes.
 * `Accept: text/event-stream` gets the events; any other Accept the whole JSON answer, as the
 * non-streaming route, so a client that cannot read a stream still gets its texts.
 */
export const textStreamRoute = createRoute({
  method: 'post',
  path: '/generate/text/stream',
  operationId: 'streamText',
  tags,
  summary: 'Generate texts, streamed as they are written',
  description:
    'The text route (gemini when configured, else the demo model), answered as server-sent events when the request accepts `text/event-stream`: `accepted` once charged (generationId, creditsUsed, remainingCredits, model), a `delta` for each piece of a variant as the model writes it (index, text: append it to that variant), then `done` (the texts, count, charge, model, and `ended`: completed, stopped when the client closed the stream, failed when the model broke off after its first words; the cost stands in each) or `error` (a failure before the first words: `generation_failed`, refunded). Closing the stream is the Stop: the generation keeps what was written. Errors before the charge (400, 402, 503…) are ordinary JSON answers. Without `Accept: text/event-stream` the answer is the whole JSON, as POST /api/gemini/generate/text. An Idempotency-Key replays the first answer (the whole event stream) without charging again.',
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(GENERATION_KINDS.text.request, 'TextGenerationRequest'), undefined, {
      prompt: 'Why lighthouses still matter',
      textType: 'blogPost',
      textLength: 'long',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      count: 1,
    }),
  },
  responses: {
    200: {
      description:
        "The texts: as server-sent events (`text/event-stream`; each event's data one JSON object), or the whole JSON answer",
      content: {
        'text/event-stream': {
          schema: z.string().openapi({ description: 'Server-sent events' }),
          example: STREAM_EXAMPLE,
        },
        'application/json': {
          schema: named(GENERATION_KINDS.text.answer, 'GeneratedTexts'),
        },
      },
    },
    ...generationErrors,
  },
});
