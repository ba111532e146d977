import { describe, expect, it } from 'vitest';
import { MemorySingleUseStore } from './single-use-store';

describe('MemorySingleUseStore', () => {
  it('forgets a value once it expires, and drops expired ones as new ones come', async () => {
    let now = 1_000;
    const store = new MemorySingleUseStore(() => now);
    await store.put('a', 'first', 100);
    now += 100;
    expect(await store.take('a')).toBeNull();
    await store.put('b', 'second', 100);
    now += 50;
    await store.put('c', 'third', 100);
    expect(store.size).toBe(2);
    now += 60;
    await store.put('d', 'fourth', 100);
    expect(store.size).toBe(2);
    expect(await store.take('c')).toBe('third');
  });
});
