import type { TextGenerationRequest } from '@lumen/domain';
import { api } from '@/lib/api/client';

/**
 * POST /api/gemini/generate/text (Gemini when configured, else the demo model); the key makes a
 * retry of the same generation safe (never charged twice).
 */
export async function generateTexts(body: TextGenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/gemini/generate/text', { params, body })).data!;
}
