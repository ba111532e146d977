import { demoImageJob, geminiImageJob, unwrap } from '@lumen/domain';
import type { AppRouteHandler } from '../../lib/types';
import { authOf } from '../../middlewares/auth';
import type {
  GenerateGeminiImageRoute,
  GenerateImageRoute,
  GenerateTextRoute,
  GenerateVideoRoute,
  GenerateVoiceRoute,
} from './generate.routes';

export const generateImage: AppRouteHandler<GenerateImageRoute> = async (c) => {
  const job = demoImageJob(c.req.valid('json'));
  const result = await c.var.deps.useCases.generation.generateImage(authOf(c).userId, job);
  return c.json(unwrap(result), 200);
};

export const generateGeminiImage: AppRouteHandler<GenerateGeminiImageRoute> = async (c) => {
  const job = geminiImageJob(c.req.valid('json'));
  const result = await c.var.deps.useCases.generation.generateImage(authOf(c).userId, job);
  return c.json(unwrap(result), 200);
};

export const generateText: AppRouteHandler<GenerateTextRoute> = async (c) => {
  const request = c.req.valid('json');
  const result = await c.var.deps.useCases.generation.generateText(authOf(c).userId, request);
  return c.json(unwrap(result), 200);
};

export const generateVoice: AppRouteHandler<GenerateVoiceRoute> = async (c) => {
  const request = c.req.valid('json');
  const result = await c.var.deps.useCases.generation.generateVoice(authOf(c).userId, request);
  return c.json(unwrap(result), 200);
};

export const generateVideo: AppRouteHandler<GenerateVideoRoute> = async (c) => {
  const request = c.req.valid('json');
  const result = await c.var.deps.useCases.generation.startVideo(authOf(c).userId, request);
  return c.json(unwrap(result), 202);
};
