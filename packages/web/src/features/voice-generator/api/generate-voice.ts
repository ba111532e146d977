import type { VoiceGenerationRequest } from '@lumen/domain';
import { api } from '@/lib/api/client';

/** POST /api/generate/voice; the key makes a retry of the same generation safe (never charged twice). */
export async function generateVoice(body: VoiceGenerationRequest, idempotencyKey: string) {
  const params = { header: { 'idempotency-key': idempotencyKey } };
  return (await api.POST('/api/generate/voice', { params, body })).data!;
}

export type GeneratedVoiceResult = Awaited<ReturnType<typeof generateVoice>>;
