import { createRoute } from '@hono/zod-openapi';
import {
  generatedImagesSchema,
  generatedTextsSchema,
  generatedVoiceSchema,
  generationStartedSchema,
  geminiImageRequestSchema,
  imageGenerationSchema,
  textGenerationSchema,
  videoGenerationSchema,
  voiceGenerationSchema,
} from '@lumen/domain';
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

const tags = ['Generation'];

const ImagesAnswerSchema = named(generatedImagesSchema, 'GeneratedImages');
const TextsAnswerSchema = named(generatedTextsSchema, 'GeneratedTexts');
const VoiceAnswerSchema = named(generatedVoiceSchema, 'GeneratedVoice');

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

const FLOW =
  'Cost (SPEC §9) → debit, or 402 “Insufficient credits: need N more credits” → a pending generation → generate → completed, or failed with an automatic refund.';

export const generateImage = createRoute({
  method: 'post',
  path: '/generate/image',
  operationId: 'generateImage',
  tags,
  summary: 'Generate images with the demo model',
  description: `${FLOW} Images are PNG files served from this server under /media/.`,
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(imageGenerationSchema, 'ImageGenerationRequest'), undefined, {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      negativePrompt: 'text, watermark',
      size: '1024x1024',
      style: 'realistic',
      count: 2,
      guidance: 7,
      upscale: false,
      styleTransfer: false,
    }),
  },
  responses: { 200: jsonContent(ImagesAnswerSchema, 'The images'), ...generationErrors },
});

export const generateGeminiImage = createRoute({
  method: 'post',
  path: '/gemini/generate/image',
  operationId: 'generateGeminiImage',
  tags,
  summary: 'Generate images with the gemini model',
  description: `${FLOW} 503 'Model gemini is not configured' until GEMINI_API_KEY is set.`,
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(geminiImageRequestSchema, 'GeminiImageRequest'), undefined, {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      style: 'artistic',
      aspectRatio: '16:9',
      creativity: 7,
      count: 1,
      targetSize: 1024,
      upscale: false,
      styleTransfer: false,
    }),
  },
  responses: { 200: jsonContent(ImagesAnswerSchema, 'The images'), ...generationErrors },
});

export const generateText = createRoute({
  method: 'post',
  path: '/gemini/generate/text',
  operationId: 'generateText',
  tags,
  summary: 'Generate texts (gemini when configured, else the demo model)',
  description: `${FLOW.replace('Insufficient credits', 'Insufficient balance')} The answer names the model used.`,
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(textGenerationSchema, 'TextGenerationRequest'), undefined, {
      prompt: 'Why lighthouses still matter',
      textType: 'blogPost',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      count: 2,
    }),
  },
  responses: { 200: jsonContent(TextsAnswerSchema, 'The texts'), ...generationErrors },
});

export const generateVoice = createRoute({
  method: 'post',
  path: '/generate/voice',
  operationId: 'generateVoice',
  tags,
  summary: 'Turn text into speech (demo or gemini)',
  description: `${FLOW} 3 credits per started 1,000 characters. The audio is one MP3 or WAV file served from this server under /media/; the demo model speaks offline (eSpeak), gemini answers 503 'Model gemini is not configured' until GEMINI_API_KEY is set.`,
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(voiceGenerationSchema, 'VoiceGenerationRequest'), undefined, {
      text: 'Welcome to Lumen Studio. Your ideas, now with a voice.',
      language: 'en',
      voice: 'Kore',
      speed: 1,
      format: 'mp3',
      model: 'demo',
    }),
  },
  responses: { 200: jsonContent(VoiceAnswerSchema, 'The speech'), ...generationErrors },
});

export const generateVideo = createRoute({
  method: 'post',
  path: '/generate/video',
  operationId: 'generateVideo',
  tags,
  summary: 'Start a video (demo, or gemini when configured)',
  description:
    'Cost: 5 credits per started 4 seconds (4 s: 5, 8 s: 10) → debit, or 402 “Insufficient credits: need N more credits” → a pending generation, and the answer at once: 202 with its id. The job runs on (minutes on a real model); follow it with GET /api/generations/{id} (status, progress 0–100, the video once completed). A job that fails or times out is marked failed and refunded once. On the demo model a prompt containing `[demo:fail]` fails part-way (to try the refund).',
  middleware: [requireAuth, idempotent] as const,
  security: bearerSecurity,
  request: {
    headers: IdempotencyHeadersSchema,
    body: jsonBody(named(videoGenerationSchema, 'VideoGenerationRequest'), undefined, {
      prompt: 'A lighthouse at dawn, soft mist over the sea',
      negativePrompt: 'text, watermark',
      durationSeconds: 4,
      aspectRatio: '16:9',
      model: 'demo',
    }),
  },
  responses: {
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
  },
});

export type GenerateImageRoute = typeof generateImage;
export type GenerateVideoRoute = typeof generateVideo;
export type GenerateGeminiImageRoute = typeof generateGeminiImage;
export type GenerateTextRoute = typeof generateText;
export type GenerateVoiceRoute = typeof generateVoice;
