import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('accepts multi-line text', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextArea label="Prompt" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Prompt' });
    expect(box.element().tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'line one{Enter}line two');
    expect(onChange).toHaveBeenLastCalledWith('line one\nline two');
  });

  it('shows an error when invalid', async () => {
    const screen = await render(
      <TextArea label="Prompt" isInvalid errorMessage="Prompt too long" />,
    );
    await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Prompt too long')).toBeVisible();
  });

  it('hands its textarea element to inputRef', async () => {
    const inputRef = createRef<HTMLTextAreaElement>();
    const screen = await render(<TextArea label="Prompt" inputRef={inputRef} />);
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Prompt' }).element());
  });
});
