import { userEvent } from 'vitest/browser';
import { page } from 'vitest/browser';

/** The fields a person types in under `root`: text, e-mail, password, number inputs and areas. */
function typingFields(root: ParentNode): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([readonly]), textarea',
    ),
  ];
}

/** Types `value` in every field under `root` and leaves each (so a check "on leave" runs). */
export async function fillEveryField(value: string, root: ParentNode = document.body) {
  for (const field of typingFields(root)) {
    await page.elementLocator(field).fill(value);
    await userEvent.tab();
  }
}

/** Ticks and unticks every checkbox under `root` (a consent withdrawn). */
export async function toggleEveryCheckbox(root: ParentNode = document.body) {
  for (const box of root.querySelectorAll<HTMLElement>('input[type="checkbox"]')) {
    const locator = page.elementLocator(box);
    await locator.click({ force: true });
    await locator.click({ force: true });
  }
}
