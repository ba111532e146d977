import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button';
import { ToastRegion } from './toast';
import { TOAST_DURATION_MS, dismissAllToasts, toast, toastQueue } from './toast-queue';

afterEach(async () => {
  dismissAllToasts();
  await page.viewport(1280, 800);
});

function swipe(el: Element, dx: number) {
  const rect = el.getBoundingClientRect();
  const x = rect.left + 20;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, pointerId: 7, pointerType: 'touch', clientY: y };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  el.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx / 2 }));
  el.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx }));
  el.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
}

describe('Toast', () => {
  it('shows title and description, and lasts 5000 ms by default', async () => {
    const screen = await render(<ToastRegion />);
    toast({ title: 'Copied!', description: 'Order ID copied to clipboard' });
    await expect.element(screen.getByText('Copied!')).toBeVisible();
    await expect.element(screen.getByText('Order ID copied to clipboard')).toBeVisible();
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
  });

  it('disappears after its timeout', async () => {
    const screen = await render(<ToastRegion />);
    // The queue starts the toast's timer when it is added, so the clock is faked before that.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      toast({ title: 'Saved' }, { timeout: 5000 });
      await expect.element(screen.getByText('Saved')).toBeVisible();
      vi.advanceTimersByTime(4999);
      await new Promise(requestAnimationFrame);
      expect(screen.getByText('Saved').query()).not.toBeNull();
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await expect.element(screen.getByText('Saved')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    const screen = await render(<ToastRegion />);
    toast({ title: 'First' });
    await expect.element(screen.getByText('First')).toBeVisible();
    toast({ title: 'Second' });
    await expect.element(screen.getByText('Second')).toBeVisible();
    expect(screen.getByText('First').query()).toBeNull();
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
  });

  it('F8 moves focus to the toast; Tab reaches action and close; the close button dismisses', async () => {
    const onAction = vi.fn();
    const screen = await render(
      <>
        <Button>Elsewhere</Button>
        <ToastRegion closeLabel="Dismiss" />
      </>,
    );
    toast({
      variant: 'destructive',
      title: 'Insufficient balance',
      action: { label: 'Top up balance', onAction },
    });
    await expect.element(screen.getByText('Insufficient balance')).toBeVisible();
    await screen.getByRole('button', { name: 'Elsewhere' }).click();
    await userEvent.keyboard('{F8}');
    const toastEl = screen.getByRole('alertdialog');
    await expect.element(toastEl).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Top up balance' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toastEl).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('runs the action and closes', async () => {
    const onAction = vi.fn();
    const screen = await render(<ToastRegion />);
    toast({ title: 'Low balance', action: { label: 'Top up', onAction } });
    await screen.getByRole('button', { name: 'Top up' }).click();
    expect(onAction).toHaveBeenCalledOnce();
    await expect.element(screen.getByText('Low balance')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of 50 px or more to the right, not by a shorter one', async () => {
    const screen = await render(<ToastRegion />);
    // No timeout: only the swipe can take it away.
    toast({ title: 'Swipe me' }, { timeout: 0 });
    const toastEl = screen.getByRole('alertdialog');
    await expect.element(toastEl).toBeVisible();
    swipe(toastEl.element(), 30);
    await new Promise((r) => setTimeout(r, 50));
    expect(toastEl.query()).not.toBeNull();
    swipe(toastEl.element(), 60);
    await expect.element(toastEl).not.toBeInTheDocument();
  });

  it('sits bottom right, at most 420 px wide, from 768 px; at the top on mobile', async () => {
    const screen = await render(<ToastRegion />);
    toast({ title: 'Where am I' });
    await expect.element(screen.getByText('Where am I')).toBeVisible();
    const region = screen.getByRole('region').element();
    let rect = region.getBoundingClientRect();
    expect(Math.round(rect.right)).toBe(window.innerWidth);
    expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    expect(rect.width).toBeLessThanOrEqual(420);

    await page.viewport(375, 700);
    await new Promise((r) => setTimeout(r, 50));
    rect = region.getBoundingClientRect();
    expect(rect.top).toBe(0);
    expect(Math.round(rect.width)).toBe(375);
  });
});
