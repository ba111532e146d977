import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export const strongPassword = 'Correct-Horse-42';

export function uniqueEmail(prefix = 'ada'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** No axe violations on the page as it is now (contrast is the ui suite's job, on tokens). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    // React Aria's live announcer keeps short-lived nodes labelled by elements already gone.
    const context = { include: [document], exclude: [['[data-live-announcer]']] };
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a page global.
    const result = await (window as any).axe.run(context, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    return result.violations.map(
      (v: { id: string; nodes: { target: string[]; html: string }[] }) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

export interface SignUpTexts {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
  submit: string;
}

export const englishSignUp: SignUpTexts = {
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  confirm: 'Confirm password',
  submit: 'Create Account',
};

export async function signUp(page: Page, email: string, texts: SignUpTexts = englishSignUp) {
  await page.goto('/signup');
  await page.getByLabel(texts.fullName).fill('Ada Lovelace');
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(strongPassword);
  await page.getByLabel(texts.confirm).fill(strongPassword);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: texts.submit }).click();
  await page.waitForURL('**/dashboard');
}
