import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const modelsQueryKey = ['models'] as const;

/** GET /api/models: which models this server can run (gemini needs a key). */
export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: modelsQueryKey,
    queryFn: async () => (await api.GET('/api/models')).data!,
  });

export const useModels = () => useQuery(modelsQueryOptions());
