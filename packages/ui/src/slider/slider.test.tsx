import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Slider } from './slider';

describe('Slider', () => {
  it('moves with arrow keys and jumps with Home/End, showing the value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Slider label="Creativity" minValue={1} maxValue={20} defaultValue={7} onChange={onChange} />,
    );
    const slider = screen.getByRole('slider', { name: 'Creativity' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{End}');
    await expect.element(slider).toHaveValue('20');
    await expect.element(screen.getByText('20')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect.element(slider).toHaveValue('1');
  });
});
