import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** How often a running job is asked about (a real model runs for minutes). */
export const GENERATION_POLL_MS = 1000;

export const generationQueryKey = (id: string) => ['generation', id] as const;

export async function getGeneration(id: string) {
  const { data } = await api.GET('/api/generations/{id}', { params: { path: { id } } });
  return data!;
}

export type GenerationProgress = Awaited<ReturnType<typeof getGeneration>>;

/**
 * GET /api/generations/{id}, asked again every second while the job is pending; it stops once
 * the generation is completed or failed.
 */
export function useGenerationProgress(id: string | null) {
  return useQuery({
    queryKey: generationQueryKey(id ?? ''),
    queryFn: () => getGeneration(id!),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'pending' ? false : GENERATION_POLL_MS,
    // A poll that failed (a network blip) is asked again on the next tick.
    retry: 3,
  });
}
