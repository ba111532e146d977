import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

describe('queue depth gauge', () => {
  it('reports waiting and active generation jobs at each scrape', async () => {
    let depth = { waiting: 3, active: 1 };
    const metrics = new Metrics({ queueDepth: async () => depth });
    const first = (await metrics.render()).body;
    expect(first).toContain('lumen_generation_queue_jobs{state="waiting"} 3');
    expect(first).toContain('lumen_generation_queue_jobs{state="active"} 1');
    depth = { waiting: 0, active: 2 };
    const second = (await metrics.render()).body;
    expect(second).toContain('lumen_generation_queue_jobs{state="waiting"} 0');
    expect(second).toContain('lumen_generation_queue_jobs{state="active"} 2');
  });

  it('leaves the series out while the queue cannot be counted (Redis away)', async () => {
    const metrics = new Metrics({
      queueDepth: async () => {
        throw new Error('Connection is closed.');
      },
    });
    const body = (await metrics.render()).body;
    expect(body).toContain('# TYPE lumen_generation_queue_jobs gauge');
    expect(body).not.toContain('lumen_generation_queue_jobs{');
  });
});
