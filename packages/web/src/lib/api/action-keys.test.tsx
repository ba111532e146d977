import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useInitiateCheckout } from '@/features/checkout/api/initiate-checkout';
import { generateImages, type ImageRequest } from '@/features/image-generator/api/generate-image';
import { generateTexts } from '@/features/text-generator/api/generate-text';
import { useGenerateMutation } from '@/lib/api/generate-mutation';
import { type Handler, mockApi } from '@/testing/mock-api';
import { createQueryClient } from '@/lib/react-query';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const image: ImageRequest = {
  model: 'demo',
  prompt: 'a lighthouse at dawn',
  size: '1024x1024',
  style: 'realistic',
  count: 1,
  guidance: 7,
  aspectRatio: 'Original',
  upscale: false,
  styleTransfer: false,
};
const generated = () =>
  Response.json({
    images: ['/media/a.png'],
    metadata: [{ finalWidth: 1024, finalHeight: 1024 }],
    creditsUsed: 1,
    remainingCredits: 9,
    model: 'demo',
  });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const error = (status: number, code: string) => () =>
  Response.json({ error: code, message: code }, { status });

/** Answers each call with the next handler, recording the Idempotency-Key it carried. */
function script(route: string, answers: Handler[]) {
  const keys: (string | null)[] = [];
  mockApi({
    [route]: (request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return answers[keys.length - 1]!(request);
    },
    'GET /api/auth/me': () => Response.json({ user: { id: 1, username: 'Ada', credits: 9 } }),
  });
  return keys;
}

describe('Idempotency-Key: one per user action', () => {
  test('each image generation is a new action with a new key', async () => {
    const keys = script('POST /api/generate/image', [generated, generated]);
    const { result } = await renderHook(() => useGenerateMutation(generateImages), { wrapper });
    await result.current.mutateAsync(image);
    await result.current.mutateAsync(image);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('the same generation sent again after no answer (network, 5xx) reuses its key', async () => {
    const keys = script('POST /api/generate/image', [
      offline,
      error(503, 'service_unavailable'),
      generated,
      generated,
    ]);
    const { result } = await renderHook(() => useGenerateMutation(generateImages), { wrapper });
    await expect(result.current.mutateAsync(image)).rejects.toThrow();
    await expect(result.current.mutateAsync(image)).rejects.toThrow('503');
    await result.current.mutateAsync(image);
    // Answered: the next one is a new action.
    await result.current.mutateAsync(image);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  test('after a kept answer (402) or with another request, the key is new', async () => {
    const keys = script('POST /api/generate/image', [
      error(402, 'insufficient_credits'),
      offline,
      generated,
    ]);
    const { result } = await renderHook(() => useGenerateMutation(generateImages), { wrapper });
    await expect(result.current.mutateAsync(image)).rejects.toThrow('402');
    // The user topped up and tries again: the server must not replay the 402.
    await expect(result.current.mutateAsync(image)).rejects.toThrow();
    // Not the same request (another prompt): another action.
    await result.current.mutateAsync({ ...image, prompt: 'a harbour at dusk' });
    expect(new Set(keys).size).toBe(3);
  });

  test('Gemini image and text generations carry a key too', async () => {
    const imageKeys = script('POST /api/gemini/generate/image', [generated]);
    const images = await renderHook(() => useGenerateMutation(generateImages), { wrapper });
    await images.result.current.mutateAsync({ ...image, model: 'gemini' });
    expect(imageKeys[0]).toMatch(/^[0-9a-f-]{36}$/);

    const textKeys = script('POST /api/gemini/generate/text', [
      offline,
      () => Response.json({ texts: ['Hello'], creditsUsed: 1, remainingCredits: 8 }),
    ]);
    const texts = await renderHook(() => useGenerateMutation(generateTexts), { wrapper });
    const request = {
      prompt: 'a note',
      textType: 'email',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      count: 1,
    } as const;
    await expect(texts.result.current.mutateAsync(request)).rejects.toThrow();
    await texts.result.current.mutateAsync(request);
    expect(textKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(textKeys[1]).toBe(textKeys[0]);
  });

  test('checkout: a retry of the same Go to Payment reuses the key; a new one gets a new key', async () => {
    const initiated = () =>
      Response.json(
        { success: true, orderId: 'o1', paymentUrl: '/pay/o1', message: 'ok' },
        { status: 201 },
      );
    const keys = script('POST /api/checkout/initiate', [offline, initiated, initiated]);
    const { result } = await renderHook(() => useInitiateCheckout(), { wrapper });
    const input = {
      quoteId: 'q1',
      billingInfo: {
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        phone: '+44 20 7946 0958',
        country: 'United Kingdom',
        state: 'England',
        city: 'London',
        address: '12 St James’s Square',
        zipCode: 'SW1Y 4JH',
        agreeToTerms: true,
      },
    } as const;
    await expect(result.current.mutateAsync(input)).rejects.toThrow();
    await result.current.mutateAsync(input);
    await result.current.mutateAsync({ ...input, quoteId: 'q2' });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
