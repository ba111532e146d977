import type { operations } from '@lumen/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigOfPage } from './page-config';

export { publicConfigOfPage };

export const publicConfigQueryKey = ['public-config'] as const;

export type PublicConfig =
  operations['getPublicConfig']['responses'][200]['content']['application/json'];

/**
 * GET /api/config: the trial as this server is configured (credits granted, days they last).
 * A plain public GET rather than the API client: home asks nothing else while signed out, so its
 * visitors do not download the client for it.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: async ({ signal }): Promise<PublicConfig> => {
      const response = await fetch('/api/config', {
        signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
      return (await response.json()) as PublicConfig;
    },
    // The page carries the answer (its server wrote it in), so the promise is drawn with it from
    // the first render, with no request; it holds for the server's life.
    initialData: () => publicConfigOfPage(),
    staleTime: Number.POSITIVE_INFINITY,
  });
/** The public pages' promises (hero, FAQ, sign-up) say these numbers, never fixed ones. */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
