import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion, AccordionItem } from './accordion';

function Example() {
  return (
    <Accordion>
      <AccordionItem id="a" title="First">
        One
      </AccordionItem>
      <AccordionItem id="b" title="Second">
        Two
      </AccordionItem>
      <AccordionItem id="c" title="Third">
        Three
      </AccordionItem>
    </Accordion>
  );
}

const expanded = () =>
  Array.from(document.querySelectorAll('button[aria-expanded="true"]')).map((b) => b.textContent);

describe('Accordion', () => {
  it('keeps at most one section open', async () => {
    const screen = await render(<Example />);
    expect(expanded()).toEqual([]);
    await screen.getByRole('button', { name: 'First' }).click();
    await expect.element(screen.getByText('One')).toBeVisible();
    expect(expanded()).toEqual(['First']);
    await screen.getByRole('button', { name: 'Second' }).click();
    await expect.element(screen.getByText('Two')).toBeVisible();
    expect(expanded()).toEqual(['Second']);
    await expect.element(screen.getByText('One')).not.toBeVisible();
    await screen.getByRole('button', { name: 'Second' }).click();
    expect(expanded()).toEqual([]);
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const screen = await render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(expanded()).toEqual(['First']);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(expanded()).toEqual(['Second']);
    await expect
      .element(screen.getByRole('button', { name: 'Second' }))
      .toHaveAttribute('data-focus-visible');
  });
});
