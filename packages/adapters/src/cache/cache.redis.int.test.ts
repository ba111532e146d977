import { createTestRedis } from '../testing/services';
import { describeCacheContract } from './cache.contract';
import { createCache } from './create-cache';

// REDIS_URL, else 127.0.0.1:6379, else testcontainers; no Redis fails the suite (never skips).
describeCacheContract('Redis', true, async () => {
  const redis = await createTestRedis();
  const a = createCache({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
  const b = createCache({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
  return {
    a,
    b,
    cleanup: async () => {
      await a.close();
      await b.close();
      await redis.cleanup();
    },
  };
});
