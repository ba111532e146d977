import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Segment, SegmentedControl } from './segmented-control';

describe('SegmentedControl', () => {
  it('selects one segment at a time with clicks, arrows and Space, never none', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <SegmentedControl
        aria-label="Ratio"
        defaultSelectedKey="1:1"
        onSelectionChange={onSelectionChange}
      >
        <Segment id="1:1">1:1</Segment>
        <Segment id="16:9">16:9</Segment>
        <Segment id="9:16">9:16</Segment>
      </SegmentedControl>,
    );
    const first = screen.getByRole('radio', { name: '1:1' });
    await expect.element(first).toBeChecked();
    await screen.getByRole('radio', { name: '16:9' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith('16:9');
    await expect.element(first).not.toBeChecked();
    await screen.getByRole('radio', { name: '16:9' }).click();
    await expect.element(screen.getByRole('radio', { name: '16:9' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '9:16' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith('9:16');
  });
});
