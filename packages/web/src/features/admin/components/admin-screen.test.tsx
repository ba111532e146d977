import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { tokenStorageKey } from '@/lib/auth/token';
import {
  adminFailuresFixture,
  adminFailuresToRefundFixture,
  adminUserFixture,
} from '@/testing/admin-fixtures';
import { meFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function violations() {
  const result = await axe.run(document, {
    resultTypes: ['violations'],
    // Colour contrast is checked on the ui theme tokens by the design system's own suite.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('/admin', () => {
  test('an operator finds a user and grants 10 credits with a reason', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    let balance = 20;
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/admin/failures': () => Response.json(adminFailuresFixture),
      'GET /api/admin/users': () => Response.json(adminUserFixture(balance)),
      'POST /api/admin/users/u2/credits': async (request) => {
        bodies.push(await request.json());
        balance += 10;
        return Response.json({
          balance,
          entry: {
            id: 'l2',
            kind: 'adjustment',
            amount: 10,
            balance_after: balance,
            reference: 'r',
            reason: 'Goodwill',
            created_at: new Date().toISOString(),
          },
        });
      },
    });
    const { screen } = await renderApp('/admin');
    await expect.element(screen.getByRole('heading', { name: 'Operator console' })).toBeVisible();
    await screen.getByRole('textbox', { name: 'E-mail' }).fill('bob@example.com');
    await screen.getByRole('button', { name: 'Find' }).click();
    await expect.element(screen.getByText('Balance: 20 credits')).toBeVisible();
    await expect.poll(violations, { timeout: 15_000 }).toEqual([]);

    await screen.getByRole('textbox', { name: 'Credits' }).fill('10');
    await screen.getByRole('button', { name: 'Adjust credits' }).click();
    await expect.element(screen.getByText('A reason is required')).toBeVisible();
    expect(bodies).toEqual([]);

    await screen.getByRole('textbox', { name: 'Reason' }).fill('Goodwill');
    await screen.getByRole('button', { name: 'Adjust credits' }).click();
    await expect.element(screen.getByText('Balance: 30 credits')).toBeVisible();
    expect(bodies).toEqual([{ credits: 10, reason: 'Goodwill' }]);
  });

  test.each([
    { language: 'en' as const, label: 'To refund' },
    { language: 'es' as const, label: 'Por reembolsar' },
  ])(
    'a payment taken for a closed account is listed to refund ($language)',
    async ({ language, label }) => {
      localStorage.setItem(tokenStorageKey, 'tok');
      mockApi({
        'GET /api/auth/me': () => Response.json(meFixture()),
        'GET /api/admin/failures': () => Response.json(adminFailuresToRefundFixture),
      });
      const { screen } = await renderApp('/admin', { language });
      const due = screen.getByText(/order_1732451000_ab12cd/);
      await expect.element(due).toBeVisible();
      expect(due.element().textContent).toContain(label);
      // A payment that merely failed is not one to refund.
      const failed = screen.getByText(/order_1732452000_ef34ab/);
      await expect.element(failed).toBeVisible();
      expect(failed.element().textContent).not.toContain(label);
    },
  );

  test('a signed-in account without the admin role is told it is not authorised', async () => {
    localStorage.setItem(tokenStorageKey, 'tok');
    mockApi({
      'GET /api/auth/me': () => Response.json(meFixture()),
      'GET /api/admin/failures': () =>
        Response.json(
          { error: 'forbidden', message: 'Only an operator may do this' },
          { status: 403 },
        ),
    });
    const { screen } = await renderApp('/admin', { language: 'es' });
    await expect
      .element(screen.getByText('No tienes autorización para ver esta página.'))
      .toBeVisible();
    await expect.poll(violations, { timeout: 15_000 }).toEqual([]);
  });
});
