import { describe, expect, it } from 'vitest';
import { defaultRenderSlots, RenderSlots } from './render-slots';

/** A task that runs until released, recording how many tasks were running at its start. */
function gate(running: { now: number; max: number }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release: () => release(),
    task: async () => {
      running.now++;
      running.max = Math.max(running.max, running.now);
      await released;
      running.now--;
      return 'done';
    },
  };
}

describe('RenderSlots', () => {
  it('runs at most its limit at once and the rest in the order they came', async () => {
    const slots = new RenderSlots(2);
    const running = { now: 0, max: 0 };
    const gates = Array.from({ length: 5 }, () => gate(running));
    const started: number[] = [];
    const results = gates.map((g, i) =>
      slots.run(() => {
        started.push(i);
        return g.task();
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.release();
    await expect(results[1]).resolves.toBe('done');
    await expect.poll(() => started).toEqual([0, 1, 2]);
    for (const g of gates) g.release();
    await expect(Promise.all(results)).resolves.toEqual(Array(5).fill('done'));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(running.max).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broke')))).rejects.toThrow('broke');
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a count below one, and gives at least one by default', () => {
    expect(() => new RenderSlots(0)).toThrow();
    expect(defaultRenderSlots()).toBeGreaterThanOrEqual(1);
  });
});
