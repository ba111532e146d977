import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  fillCheckoutAddress,
  pageBalance,
  payOnDemoPage,
  signUp,
  uniqueEmail,
} from './helpers';

test('a cancelled payment is retried to success: back on checkout with the order, paid, credited once', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('retry'));
  const before = await pageBalance(page);

  await page.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Credits' }).fill('100');
  await expect(dialog.getByText('Discount (5%)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to Payment' }).click();

  await page.waitForURL('**/checkout');
  // The account's name and e-mail are there already.
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await fillCheckoutAddress(page);
  await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
  await page.getByRole('button', { name: 'Go to Payment' }).click();

  // The demo provider's page: Cancel.
  await page.waitForURL('**/pay/demo/**');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Back on the checkout that holds the order, not bounced to the image generator.
  await page.waitForURL(/\/checkout\?orderId=order_/);
  const cancelledOrder = new URL(page.url()).searchParams.get('orderId');
  await expect(page.getByText(/You cancelled the payment for 100 credits\./)).toBeVisible();
  await expect(page.getByText('€9.50').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // What was typed before the payment page, the consent too, is still there.
  await expect(page.getByLabel('City')).toHaveValue('London');
  await expect(page.getByLabel('ZIP or postal code')).toHaveValue('SW1A 1AA');
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await page.getByRole('button', { name: 'Go to Payment' }).click();
  await payOnDemoPage(page);
  await expect(page.getByText('100 credits added')).toBeVisible();
  expect(await pageBalance(page)).toBe(before + 100);

  // One paid order, one cancelled: the balance counts the top-up once.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  // Only the paid one reads as credits added; the cancelled one says none were.
  await expect(page.getByText('+100', { exact: true })).toHaveCount(1);
  await expect(page.getByText('100 credits not added', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Cancelled', { exact: true })).toHaveCount(1);
  expect(await pageBalance(page)).toBe(before + 100);

  // The cancelled order's checkout now offers to pay it again, still not credited.
  await page.goto(`/checkout?orderId=${cancelledOrder}`);
  await expect(page.getByText(/You cancelled the payment for 100 credits\./)).toBeVisible();
});
