import { describeCacheContract } from './cache.contract';
import { createCache } from './create-cache';

describeCacheContract('memory', false, async () => {
  const a = createCache();
  const b = createCache();
  return {
    a,
    b,
    cleanup: async () => {
      await a.close();
      await b.close();
    },
  };
});
