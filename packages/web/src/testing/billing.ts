import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { billingProfileFixture } from './fixtures';
import type { Handler } from './mock-api';

// Kept here too: the checkout tests take it from the billing helpers.
export { billingProfileFixture };

/**
 * The billing-profile endpoints as a tiny store: create answers 201 (or `createStatus`), delete
 * empties it. `bodies` collects what the screen sent on create.
 */
export function billingApi({ createStatus = 201 }: { createStatus?: number } = {}) {
  let profiles: (typeof billingProfileFixture)[] = [];
  const bodies: Record<string, unknown>[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/billing-profiles': () => Response.json(profiles),
    'POST /api/billing-profiles': async (request) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (createStatus >= 400) return Response.json({ error: 'boom' }, { status: createStatus });
      profiles = [billingProfileFixture];
      return Response.json(billingProfileFixture, { status: 201 });
    },
    'DELETE /api/billing-profiles/bp_1': () => {
      profiles = [];
      return new Response(null, { status: 204 });
    },
  };
  return { handlers, bodies };
}

/** Opens Add Billing Info on the (already visible) Profile tab, fills it in and presses Create. */
export async function addBillingInfo() {
  await page.getByRole('button', { name: 'Add Billing Info' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Billing name' }).fill('Ada Lovelace');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('United King');
  await expect.element(page.getByRole('option', { name: /United Kingdom/ })).toBeVisible();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect
    .element(dialog.getByRole('combobox', { name: 'Country' }))
    .toHaveValue(expect.stringMatching(/^United Kingdom/));
  await dialog.getByRole('textbox', { name: 'City' }).fill('London');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 St James Square');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('SW1Y 4JH');
  await dialog.getByRole('button', { name: 'Create' }).click();
}

export async function expectToast(title: string, description: string) {
  await expect.element(page.getByText(title, { exact: true })).toBeVisible();
  await expect.element(page.getByText(description, { exact: true })).toBeVisible();
}
