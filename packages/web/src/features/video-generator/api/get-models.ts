import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** GET /api/models (the image generator asks the same, under the same key). */
export const useModels = () =>
  useQuery({
    queryKey: ['models'],
    queryFn: async () => (await api.GET('/api/models')).data!,
  });
