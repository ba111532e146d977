import { expect, userEvent, within } from 'storybook/test';

// Play functions that put a story's first element of a role into an interaction state, so the
// state is visible in Storybook and checked by the axe test.
type PlayContext = { canvasElement: HTMLElement };

export const hoverFirst =
  (role: string) =>
  async ({ canvasElement }: PlayContext) => {
    const el = within(canvasElement).getAllByRole(role)[0]!;
    await userEvent.hover(el);
  };

export const focusFirstWithKeyboard = async ({ canvasElement }: PlayContext) => {
  (document.activeElement as HTMLElement | null)?.blur();
  // Tab until focus lands in this story (the page may hold other focusable things first).
  for (let i = 0; i < 10 && !canvasElement.contains(document.activeElement); i++) {
    await userEvent.tab();
  }
  await expect(canvasElement.contains(document.activeElement)).toBe(true);
};

export const pressFirst =
  (role: string) =>
  async ({ canvasElement }: PlayContext) => {
    const el = within(canvasElement).getAllByRole(role)[0]!;
    await userEvent.pointer({ keys: '[MouseLeft>]', target: el });
  };

export const clickFirst =
  (role: string, name?: string | RegExp) =>
  async ({ canvasElement }: PlayContext) => {
    const el = within(canvasElement).getAllByRole(role, name ? { name } : {})[0]!;
    await userEvent.click(el);
  };
