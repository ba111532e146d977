import { expect, it } from 'vitest';
import { call, signUp } from '../../testing/http';
import { describeOnDialects } from '../../testing/dialects';

const valid = {
  billing_name: 'Ada Lovelace',
  address: '12 St James Square',
  city: 'London',
  postal_code: 'SW1Y 4JH',
  country: 'United Kingdom',
};

describeOnDialects('/api/billing-profiles', (getApp) => {
  it('POST 201 with the created profile; GET lists it; DELETE 204 removes it', async () => {
    const t = getApp();
    const user = await signUp(t);
    const created = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: { ...valid, company_name: 'Analytical Engines Ltd', tax_id: 'GB123', is_default: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...valid,
      company_name: 'Analytical Engines Ltd',
      tax_id: 'GB123',
      is_default: 1,
      created_at: expect.any(String),
    });
    const list = await call(t, 'GET', '/api/billing-profiles', { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body]);
    const removed = await call(t, 'DELETE', `/api/billing-profiles/${created.body.id}`, {
      token: user.token,
    });
    expect(removed.status).toBe(204);
    expect((await call(t, 'GET', '/api/billing-profiles', { token: user.token })).body).toEqual([]);
    const again = await call(t, 'DELETE', `/api/billing-profiles/${created.body.id}`, {
      token: user.token,
    });
    expect(again.status).toBe(404);
  });

  it('defaults: optional fields null, is_default 0', async () => {
    const t = getApp();
    const user = await signUp(t);
    const created = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: valid,
    });
    expect(created.body).toMatchObject({ company_name: null, tax_id: null, is_default: 0 });
  });

  it('another user’s id answers 404, like a missing one, and deletes nothing', async () => {
    const t = getApp();
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const created = await call(t, 'POST', '/api/billing-profiles', {
      token: owner.token,
      json: valid,
    });
    const res = await call(t, 'DELETE', `/api/billing-profiles/${created.body.id}`, {
      token: intruder.token,
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    const missing = await call(
      t,
      'DELETE',
      '/api/billing-profiles/00000000-0000-4000-8000-000000000000',
      {
        token: intruder.token,
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(res.body);
    expect((await call(t, 'GET', '/api/billing-profiles', { token: intruder.token })).body).toEqual(
      [],
    );
    expect(
      (await call(t, 'GET', '/api/billing-profiles', { token: owner.token })).body,
    ).toHaveLength(1);
  });

  it.each([
    [{ billing_name: 'A' }, 'billing_name'],
    [{ billing_name: 'x'.repeat(101) }, 'billing_name'],
    [{ address: 'abc' }, 'address'],
    [{ city: '' }, 'city'],
    [{ postal_code: '12' }, 'postal_code'],
    [{ country: '' }, 'country'],
    [{ company_name: 'x'.repeat(101) }, 'company_name'],
    [{ tax_id: 'x'.repeat(51) }, 'tax_id'],
    [{ is_default: 2 }, 'is_default'],
    [{ is_default: 'yes' }, 'is_default'],
    [{ city: 12 }, 'city'],
  ])('POST 400 for %o', async (overrides, path) => {
    const t = getApp();
    const user = await signUp(t);
    const res = await call(t, 'POST', '/api/billing-profiles', {
      token: user.token,
      json: { ...valid, ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.issues?.[0]?.path).toBe(path);
    expect(res.body.message).toBe(res.body.issues?.[0]?.message);
  });

  it('401 for every method without a token', async () => {
    const t = getApp();
    expect((await call(t, 'GET', '/api/billing-profiles')).status).toBe(401);
    expect((await call(t, 'POST', '/api/billing-profiles', { json: valid })).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/billing-profiles/abc')).status).toBe(401);
  });
});
