import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createLazyResolver } from './lazy-resolver';

type Values = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('createLazyResolver', () => {
  it('answers a blank form "not valid yet" without loading the validation', async () => {
    const load = vi.fn(async () => valid);
    const { resolver } = createLazyResolver(load);
    const result = await resolver({ email: '', password: '' }, undefined, options);
    expect(load).not.toHaveBeenCalled();
    expect(Object.keys(result.errors)).toEqual(['root']);
  });

  it('loads once on intent, then checks every question with the loaded resolver', async () => {
    const load = vi.fn(async () => valid);
    const { resolver, intent } = createLazyResolver(load);
    intent.onFocus();
    intent.onPointerEnter();
    const blank = await resolver({ email: '', password: '' }, undefined, options);
    expect(blank.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads by itself when values arrive without a focus (autofill)', async () => {
    const load = vi.fn(async () => valid);
    const { resolver } = createLazyResolver(load);
    const values = { email: 'a@b.co', password: 'x' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again at the next check', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(valid);
    const { resolver, prepare } = createLazyResolver(load);
    prepare();
    const values = { email: 'a@b.co', password: 'x' };
    await expect(resolver(values, undefined, options)).rejects.toThrow('offline');
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
